// Data-class misuse (sections III, V to VII).
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
