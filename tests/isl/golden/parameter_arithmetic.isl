// Section VI: parameter colors computed from parameter floats need no pass of their own; the
// one varying assignment draws once.
surface tinted(parameter float k = 0.5) {
    parameter color c = color(k, k * 2, k / 2, 1) + color(0.1, 0.1, 0.1, 0);
    FB = c * k;
}
