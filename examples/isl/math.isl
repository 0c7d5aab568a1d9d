// Math: every float built-in, folded at compile time when uniform and run on the CPU per
// draw when a parameter is involved; the results pick colors for regions split by
// varying ifs on the lighting.
// scene: plane
uniform float wave(uniform float x = 0) { return sin(x) * cos(x) + tan(x / 4); }
parameter float curve(parameter float x = 0) { return smoothstep(0, 1, clamp(x, 0, 1)) * step(0.1, x); }
surface math(parameter float t = 0.6) {
    uniform float a = abs(-0.25) + sign(-3) + 1 + floor(1.5) - ceil(0.5);  // 0.25
    uniform float b = acos(0) / pi + asin(1) / pi + atan(1) / pi;          // 1.25
    uniform float c = atan(1, -1) / pi - exp(log(2)) + sqrt(4);            // 0.75
    uniform float d = min(max(mod(7, 3), 0), 5) * pow(2, -1) + round(0.4); // 0.5
    parameter float p = curve(t) * (0.5 + 0.5 * wave(0.7));
    parameter float q = max(min(t * a + c, 1), 0) * sign(t) * abs(t);
    FB = diffuse();
    if (FB[0] > 0.55) FB = color(a, b - 1, c, 1);
    else if (FB[0] > 0.4) FB = color(p, d, q, 1);
    else FB = color(mod(t * 3, 1), sqrt(t), pow(t, 2), 1);
}
