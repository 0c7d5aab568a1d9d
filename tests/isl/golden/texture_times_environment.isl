// Section VIII: texture() then FB *= environment(): a replace then a multiply.
surface chrome() {
    FB = texture("base");
    FB *= environment("sky");
}
