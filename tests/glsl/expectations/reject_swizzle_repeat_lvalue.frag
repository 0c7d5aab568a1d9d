// 5.5: a swizzle used as an l-value cannot name a component twice.
void main() {
    vec4 c = gl_Color;
    c.xx = vec2(1.0);
    gl_FragColor = c;
}
