// 7.2: gl_FragColor is a fragment shader output and is not declared in a vertex shader.
void main() {
    gl_Position = gl_Vertex;
    gl_FragColor = gl_Color;
}
