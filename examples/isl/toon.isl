// Toon: the diffuse term quantised through a parameter lookup table, then ink where it is
// darkest and paint (times the bands) elsewhere, by a varying if with an else.
// scene: torus
surface toon(parameter color ink = color(0.1, 0.05, 0.2, 1); parameter color paint = color(1, 0.6, 0.2, 1)) {
    parameter float bands[4] = {0.15, 0.45, 0.75, 1};
    varying color shade;
    FB = diffuse();
    FB = lookup(bands);
    shade = FB;
    if (FB[0] < 0.2) FB = ink;
    else {
        FB = paint;
        FB *= shade;
    }
    FB.a = 1;
}
