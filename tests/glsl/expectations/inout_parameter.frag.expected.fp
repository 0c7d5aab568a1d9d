!!ARBfp1.0
# tessera ARBfp writer
# source file: inout_parameter.frag
#profile arbfp1
#program main
#semantic gl_Color : COLOR0
#semantic gl_FragColor : COLOR
#var float4 gl_Color : COLOR0 : fragment.color.primary : 0 : 1
#var float4 gl_FragColor : COLOR : result.color : 1 : 1
#const c[0] = 0.5
PARAM c[1] = { { 0.5 } };
# inout_parameter.frag:2  void scale(inout vec4 v, float s) { v *= s; }
MUL result.color, fragment.color.primary, c[0].x;
END
# 1 instructions, 0 R-regs
