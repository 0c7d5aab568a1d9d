// 6.1, 9: one error in each of two functions; the second function and main are still read.
float half_of(float x) {
    return x / 2.0
}
float twice(float x) {
    return x * * 2.0;
}
void main() {
    gl_FragColor = vec4(half_of(1.0), twice(1.0), 0.0, 1.0);
}
