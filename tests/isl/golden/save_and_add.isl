// Section VII: 'v = FB' saves the framebuffer (one saved image); FB += v adds it back.
surface glow() {
    varying color v;
    FB = diffuse();
    v = FB;
    FB = color(0, 0, 0, 1);
    FB += v;
}
