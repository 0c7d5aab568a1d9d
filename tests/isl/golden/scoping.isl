// Section IX: a name may be declared again in a nested block, which hides the outer one
// until the block ends; uniform elements are set by index (colors, matrices, arrays).
surface scoping() {
    uniform float x = 1;
    { uniform color x = color(0, 0, 0, 0); x[1] = 0.5; }
    uniform matrix m = 1;
    m[3][0] = 2;
    m[1] += color(0, 1, 0, 0);
    uniform float fa[3];
    fa[2] = x + m[3][0] + m[1][1];
    uniform matrix ma[2];
    ma[1][2][3] = 7;
    if (fa[2] == 5 && ma[1][2][3] == 7 && ma[0][2][3] == 0) FB = color(x, 1, 0, 1);
}
