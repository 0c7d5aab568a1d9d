// Section XI's return rules.
uniform float noreturn(uniform float x = 1) { uniform float y = x; }
uniform float early(uniform float x = 1) {
    return x;
    x = 2;
    return x;
}
surface s() { if (1 > 0) { return FB; } }
uniform float wrong(parameter float x = 1) { return x; }
