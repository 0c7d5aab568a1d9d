// 4.1.8, 9: errors in two fields of a structure; the structure is still declared, so the
// uniform of its type and the field's use give no further errors.
struct Light {
    vec3 position
    vec4 color;
    float range = 1.0;
};
uniform Light light;
void main() {
    gl_FragColor = light.color;
}
