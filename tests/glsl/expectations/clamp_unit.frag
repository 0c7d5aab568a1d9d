// 8.3 clamp(x, 0.0, 1.0) of a sum: the value saturated to [0, 1].
void main() {
    gl_FragColor = clamp(gl_Color + gl_SecondaryColor, 0.0, 1.0);
}
