// Uniform ifs pick a branch at compile time; repeat unrolls max(0, floor(n)) times; a
// repeat of a negative count runs nothing; else-if chains; && || ! on uniform relations.
surface control(uniform float n = 3.7) {
    uniform float k = 0;
    repeat (n) { FB += color(0.1, 0.1, 0.1, 0); k += 1; }
    repeat (-2) FB = color(1, 0, 0, 1);
    if (k == 3 && !(k < 1 || k > 5)) FB.g = 1; else FB.r = 1;
    if (k != 3) FB.a = 0; else if (n >= 3.7) FB.b = 1;
}
