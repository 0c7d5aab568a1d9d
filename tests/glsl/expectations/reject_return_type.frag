// 6.1: a return value's type must match the function's return type.
float level() {
    return vec2(1.0);
}
void main() {
    gl_FragColor = vec4(level());
}
