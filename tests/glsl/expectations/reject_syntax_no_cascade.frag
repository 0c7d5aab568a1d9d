// 5.9, 6.1: a declaration with a syntax error in its initializer; the variable's later
// uses give no further errors (the shader is not checked after a syntax error).
struct Ray { vec3 origin; vec3 dir; };
void main() {
    Ray r = Ray(vec3(0.0), vec3(1.0)) +* 2.0;
    float d = dot(r.origin, r.dir);
    gl_FragColor = vec4(d);
}
