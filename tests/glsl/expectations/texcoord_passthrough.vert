// 7.3 and 7.6: gl_MultiTexCoord0 written to gl_TexCoord[0] with its s and t swapped.
void main() {
    gl_Position = ftransform();
    gl_TexCoord[0] = gl_MultiTexCoord0.tspq;
}
