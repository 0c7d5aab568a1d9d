// 6.2, 6.3: a broken if condition, a broken for header and a broken expression; the
// if's else branch and the loop's body are skipped with their statement, the statements
// after them are read.
uniform float t;
void main() {
    float s = 0.0;
    if (t > 0.5 {
        s = 1.0;
    } else {
        s = 2.0;
    }
    for (int i = 0; i < 4 i++) {
        s += t;
    }
    s = s * ;
    gl_FragColor = vec4(s);
}
