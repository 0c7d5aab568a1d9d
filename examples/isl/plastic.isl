// Plastic: the lights' ambient and diffuse terms tinted by the base color, then a white
// Phong highlight added over a saved copy of the lit surface (a uniform if decides at
// compile time whether the highlight is there at all).
// scene: sphere
surface plastic(parameter color base = color(0.8, 0.2, 0.1, 1); parameter float ks = 0.7;
                parameter float roughness = 0.08; uniform float highlight = 1) {
    varying color lit;
    FB = diffuse();
    FB += ambient();
    FB *= base;
    if (highlight != 0) {
        lit = FB;
        FB = specular(1 / roughness);
        FB *= color(ks, ks, ks, 0);
        FB += lit;
    }
    FB.a = 1;
    return FB;
}
