// 6.3 for: three iterations of a loop with a constant trip count add texcoords 0 to 2.
void main() {
    vec4 sum = vec4(0.0);
    for (int i = 0; i < 3; ++i) sum += gl_TexCoord[i];
    gl_FragColor = sum;
}
