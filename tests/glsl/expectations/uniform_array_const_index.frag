// 4.1.9 arrays: a uniform array read at a constant index.
uniform vec4 colors[3];
void main() {
    gl_FragColor = colors[2];
}
