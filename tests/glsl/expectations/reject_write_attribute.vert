// 4.3.3: attribute variables are read-only.
attribute vec4 weight;
void main() {
    weight = vec4(0.0);
    gl_Position = weight;
}
