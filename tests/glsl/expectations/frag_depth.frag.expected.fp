!!ARBfp1.0
# tessera ARBfp writer
# source file: frag_depth.frag
#profile arbfp1
#program main
#semantic gl_Color : COLOR0
#semantic gl_FragCoord : WPOS
#semantic gl_FragColor : COLOR
#semantic gl_FragDepth : DEPTH
#var float4 gl_Color : COLOR0 : fragment.color.primary : 0 : 1
#var float4 gl_FragCoord : WPOS : fragment.position : 1 : 1
#var float4 gl_FragColor : COLOR : result.color : 2 : 1
#var float gl_FragDepth : DEPTH : result.depth : 3 : 1
#const c[0] = 0.5
PARAM c[1] = { { 0.5 } };
# frag_depth.frag:4  gl_FragDepth = gl_FragCoord.z * 0.5;
MUL result.depth.z, fragment.position, c[0].x;
# frag_depth.frag:2  void main() {
MOV result.color, fragment.color.primary;
END
# 2 instructions, 0 R-regs
