// Section VII: a channel specification is made of the letters r, g, b and a.
surface s() {
    FB.rx = color(1, 1, 1, 1);
}
