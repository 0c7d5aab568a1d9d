// A seed for fuzz_glsl_compile's vertex path: uniform arrays of matrices and vectors read at
// run-time indices (ARL and relative addressing in the ARBvp writer), next to a constant
// index, a local array and a loop.
uniform mat4 bones[4];
uniform vec4 palette[3];
uniform vec4 offsets[2];
attribute vec4 weights;
attribute vec2 select;
void main() {
    int b = int(select.x);
    vec4 p = bones[b] * gl_Vertex * weights.x + bones[b + 1] * gl_Vertex * weights.y;
    vec4 local[2];
    local[0] = offsets[0];
    local[1] = offsets[1];
    for (int i = 0; i < 2; ++i) p += local[i] * 0.5;
    gl_Position = gl_ModelViewProjectionMatrix * p;
    gl_FrontColor = palette[int(select.y)] + palette[2] * 0.1;
}
