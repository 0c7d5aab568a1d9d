// 4.3.3 attributes: a user attribute scales the position (a generic vertex attribute).
attribute float size;
void main() {
    gl_Position = vec4(gl_Vertex.xyz * size, 1.0);
}
