// 6.1, 9: two statements with independent syntax errors; each is reported once.
uniform vec4 tint;
void main() {
    vec4 c = tint * ;
    float k = (1.0 + 2.0;
    gl_FragColor = c * k;
}
