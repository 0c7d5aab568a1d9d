!!ARBfp1.0
# tessera ARBfp writer
# source file: operator_precedence.cg
#profile arbfp1
#program main
#semantic main : COLOR
#var float4 main : COLOR : result.color : 0 : 1
#const c[0] = 0.5 0.9 0 0.1
PARAM c[1] = { { 0.5, 0.9, 0, 0.1 } };
# operator_precedence.cg:3  float4 main() : COLOR
MOV result.color, c[0];
END
# 1 instructions, 0 R-regs
