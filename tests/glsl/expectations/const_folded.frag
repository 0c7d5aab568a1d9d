// 4.3.2 and 5.10: a const float from a constant expression; 6.0 / 8.0 is 0.75.
const float k = 2.0 * 3.0;
void main() {
    gl_FragColor = vec4(k / 8.0);
}
