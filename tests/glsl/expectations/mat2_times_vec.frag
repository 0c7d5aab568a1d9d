// 5.11: a mat2 times a vec2 is the linear-algebra product, column 0 times x plus column 1 times y.
uniform mat2 m;
void main() {
    gl_FragColor = vec4(m * gl_TexCoord[0].xy, 0.0, 1.0);
}
