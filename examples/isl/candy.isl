// Candy: a 1D texture (the array form of texture() samples along s) wrapped four times
// around the torus, darkened band by band by a repeat of varying ifs on the red channel.
// scene: torus
surface candy(uniform float layers = 3; parameter float stretch = 4) {
    uniform string ramp[2] = {"textures/ramp", "textures/unused"};
    varying color light;
    FB = diffuse();
    FB += ambient();
    light = FB;
    FB = texture(ramp, 0, scale(stretch, 1, 1));
    uniform float k = 1;
    repeat (layers) {
        if (FB[0] > k / (layers + 1)) FB.gb *= color(0.8, 0.8, 0.8, 1);
        k += 1;
    }
    FB *= light;
    FB.a = 1;
}
