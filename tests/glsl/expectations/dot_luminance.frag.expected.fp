!!ARBfp1.0
# tessera ARBfp writer
# source file: dot_luminance.frag
#profile arbfp1
#program main
#semantic gl_Color : COLOR0
#semantic gl_FragColor : COLOR
#var float4 gl_Color : COLOR0 : fragment.color.primary : 0 : 1
#var float4 gl_FragColor : COLOR : result.color : 1 : 1
#const c[0] = 0.25 0.5
PARAM c[1] = { { 0.25, 0.5 } };
TEMP R0;
# dot_luminance.frag:3  gl_FragColor = vec4(dot(gl_Color.rgb, vec3(0.25, 0.5, 0.25)));
DP3 R0.x, fragment.color.primary, c[0].xyxx;
# dot_luminance.frag:2  void main() {
MOV result.color, R0.x;
END
# 2 instructions, 1 R-regs
