!!ARBfp1.0
# tessera ARBfp writer
# source file: sample_kinds.ir
#profile arbfp1
#program main
#semantic uv : TEXCOORD0
#semantic dir : TEXCOORD1
#semantic tex
#semantic env
#semantic main : COLOR
#var float4 uv : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float3 dir : TEXCOORD1 : fragment.texcoord[1] : 1 : 1
#var sampler2D tex :  : texunit 0 : 2 : 1
#var samplerCUBE env :  : texunit 1 : 3 : 1
#var float4 main : COLOR : result.color : -1 : 1
#const c[0] = 1
PARAM c[1] = { { 1 } };
TEMP R0;
TEMP R1;
# sample_kinds.ir:11  %2: float4 = sample.proj %1, %0
TXP R0.xy, fragment.texcoord[0], texture[0], 2D;
# sample_kinds.ir:17  %8: float4 = sample %7, %6
TEX R1, fragment.texcoord[1], texture[1], CUBE;
# sample_kinds.ir:14  %5: float4 = sample.bias %1, %3, %4
MOV R0.xz, R0.xxyy;
MOV R0.w, c[0].x;
TXB R0, R0.xzzw, texture[0], 2D;
# sample_kinds.ir:18  %9: float4 = add %5, %8
ADD result.color, R0, R1;
END
# 6 instructions, 2 R-regs
