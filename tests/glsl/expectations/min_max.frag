// 8.3 min() and max() with a float second argument applied to every component.
void main() {
    gl_FragColor = max(min(gl_Color, 0.75), 0.25);
}
