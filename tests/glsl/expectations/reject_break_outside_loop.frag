// 6.4: break may appear only inside a loop.
void main() {
    gl_FragColor = gl_Color;
    break;
}
