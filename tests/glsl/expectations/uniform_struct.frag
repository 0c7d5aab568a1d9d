// 4.1.8 structures and 4.3.5 uniforms: a uniform struct's fields are separate parameters.
struct Light { vec4 color; float gain; };
uniform Light light;
void main() {
    gl_FragColor = light.color * light.gain;
}
