// Section XI: an atmosphere shader is equivalent to a surface: FB *= pc is one draw.
atmosphere fog(parameter color haze = color(0.8, 0.8, 0.9, 1)) {
    FB *= haze;
}
