// Sections VII and VIII: FB = ambient() replaces FB; FB += diffuse() adds a second draw.
surface lit() {
    FB = ambient();
    FB += diffuse();
}
