// Section VII: every varying assignment form, FB.C masks, and `v = FB` as a copy.
surface forms(parameter color p = color(0.5, 0.25, 0.125, 1)) {
    varying color v;
    FB = p;
    v = FB;
    FB += p;
    FB.rg -= color(0.1, 0.1, 0.1, 0.1);
    FB.ba *= v;
    FB = v;
    FB.a = 1;
    FB.rgb = texture("t");
}
