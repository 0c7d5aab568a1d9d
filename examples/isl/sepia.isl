// Sepia: a textured, lit plane through a color matrix mixed with the identity by a
// parameter, so the amount changes without a recompile (transform()).
// scene: plane
surface sepia(parameter float amount = 0.85) {
    uniform matrix tone = matrix(0.393, 0.349, 0.272, 0,
                                 0.769, 0.686, 0.534, 0,
                                 0.189, 0.168, 0.131, 0,
                                 0, 0, 0, 1);
    FB = texture("textures/slide");
    FB *= diffuse();
    FB += ambient();
    FB = transform(tone * amount + (1 - amount));
}
