// 3.6: 'double' is a keyword reserved for future use.
void main() {
    double d = 1.0;
    gl_FragColor = vec4(1.0);
}
