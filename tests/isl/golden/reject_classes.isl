// Data-class misuse (sections III, V to VII).
// ERROR 12:23: a parameter value cannot be assigned to a uniform float
// ERROR 13:5: parameter colors cannot be set by element
// ERROR 14:5: parameter matrices cannot be set by element
// ERROR 15:9: a parameter value cannot be compared; relations are uniform (or compare FB[c] per pixel)
// ERROR 16:24: a varying value cannot be assigned to a uniform color
// ERROR 17:13: a parameter array's index must be uniform
// ERROR 18:5: a varying variable can only be assigned FB ('v = FB')
// ERROR 19:12: the FB channel must be a uniform float
surface classes(parameter float p = 1; parameter color pc = color(1,1,1,1)) {
    parameter matrix pm = 1; parameter float pa[2]; varying color v;
    uniform float u = p * 2;
    pc[0] = 1;
    pm[1][2] = 0;
    if (p > 0) FB = pc;
    uniform color uc = texture("x");
    FB = pa[p];
    v = color(1,1,1,1);
    if (FB[p] > 0.5) FB = pc;
}
