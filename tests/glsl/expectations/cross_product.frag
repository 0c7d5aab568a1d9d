// 8.4 cross(x, y) of two vec3.
void main() {
    gl_FragColor = vec4(cross(gl_TexCoord[0].xyz, gl_TexCoord[1].xyz), 1.0);
}
