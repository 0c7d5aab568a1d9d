// Functions inline: a uniform function folds, a parameter function feeds the parameter
// program, a varying function's passes appear where it is called and its result is FB.
uniform float half(uniform float x = 1) { return x / 2; }
parameter color scaled(parameter color c = color(1,1,1,1); uniform float s = 1) { return c * s; }
varying color lit(parameter color tint = color(1,1,1,1)) {
    FB = diffuse();
    FB *= tint;
}
surface calls(parameter color base = color(0.8, 0.6, 0.4, 1)) {
    FB = lit(scaled(base, half(1)));
    FB += ambient();
}
