// Types, calls and conversions.
surface s(uniform color c = color(1,1,1,1)) {
    uniform float f = c;
    FB = color(1, 2);
    uniform float g = nosuch(1);
    uniform matrix m = 1; m = m / m;
    uniform string t = "a" + "b";
    FB = pow(1);
    FB = texture(1);
    if (c < c) FB = c;
    uniform float a[0];
    varying float vf;
}
