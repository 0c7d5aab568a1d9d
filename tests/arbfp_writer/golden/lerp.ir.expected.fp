!!ARBfp1.0
# tessera ARBfp writer
# source file: lerp.ir
#profile arbfp1
#program main
#semantic a : COLOR0
#semantic b : COLOR1
#semantic t : FOG
#semantic main : COLOR
#var float4 a : COLOR0 : fragment.color.primary : 0 : 1
#var float4 b : COLOR1 : fragment.color.secondary : 1 : 1
#var float t : FOG : fragment.fogcoord : 2 : 1
#var float4 main : COLOR : result.color : -1 : 1
# lerp.ir:11  %4: float4 = intrinsic lerp %0, %1, %3
LRP result.color, fragment.fogcoord.x, fragment.color.secondary, fragment.color.primary;
END
# 1 instructions, 0 R-regs
