#version 110
void main() {
    vec3 t0 = normalize(gl_TexCoord[0].xyz);
    float t1 = max(dot(t0, gl_TexCoord[1].xyz), 0.0);
    gl_FragColor = vec4(t1);
}
