// Section VII: what varying values may do.
// ERROR 11:10: varying values can only be combined with FB in an assignment ('FB += v', blend(v), ...)
// ERROR 12:5: FB cannot be divided; the varying assignments are =, +=, -= and *=
// ERROR 13:12: the result of 'blend' can only be assigned to all of FB ('FB = blend(...)')
// ERROR 14:11: the result of 'f' can only be assigned to all of FB ('FB = f(...)')
// ERROR 15:5: channels of FB are some of r, g, b, a, in that order, each at most once
// ERROR 16:10: FB[c] can only be compared in the condition of an if
// ERROR 17:9: varying relations cannot be negated or combined
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
