// 9 (grammar): a declaration statement ends with ';'.
void main() {
    vec4 c = gl_Color
    gl_FragColor = c;
}
