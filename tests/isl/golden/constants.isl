// Section V's constants: hex, octal and the decimal patterns, case-insensitively; string
// escapes. The uniform if only holds when every value is what the spec says, so the plan
// has the draw of its then branch.
surface constants() {
    uniform float a = 0x1F + 0XA;       // 31 + 10
    uniform float b = 017 + 0;          // octal 15
    uniform float c = 2. + .5 + 1.25;   // 3.75
    uniform float d = 1e2 + 25.E-2 + .5e+1 + 2.5E1;  // 100 + 0.25 + 5 + 25
    uniform string s = "a\tb\x41\101\"\\\?\'";
    uniform string t = "a	bAA\"\\?'";
    if (a == 41 && b == 15 && c == 3.75 && d == 130.25 && s == t) FB = color(0, 1, 0, 1);
    else FB = color(1, 0, 0, 1);
}
