// 8.7 texture2DProj(sampler2D, vec4): the lookup divides s and t by q.
uniform sampler2D image;
void main() {
    gl_FragColor = texture2DProj(image, gl_TexCoord[0]);
}
