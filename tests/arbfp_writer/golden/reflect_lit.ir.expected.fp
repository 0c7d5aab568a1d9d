!!ARBfp1.0
# tessera ARBfp writer
# source file: reflect_lit.ir
#profile arbfp1
#program main
#semantic i : TEXCOORD0
#semantic n : TEXCOORD1
#semantic shininess
#semantic main : COLOR
#var float3 i : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float3 n : TEXCOORD1 : fragment.texcoord[1] : 1 : 1
#var float shininess :  : c[0] : 2 : 1
#var float4 main : COLOR : result.color : -1 : 1
PARAM c[1] = { program.local[0] };
TEMP R0;
TEMP R1;
# reflect_lit.ir:9  %2: float3 = intrinsic reflect %0, %1
DP3 R0.x, fragment.texcoord[1], fragment.texcoord[0];
ADD R0.x, R0, R0;
MAD R0.xyz, -R0.x, fragment.texcoord[1], fragment.texcoord[0];
# reflect_lit.ir:10  %3: float = intrinsic dot %1, %2
DP3 R1.x, fragment.texcoord[1], R0;
# reflect_lit.ir:13  %6: float4 = intrinsic lit %3, %4, %5
MOV R1.y, R0.z;
MOV R1.z, c[0].x;
LIT result.color, R1.xyyz;
END
# 7 instructions, 2 R-regs
