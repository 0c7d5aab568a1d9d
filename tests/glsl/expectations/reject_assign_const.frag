// 4.3.2: a const variable is read-only; assigning it is an error.
const float k = 1.0;
void main() {
    k = 2.0;
    gl_FragColor = vec4(k);
}
