// Section VIII: texture's optional texgen is a float, not a string.
surface s() {
    FB = texture("wood", "bark");
}
