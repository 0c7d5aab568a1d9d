!!ARBfp1.0
# tessera ARBfp writer
# source file: sqrt_distance.ir
#profile arbfp1
#program main
#semantic a : TEXCOORD0
#semantic b : TEXCOORD1
#semantic main : COLOR
#var float3 a : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float3 b : TEXCOORD1 : fragment.texcoord[1] : 1 : 1
#var float4 main : COLOR : result.color : -1 : 1
#const c[0] = 0
PARAM c[1] = { { 0 } };
TEMP R0;
# sqrt_distance.ir:8  %2: float = intrinsic distance %0, %1
ADD R0.xyz, fragment.texcoord[0], -fragment.texcoord[1];
DP3 R0.x, R0, R0;
RSQ R0.x, R0.x;
RCP result.color.x, R0.x;
# sqrt_distance.ir:10  %4: float = intrinsic sqrt %3
RSQ R0.x, fragment.texcoord[0].x;
RCP result.color.y, R0.x;
# sqrt_distance.ir:13  ret %6
MOV result.color.zw, c[0].x;
END
# 7 instructions, 1 R-regs
