#version 330
in vec2 v_TEXCOORD0;
layout(location = 0) out vec4 o_color;
void main() {
    o_color = vec4(v_TEXCOORD0, 1.0, 1.0);
}
