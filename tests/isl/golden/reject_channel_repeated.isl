// Section VII: in FB.C each of r, g, b, a appears at most once.
surface s() {
    FB.rr = color(1, 1, 1, 1);
}
