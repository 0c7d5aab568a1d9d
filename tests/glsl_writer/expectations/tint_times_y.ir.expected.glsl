#version 110
uniform vec4 u_tint;
void main() {
    gl_FragColor = u_tint * vec4(gl_TexCoord[1].y);
}
