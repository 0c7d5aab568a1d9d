!!ARBfp1.0
OPTION NV_fragment_program2;
# tessera ARBfp writer
# source file: nv_fp40_derivatives.cg
#profile fp40
#program main
#semantic c : COLOR0
#semantic main : COLOR
#var float4 c : COLOR0 : fragment.color.primary : 0 : 1
#var float4 main : COLOR : result.color : 1 : 1
TEMP R0;
TEMP R1;
TEMP RC;
TEMP HC;
OUTPUT oCol = result.color;
# nv_fp40_derivatives.cg:6  return ddx(c) + ddy(c);
DDXR  R0, fragment.color.primary;
DDYR  R1, fragment.color.primary;
ADDR  oCol, R0, R1;
END
# 3 instructions, 2 R-regs, 0 H-regs
