!!ARBfp1.0
# tessera ARBfp writer
# source file: clamp01.ir
#profile arbfp1
#program main
#semantic a : TEXCOORD0
#semantic b : TEXCOORD1
#semantic main : COLOR
#var float4 a : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float4 b : TEXCOORD1 : fragment.texcoord[1] : 1 : 1
#var float4 main : COLOR : result.color : -1 : 1
# clamp01.ir:8  %2: float4 = sub %0, %1
ADD_SAT result.color, fragment.texcoord[0], -fragment.texcoord[1];
END
# 1 instructions, 0 R-regs
