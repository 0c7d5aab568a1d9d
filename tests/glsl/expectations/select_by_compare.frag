// 5.8 ?: picks one of two vec4 values by a float comparison (5.7).
void main() {
    gl_FragColor = gl_Color.r > 0.5 ? vec4(1.0) : vec4(0.0, 0.0, 0.0, 1.0);
}
