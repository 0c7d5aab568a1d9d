// Masks: nested varying ifs with else branches (the active pixel sets), channel-masked
// assignments and subtraction, and a specular term kept out of the shadowed side.
// scene: torus
surface masks(parameter color warm = color(1, 0.5, 0.2, 1); parameter color cool = color(0.2, 0.4, 1, 1)) {
    varying color lit;
    FB = diffuse();
    lit = FB;
    if (FB[0] > 0.3) {
        FB = warm;
        FB *= lit;
        if (FB[1] > 0.3) FB += specular(20);
        else FB.b = 0.6;
    } else {
        FB = cool;
        FB.rg -= color(0.1, 0.2, 0, 0);
        FB += ambient();
    }
    FB.a = 1;
}
