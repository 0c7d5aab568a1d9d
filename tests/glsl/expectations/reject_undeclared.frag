// 5.1 and 4.1: an identifier must be declared before it is used.
void main() {
    gl_FragColor = colour;
}
