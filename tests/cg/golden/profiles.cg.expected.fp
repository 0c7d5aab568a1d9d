!!ARBfp1.0
# tessera ARBfp writer
# source file: profiles.cg
#profile arbfp1
#program main
#semantic main : COLOR
#var float4 main : COLOR : result.color : 0 : 1
#const c[0] = 1 5 0
PARAM c[1] = { { 1, 5, 0 } };
# profiles.cg:7  float4 main() : COLOR { return float4(k(), j(), 0, 1); }
MOV result.color, c[0].xyzx;
END
# 1 instructions, 0 R-regs
