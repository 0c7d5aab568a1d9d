// Section III: a string is not a float; the initializer cannot convert.
surface s() {
    uniform float x = "text";
    FB = color(x, x, x, 1);
}
