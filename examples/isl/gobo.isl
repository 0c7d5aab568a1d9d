// A point light shader: the light that reaches the surface is a projected pattern (a
// gobo) times the light's color; rendered on its own it shows that light.
// scene: plane
pointlight gobo(parameter color c = color(1, 0.9, 0.7, 1); parameter float size = 1.2) {
    FB = project("textures/slide", scale(1 / size, 1 / size, 1) * translate(0.5, 0.5, 0));
    FB *= c;
    return FB;
}
