!!ARBfp1.0
# tessera ARBfp writer
# source file: discard_below.frag
#profile arbfp1
#program main
#semantic gl_Color : COLOR0
#semantic gl_FragColor : COLOR
#var float4 gl_Color : COLOR0 : fragment.color.primary : 0 : 1
#var float4 gl_FragColor : COLOR : result.color : 1 : 1
#const c[0] = 0.5
PARAM c[1] = { { 0.5 } };
TEMP R0;
# discard_below.frag:3  if (gl_Color.a < 0.5) discard;
ADD R0.x, fragment.color.primary.w, -c[0];
KIL R0.x;
# discard_below.frag:2  void main() {
MOV result.color, fragment.color.primary;
END
# 3 instructions, 1 R-regs
