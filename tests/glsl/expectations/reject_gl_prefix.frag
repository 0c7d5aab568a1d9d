// 3.7: identifiers starting with "gl_" are reserved.
void main() {
    float gl_level = 1.0;
    gl_FragColor = vec4(gl_level);
}
