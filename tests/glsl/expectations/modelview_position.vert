// 7.1 and 7.5: gl_Position from the built-in model-view-projection matrix; the color passed on.
void main() {
    gl_Position = gl_ModelViewProjectionMatrix * gl_Vertex;
    gl_FrontColor = gl_Color;
}
