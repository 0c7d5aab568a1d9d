// Section X: repeat (uf) runs max(0, floor(uf)) times; floor(0.9) is 0, so only the last
// assignment draws.
surface once() {
    repeat (0.9) FB += color(0.5, 0.5, 0.5, 0);
    FB = color(0, 1, 0, 1);
}
