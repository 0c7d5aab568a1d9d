#version 110
#extension GL_ARB_foo : warn
#define MAX(a, b) ((a) > (b) ? (a) : (b))
void main() { gl_FragColor = vec4(MAX(0.5, 1.0 ^^ 0.0)); }
#if __VERSION__ >= 110
#endif
