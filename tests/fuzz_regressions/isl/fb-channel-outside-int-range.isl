// fuzz_isl_compile: a constant channel index far outside int (FB[6.7e48]) was converted
// to int before being clamped, which UBSan reports as undefined behaviour.
surface s() {
    FB = diffuse();
    if (FB[6666666666666666666666666666666666666666666666660] > 0.5) FB = color(1, 1, 1, 1);
}
