// transform() and lookup() are framebuffer-to-framebuffer copies through a color matrix or
// a color table; blend, over and under are blends of a drawn source with FB.
surface transfer(parameter float gain = 0.5) {
    parameter float ramp[3] = {0, 0.25, 1};
    parameter color table[2] = {color(0, 0, 0, 1), color(1, 0.5, 0.25, 1)};
    FB = texture("t", 1, scale(2, 2, 1));
    FB = transform(matrix(gain, 0, 0, 0, 0, gain, 0, 0, 0, 0, gain, 0, 0, 0, 0, 1));
    FB = lookup(ramp);
    FB = lookup(table);
    FB = over(environment("sky"));
    FB = under(project("slide", inverse(shadermatrix)));
}
