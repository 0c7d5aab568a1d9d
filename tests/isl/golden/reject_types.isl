// Types, calls and conversions.
// ERROR 13:23: cannot convert uniform color to float
// ERROR 14:10: 'color' takes 4 floats
// ERROR 15:23: unknown function 'nosuch'
// ERROR 16:31: matrices cannot be divided
// ERROR 17:24: strings have no arithmetic
// ERROR 18:10: 'pow' takes 2 float arguments
// ERROR 19:10: 'texture' takes a uniform string texture name (or string array) first
// ERROR 20:9: color values can only be compared by '==' or '!='
// ERROR 21:21: an array size must be a uniform float from 1 to 4096
// ERROR 22:5: varying variables are single colors
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
