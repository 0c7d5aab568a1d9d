// Section VIII: lookup takes an array of parameter floats or colors.
surface s() {
    FB = color(1, 1, 1, 1);
    FB = lookup(0.5);
}
