// 4.3.5: uniforms are read-only in the shader.
uniform float gain;
void main() {
    gain = 2.0;
    gl_FragColor = vec4(gain);
}
