// 4.1.10: no implicit conversion from float to int.
void main() {
    int i = 1.5;
    gl_FragColor = vec4(float(i));
}
