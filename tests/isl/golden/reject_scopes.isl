// Section IX: a name once per block; undeclared names; the predefined pi.
surface s() {
    uniform float x;
    uniform color x;
    y = 1;
    pi = 3;
    { uniform float inner = 1; } FB = inner;
}
