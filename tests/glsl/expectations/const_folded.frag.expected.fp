!!ARBfp1.0
# tessera ARBfp writer
# source file: const_folded.frag
#profile arbfp1
#program main
#semantic gl_FragColor : COLOR
#var float4 gl_FragColor : COLOR : result.color : 0 : 1
#const c[0] = 0.75
PARAM c[1] = { { 0.75 } };
# const_folded.frag:3  void main() {
MOV result.color, c[0].x;
END
# 1 instructions, 0 R-regs
