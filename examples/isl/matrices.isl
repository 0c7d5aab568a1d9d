// Matrices: rotate, scale, translate, inverse, perspective and matrix products; a matrix
// array set element by element; the projection matrix turns per draw with a parameter.
// scene: sphere
surface matrices(parameter float angle = 0.6) {
    uniform matrix frames[2];
    frames[0] = rotate(0, 0, 1, pi / 6) * scale(1.5, 1.5, 1);
    frames[1] = translate(0.5, 0.5, 0);
    frames[1][3][2] = 0;
    uniform matrix lens = perspective(90);
    uniform matrix check = inverse(frames[0]) * frames[0];
    parameter matrix view = rotate(1, 0, 0, angle) * frames[0] * frames[1];
    FB = diffuse();
    FB += ambient();
    if (check[1][1] > 0.999 && lens[0][0] > 0.999 && lens[0][0] < 1.001) FB *= project("textures/slide", view);
    else FB = color(1, 0, 0, 1);
}
