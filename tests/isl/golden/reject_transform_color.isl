// Section VIII: transform takes a parameter matrix, not a color.
surface s() {
    FB = color(1, 1, 1, 1);
    FB = transform(color(1, 0, 0, 1));
}
