// Fog: an atmosphere shader. FB starts as the scene (here a green lit stand-in drawn
// first); the fog amount is a depth ramp projected along z, moved into alpha with the fog
// color by a color matrix, and laid over the saved scene. rotate() about y turns depth
// (z) into the projection's x, so the fog thickens away from the viewer.
// scene: torus
atmosphere fog(parameter color fogcolor = color(0.7, 0.75, 0.8, 1); parameter float density = 0.55) {
    varying color scene;
    FB = diffuse();
    FB += ambient();
    FB *= color(0.3, 0.7, 0.35, 1);
    scene = FB;
    FB = project("textures/depth", rotate(0, 1, 0, pi / 2) * scale(-density, 1, 1) * translate(0.5, 0, 0));
    FB = transform(matrix(0, 0, 0, 1,
                          0, 0, 0, 0,
                          0, 0, 0, 0,
                          fogcolor[0], fogcolor[1], fogcolor[2], 0));
    FB = over(scene);
    FB.a = 1;
}
