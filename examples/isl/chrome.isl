// Chrome: a sphere-mapped environment, turned about the view axis by a parameter angle,
// laid over a tinted base with a varying-alpha blend.
// scene: torus
surface chrome(parameter float spin = 0.3; parameter color tint = color(0.85, 0.85, 1, 1)) {
    varying color base;
    FB = diffuse();
    FB *= tint;
    base = FB;
    FB = environment("textures/sky", rotate(0, 0, 1, spin));
    FB.a = 0.75;
    FB = over(base);
    FB.a = 1;
}
