// 5.5: a vec2 has no z component.
void main() {
    vec2 t = gl_TexCoord[0].xy;
    gl_FragColor = vec4(t.z);
}
