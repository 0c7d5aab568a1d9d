// 8.4 dot(): a three-component dot product splatted to a vec4 by its constructor (5.4.2).
void main() {
    gl_FragColor = vec4(dot(gl_Color.rgb, vec3(0.25, 0.5, 0.25)));
}
