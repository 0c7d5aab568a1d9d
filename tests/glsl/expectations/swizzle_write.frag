// 5.5: a swizzle as an l-value writes the named components; reads may reorder them.
void main() {
    vec4 c = gl_Color;
    c.zw = c.yx;
    gl_FragColor = c;
}
