// 7.2 gl_FragDepth: the depth written is half the fragment's window z (gl_FragCoord.z).
void main() {
    gl_FragColor = gl_Color;
    gl_FragDepth = gl_FragCoord.z * 0.5;
}
