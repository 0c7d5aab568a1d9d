// Section VII: FB.a -= pc subtracts from alpha alone, after a draw of all channels.
surface fade(parameter color c = color(0, 0, 0, 0.25)) {
    FB = color(1, 1, 1, 1);
    FB.a -= c;
}
