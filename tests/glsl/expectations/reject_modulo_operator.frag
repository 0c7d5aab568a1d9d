// 5.1: the operator % is reserved in GLSL 1.10.
void main() {
    int i = 5 % 2;
    gl_FragColor = vec4(float(i));
}
