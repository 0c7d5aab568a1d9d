// 4.1.9: an array's size must be an integral constant expression.
void main() {
    int n = 2;
    float a[n];
    gl_FragColor = vec4(1.0);
}
