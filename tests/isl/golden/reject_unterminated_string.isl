// Section V: a string constant ends with '"' on its line.
surface s() {
    FB = texture("wood);
}
