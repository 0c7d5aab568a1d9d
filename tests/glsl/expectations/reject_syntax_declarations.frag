// 4.3, 6.1, 9: two broken global declarations and a broken function header; all three are
// reported, and main after them is read.
uniform vec4 a b;
uniform float scale = ;
vec4 shade(vec4 c,) { return c; }
void main() {
    gl_FragColor = shade(a) * scale;
}
