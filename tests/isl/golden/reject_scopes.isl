// Section IX: a name once per block; undeclared names; the predefined pi.
// ERROR 8:19: 'x' is already declared in this block
// ERROR 9:5: undeclared identifier 'y'
// ERROR 10:5: 'pi' is a constant
// ERROR 11:39: undeclared identifier 'inner'
surface s() {
    uniform float x;
    uniform color x;
    y = 1;
    pi = 3;
    { uniform float inner = 1; } FB = inner;
}
