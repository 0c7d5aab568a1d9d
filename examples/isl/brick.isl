// Brick: a repeated brick texture (its coordinates scaled by a parameter matrix, so the
// repeat count changes without a recompile) modulated by the lighting saved beforehand.
// scene: plane
surface brick(parameter float repeats = 2; parameter float texgen = 0) {
    varying color light;
    FB = diffuse();
    FB += ambient();
    light = FB;
    FB = texture("textures/brick", texgen, scale(repeats, repeats, 1));
    FB.rgb *= light;
}
