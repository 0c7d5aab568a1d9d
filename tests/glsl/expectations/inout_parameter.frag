// 6.1.1 inout: the argument is copied in and the parameter's final value copied back out.
void scale(inout vec4 v, float s) { v *= s; }
void main() {
    vec4 c = gl_Color;
    scale(c, 0.5);
    gl_FragColor = c;
}
