// Section III: the types are float, color, matrix and string (with a class); vector is none.
surface s() {
    uniform vector v;
    FB = color(1, 1, 1, 1);
}
