// 5.5: one swizzle cannot mix the component sets (xyzw, rgba, stpq).
void main() {
    gl_FragColor = vec4(gl_Color.xg, 0.0, 1.0);
}
