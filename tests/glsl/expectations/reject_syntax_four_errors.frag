// 3.6, 4.3, 5.5, 9: four independent syntax errors, each reported once: a declaration
// without its ';' (the next declaration goes with it), a missing operand, a reserved word
// as a name, and a '.' without a field.
uniform vec4 color;
varying vec2 uv
uniform float gain;
void main() {
    float a = 1.0 +;
    float switch = 2.0;
    vec4 c = color.;
    gl_FragColor = c * a;
}
