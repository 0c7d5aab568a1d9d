// Section XI: the returned value's type must match the function's type.
uniform float level(uniform float x = 1) {
    return color(x, x, x, 1);
}
surface s() { FB = color(level(1), 0, 0, 1); }
