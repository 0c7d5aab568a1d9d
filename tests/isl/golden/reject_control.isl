// Conditions and counts: uniform relations or FB[c] comparisons only; relations are not
// ERROR 16:9: a file defines one shader; 'a' came first
// ERROR 10:9: an if condition must be a uniform relation or FB[c] compared with a value
// ERROR 11:13: a parameter value cannot be compared; relations are uniform (or compare FB[c] per pixel)
// ERROR 12:23: relations cannot be saved to a variable
// ERROR 13:13: a repeat count must be a uniform float
// ERROR 14:10: 'b' is a surface shader and cannot be called
// values; repeat counts are uniform floats; a file holds one shader.
surface a(parameter float p = 1) {
    if (1) FB = color(1,1,1,1);
    repeat (p > 1) FB += color(0.1,0.1,0.1,0);
    uniform float r = 1 < 2;
    repeat (p) FB *= color(0.5,0.5,0.5,1);
    FB = b();
}
surface b() { }
