// Heat map: a color table built at compile time by a repeat over Catmull-Rom splines (a
// float spline reshapes the ramp, a color spline picks the color), applied to the diffuse
// term with lookup(), then lifted toward white by blend() with the ambient light.
// scene: sphere
surface heat(uniform float steps = 8) {
    uniform color stops[4] = {color(0, 0, 0.3, 1), color(0.8, 0, 0.2, 1), color(1, 0.7, 0, 1), color(1, 1, 0.9, 1)};
    uniform float shape[3] = {0, 0.7, 1};
    parameter color table[steps];
    uniform float i = 0;
    repeat (steps) {
        table[i] = spline(spline(i / (steps - 1), shape), stops);
        i += 1;
    }
    FB = diffuse();
    FB = lookup(table);
    FB = blend(ambient());
}
