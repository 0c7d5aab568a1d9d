// 8.2 pow(x, y) and exp2(x) of scalars.
void main() {
    float a = pow(gl_Color.r, 2.5);
    float b = exp2(gl_Color.g);
    gl_FragColor = vec4(a, b, 0.0, 1.0);
}
