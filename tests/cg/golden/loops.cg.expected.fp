!!ARBfp1.0
# tessera ARBfp writer
# source file: loops.cg
#profile arbfp1
#program main
#semantic weights
#semantic uv : TEXCOORD0
#semantic tex
#semantic main : COLOR
#var float4[4] weights :  : c[0], 4 : 0 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 1 : 1
#var sampler2D tex :  : texunit 0 : 2 : 1
#var float4 main : COLOR : result.color : 3 : 1
#const c[4] = 0.01 0 0.02 0.03
PARAM c[5] = { program.local[0..3],
		{ 0.01, 0, 0.02, 0.03 } };
TEMP R0;
TEMP R1;
# loops.cg:7  sum += tex2D(tex, uv + float2(i * 0.01, 0)) * weights[i];
ADD R0.xy, fragment.texcoord[0], c[4].y;
TEX R0, R0, texture[0], 2D;
MAD R0, R0, c[0], c[4].y;
ADD R1.xy, fragment.texcoord[0], c[4];
TEX R1, R1, texture[0], 2D;
MAD R0, R1, c[1], R0;
ADD R1.xy, fragment.texcoord[0], c[4].zyyy;
TEX R1, R1, texture[0], 2D;
MAD R0, R1, c[2], R0;
ADD R1.xy, fragment.texcoord[0], c[4].wyyy;
TEX R1, R1, texture[0], 2D;
MAD result.color, R1, c[3], R0;
END
# 12 instructions, 2 R-regs
