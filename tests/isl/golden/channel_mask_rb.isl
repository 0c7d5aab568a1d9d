// Section VII: FB.rb = pc writes red and blue only (the draw's color mask).
surface rb() {
    FB.rb = color(1, 0, 1, 1);
}
