// An ambient light shader: a constant fill, brighter when the uniform switch is on.
// scene: sphere
ambientlight fill(uniform float bright = 0; parameter color c = color(0.2, 0.25, 0.3, 1)) {
    if (bright == 1) FB = c * 2;
    else FB = c;
}
