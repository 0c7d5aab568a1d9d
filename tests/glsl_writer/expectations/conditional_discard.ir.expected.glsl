#version 110
void main() {
    if (gl_Color.w < 0.25) discard;
    gl_FragColor = gl_Color;
}
