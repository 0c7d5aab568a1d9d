// 4.3.3: attribute declarations are not allowed in a fragment shader.
attribute vec4 weight;
void main() {
    gl_FragColor = weight;
}
