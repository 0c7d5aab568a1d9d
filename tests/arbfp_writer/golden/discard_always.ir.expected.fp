!!ARBfp1.0
# tessera ARBfp writer
# source file: discard_always.ir
#profile arbfp1
#program main
#semantic main : COLOR
#var float4 main : COLOR : result.color : -1 : 1
#const c[0] = 1 0
PARAM c[1] = { { 1, 0 } };
# discard_always.ir:3  discard
KIL -c[0].x;
# discard_always.ir:5  ret %0
MOV result.color, c[0].xyyx;
END
# 2 instructions, 0 R-regs
