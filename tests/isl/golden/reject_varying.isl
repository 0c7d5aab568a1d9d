// Section VII: what varying values may do.
varying color f() { FB = color(1,1,1,1); }
surface s() { varying color v;
    FB = v + texture("t");
    FB /= v;
    FB.r = blend(v);
    FB += f();
    FB.gr = v;
    FB = FB[0];
    if (FB[0] > 0 && FB[1] > 0) FB = v;
}
