// Section V: m[uf] is a row of the matrix, a color, which cannot initialize a float.
surface s() {
    uniform matrix m = 1;
    uniform float f = m[1];
    FB = color(f, f, f, 1);
}
