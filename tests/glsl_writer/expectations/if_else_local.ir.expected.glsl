#version 110
void main() {
    vec4 l_x;
    if (gl_TexCoord[0].z > 0.0) {
        l_x = gl_TexCoord[0];
    } else {
        l_x = gl_TexCoord[0].wzyx;
    }
    vec4 t0 = l_x;
    gl_FragColor = t0;
}
