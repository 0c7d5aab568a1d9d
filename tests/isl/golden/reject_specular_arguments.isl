// Section VIII: specular takes one parameter float, its exponent.
surface s() {
    FB = specular();
}
