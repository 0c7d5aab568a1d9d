!!ARBfp1.0
# tessera ARBfp writer
# source file: constants.cg
#profile arbfp1
#program main
#semantic main : COLOR
#var float4 main : COLOR : result.color : 0 : 1
#const c[0] = 0.5
PARAM c[1] = { { 0.5 } };
# constants.cg:4  float4 main() : COLOR
MOV result.color, c[0].x;
END
# 1 instructions, 0 R-regs
