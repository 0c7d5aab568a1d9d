!!ARBfp1.0
# tessera ARBfp writer
# source file: discard.ir
#profile arbfp1
#program main
#semantic c : COLOR0
#semantic main : COLOR
#var float4 c : COLOR0 : fragment.color.primary : 0 : 1
#var float4 main : COLOR : result.color : -1 : 1
#const c[0] = 0.5
PARAM c[1] = { { 0.5 } };
TEMP R0;
# discard.ir:9  discard %3
ADD R0.x, fragment.color.primary.w, -c[0];
KIL R0.x;
# discard.ir:10  ret %0
MOV result.color, fragment.color.primary;
END
# 3 instructions, 1 R-regs
