// Slide projector: a picture projected down the z axis (in shader space, through
// inverse(shadermatrix)), scaled and centred, seen under a half-transparent lit surface.
// scene: sphere
surface projector(parameter float zoom = 1.4) {
    varying color lit;
    FB = diffuse();
    FB += ambient();
    FB.a = 0.45;
    lit = FB;
    FB = project("textures/slide", inverse(shadermatrix) * scale(zoom * 0.5, zoom * 0.5, 1) * translate(0.5, 0.5, 0));
    FB = under(lit);
    FB.a = 1;
}
