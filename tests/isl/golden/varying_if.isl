// Section X: varying ifs restrict the active pixels (one stencil bit per level); the
// else branch runs where the relation failed within the enclosing set; saves ignore it.
surface branches() {
    varying color keep;
    FB = diffuse();
    if (FB[0] > 0.5) {
        FB = color(1, 1, 1, 1);
        if (FB[1] <= 0.25) FB += ambient();
        else FB *= color(0.5, 0.5, 0.5, 1);
        keep = FB;
    } else FB.r = 0;
    FB = blend(keep);
}
