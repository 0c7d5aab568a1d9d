// 8.3 floor() and fract() = x - floor(x), componentwise on a vec2.
void main() {
    vec2 t = gl_TexCoord[0].xy * 4.0;
    gl_FragColor = vec4(floor(t), fract(t));
}
