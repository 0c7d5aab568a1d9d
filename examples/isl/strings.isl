// Strings: escapes, string arrays and comparisons choose the texture at compile time.
// scene: sphere
uniform string pick(uniform string names[] = {"a"}; uniform float i = 0) { return names[i]; }
surface strings(uniform string which = "brick\x21") {
    uniform string names[3] = {"textures/slide", "textures/brick", "textures/sky"};
    uniform string tab = "\t";
    if (which == "brick!" && tab == "\11" && "\"\\" != "") FB = texture(pick(names, 1), 0, scale(3, 3, 1));
    else FB = texture(names[2]);
    FB *= diffuse();
    FB += ambient();
    FB.a = 1;
}
