// 6.4 discard: the fragment is dropped where alpha is below one half.
void main() {
    if (gl_Color.a < 0.5) discard;
    gl_FragColor = gl_Color;
}
