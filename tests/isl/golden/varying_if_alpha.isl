// Section X: if (vr) without else: one stencil bit marks FB[3] < 0.5, and the then branch
// draws only there.
surface cutout() {
    FB = texture("leaf");
    if (FB[3] < 0.5) FB = color(0, 0, 0, 0);
}
