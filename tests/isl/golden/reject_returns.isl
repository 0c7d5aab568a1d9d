// Section XI's return rules.
// ERROR 6:15: function 'noreturn' must end with 'return value;'
// ERROR 8:5: return can only be the last statement of a function
// ERROR 13:53: a parameter value cannot be assigned to a uniform float
// ERROR 12:28: return can only be the last statement of a function
uniform float noreturn(uniform float x = 1) { uniform float y = x; }
uniform float early(uniform float x = 1) {
    return x;
    x = 2;
    return x;
}
surface s() { if (1 > 0) { return FB; } }
uniform float wrong(parameter float x = 1) { return x; }
