// A distant light shader (section XI): its color, dimmed by a parameter; the ambient
// light shader in fill.isl is the same shape. Rendered on its own, the plane shows it.
// scene: plane
distantlight key(parameter color c = color(1, 0.95, 0.85, 1); parameter float intensity = 0.8) {
    return c * intensity;
}
