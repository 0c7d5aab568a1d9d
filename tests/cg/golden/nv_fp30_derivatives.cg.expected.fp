!!ARBfp1.0
OPTION NV_fragment_program;
# tessera ARBfp writer
# source file: nv_fp30_derivatives.cg
#profile fp30
#program main
#semantic c : COLOR0
#semantic main : COLOR
#var float4 c : COLOR0 : fragment.color.primary : 0 : 1
#var float4 main : COLOR : result.color : 1 : 1
TEMP RC;
TEMP HC;
OUTPUT oCol = result.color;
# nv_fp30_derivatives.cg:6  return ddy(c);
DDYR  oCol, fragment.color.primary;
END
# 1 instructions, 0 R-regs, 0 H-regs
