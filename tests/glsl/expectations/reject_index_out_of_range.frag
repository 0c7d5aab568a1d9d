// 4.1.9: indexing an array with a constant expression outside its size is an error.
void main() {
    float a[2];
    a[2] = 1.0;
    gl_FragColor = vec4(a[0]);
}
