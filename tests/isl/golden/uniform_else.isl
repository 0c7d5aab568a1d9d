// Section X: if (ur) ... else ...: 1 > 2 is false, so only the else branch draws (green).
surface pick() {
    if (1 > 2) FB.r = 1;
    else FB.g = 1;
}
