// 4.3.6: a fragment shader cannot write a varying variable.
varying vec4 shade;
void main() {
    shade = vec4(1.0);
    gl_FragColor = shade;
}
