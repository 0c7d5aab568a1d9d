// 5.8 and 4.1.10: an assignment needs operands of the same type; there is no implicit conversion.
void main() {
    gl_FragColor = vec3(1.0);
}
