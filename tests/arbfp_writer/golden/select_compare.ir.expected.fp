!!ARBfp1.0
# tessera ARBfp writer
# source file: select_compare.ir
#profile arbfp1
#program main
#semantic x : TEXCOORD0
#semantic y : TEXCOORD1
#semantic a : COLOR0
#semantic b : COLOR1
#semantic main : COLOR
#var float4 x : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float4 y : TEXCOORD1 : fragment.texcoord[1] : 1 : 1
#var float4 a : COLOR0 : fragment.color.primary : 2 : 1
#var float4 b : COLOR1 : fragment.color.secondary : 3 : 1
#var float4 main : COLOR : result.color : -1 : 1
TEMP R0;
TEMP R1;
# select_compare.ir:13  %5: float4 = select %4, %2, %3
ADD R0, fragment.texcoord[0], -fragment.texcoord[1];
CMP R1, R0, fragment.color.primary, fragment.color.secondary;
# select_compare.ir:15  %7: float4 = select %6, %5, %2
CMP result.color, R0, fragment.color.primary, R1;
END
# 3 instructions, 2 R-regs
