!!ARBfp1.0
# tessera ARBfp writer
# source file: pack_scalars.ir
#profile arbfp1
#program main
#semantic v : TEXCOORD0
#semantic main : COLOR
#var float4 v : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float4 main : COLOR : result.color : -1 : 1
TEMP R0;
# pack_scalars.ir:9  %3: float = intrinsic rcp %1
RCP R0.x, fragment.texcoord[0].x;
# pack_scalars.ir:10  %4: float = intrinsic rsqrt %2
RSQ R0.y, fragment.texcoord[0].y;
# pack_scalars.ir:11  %5: float = intrinsic sin %1
SIN R0.z, fragment.texcoord[0].x;
# pack_scalars.ir:12  %6: float = intrinsic cos %2
COS R0.w, fragment.texcoord[0].y;
# pack_scalars.ir:14  %8: float4 = mul %7, %0
MUL result.color, R0, fragment.texcoord[0];
END
# 5 instructions, 1 R-regs
