#version 110
uniform sampler2D u_tex;
void main() {
    vec4 t0 = texture2D(u_tex, gl_TexCoord[0].xy, gl_TexCoord[0].w);
    gl_FragColor = t0;
}
