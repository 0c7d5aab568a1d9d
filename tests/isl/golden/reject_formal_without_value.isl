// Section XI: initial values are required for all formal parameters.
surface s(uniform float k) {
    FB = color(k, k, k, 1);
}
