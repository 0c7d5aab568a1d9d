// Stage: a surface lit by ISL light shaders instead of built-in lights: the gobo point
// light (the slide projected through it), the key distant light and the fill ambient
// light. Each light shader's passes run first, between a save and a restore of FB, and its
// result is that light's color per pixel.
// scene: plane
// light: gobo.isl 0,0,1.5
// light: key.isl -0.8,0.6,0.3
// light: fill.isl 0,0,1
surface stage(parameter color base = color(0.45, 0.4, 0.35, 1)) {
    FB = diffuse();
    FB += ambient();
    FB *= base;
    FB += specular(80);
    FB.a = 1;
}
