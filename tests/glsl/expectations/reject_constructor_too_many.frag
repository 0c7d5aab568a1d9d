// 5.4.2: a vector constructor given more arguments than it needs (after the last used one) is an error.
void main() {
    gl_FragColor = vec4(vec3(1.0, 2.0, 3.0, 4.0), 1.0);
}
