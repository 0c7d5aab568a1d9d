!!ARBfp1.0
# tessera ARBfp writer
# source file: cross_normalize.ir
#profile arbfp1
#program main
#semantic a : TEXCOORD0
#semantic b : TEXCOORD1
#semantic main : COLOR
#var float3 a : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float3 b : TEXCOORD1 : fragment.texcoord[1] : 1 : 1
#var float4 main : COLOR : result.color : -1 : 1
TEMP R0;
# cross_normalize.ir:8  %2: float3 = intrinsic cross %0, %1
XPD R0.xyz, fragment.texcoord[0], fragment.texcoord[1];
# cross_normalize.ir:9  %3: float3 = intrinsic normalize %2
DP3 R0.w, R0, R0;
RSQ R0.w, R0.w;
MUL result.color.xyz, R0, R0.w;
# cross_normalize.ir:10  %4: float = intrinsic length %0
DP3 R0.w, fragment.texcoord[0], fragment.texcoord[0];
RSQ R0.w, R0.w;
RCP result.color.w, R0.w;
END
# 7 instructions, 1 R-regs
