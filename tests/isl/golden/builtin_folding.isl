// Section VIII: uniform builtins fold at compile time. smoothstep(0, 1, 0.5) = 0.5,
// mod(7, 3) = 7 - 3*floor(7/3) = 1, step(2, 1) = 0 (1 < 2), pow(2, 3) = 8, so the then
// branch draws green only.
surface folded() {
    if (smoothstep(0, 1, 0.5) == 0.5 && mod(7, 3) == 1 && step(2, 1) == 0 && pow(2, 3) == 8) FB.g = 1;
    else FB.r = 1;
}
