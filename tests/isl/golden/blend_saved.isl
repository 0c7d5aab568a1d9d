// Section VIII: blend(v) = FB*(1-v) + v of a saved copy, drawn over a texture.
surface screen() {
    varying color v;
    FB = ambient();
    v = FB;
    FB = texture("t");
    FB = blend(v);
}
