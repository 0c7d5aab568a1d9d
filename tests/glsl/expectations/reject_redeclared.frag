// 4.2.2: a name may be declared only once in the same scope.
void main() {
    float a = 1.0;
    vec2 a = vec2(0.0);
    gl_FragColor = vec4(a);
}
