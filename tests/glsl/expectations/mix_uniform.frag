// 8.3 mix(x, y, a) = x * (1 - a) + y * a, with a float a applied to every component.
uniform float amount;
void main() {
    gl_FragColor = mix(gl_Color, gl_SecondaryColor, amount);
}
