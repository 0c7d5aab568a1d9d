// Section XI: a call passes one argument per formal parameter.
uniform float twice(uniform float x = 1) { return x * 2; }
surface s() {
    FB = color(twice(1, 2), 0, 0, 1);
}
