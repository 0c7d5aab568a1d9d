// Section IX: an array's initializer gives at most its size of values.
surface s() {
    uniform float a[2] = {1, 2, 3};
    FB = color(a[0], a[1], 0, 1);
}
