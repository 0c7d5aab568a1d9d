// 8.4 normalize(): v / length(v).
void main() {
    gl_FragColor = vec4(normalize(gl_TexCoord[0].xyz), 1.0);
}
