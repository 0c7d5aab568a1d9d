// 6.1: a user function called with an argument copied in; its result is the call's value.
vec4 twice(vec4 v) { return v + v; }
void main() {
    gl_FragColor = twice(gl_Color);
}
