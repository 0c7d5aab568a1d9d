// 6.2: the condition of an if must be a scalar bool.
void main() {
    if (gl_Color.r) discard;
    gl_FragColor = gl_Color;
}
