// 8.7: texture2D takes a sampler2D; no overload accepts a samplerCube.
uniform samplerCube sky;
void main() {
    gl_FragColor = texture2D(sky, gl_TexCoord[0].xy);
}
