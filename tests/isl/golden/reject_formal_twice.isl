// Section IX: a name occurs once in a block; two formal parameters named k.
surface s(uniform float k = 1; uniform float k = 2) {
    FB = color(k, k, k, 1);
}
