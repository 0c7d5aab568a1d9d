!!ARBfp1.0
# tessera ARBfp writer
# source file: promotion.cg
#profile arbfp1
#program main
#semantic c : COLOR0
#semantic main : COLOR
#var float4 c : COLOR0 : fragment.color.primary : 0 : 1
#var float4 main : COLOR : result.color : 1 : 1
#const c[0] = 2 1 3
PARAM c[1] = { { 2, 1, 3 } };
TEMP R0;
# promotion.cg:5  half4 b = a + 1;
MAD R0, fragment.color.primary, c[0].x, c[0].y;
# promotion.cg:7  return b * i;
MUL result.color, R0, c[0].z;
END
# 2 instructions, 1 R-regs
