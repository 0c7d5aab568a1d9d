// Conditions and counts: uniform relations or FB[c] comparisons only; relations are not
// values; repeat counts are uniform floats; a file holds one shader.
surface a(parameter float p = 1) {
    if (1) FB = color(1,1,1,1);
    repeat (p > 1) FB += color(0.1,0.1,0.1,0);
    uniform float r = 1 < 2;
    repeat (p) FB *= color(0.5,0.5,0.5,1);
    FB = b();
}
surface b() { }
