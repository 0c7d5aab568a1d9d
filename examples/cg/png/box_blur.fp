!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/box_blur.cg
#profile arbfp1
#program main
#semantic image
#semantic texelSize
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var sampler2D image :  : texunit 0 : 0 : 1
#var float2 texelSize :  : c[0] : 1 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 2 : 1
#var float4 main : COLOR : result.color : 3 : 1
#const c[1] = 0 -1 1 0.11111111
PARAM c[2] = { program.local[0],
		{ 0, -1, 1, 0.11111111 } };
TEMP R0;
TEMP R1;
# /work/main/examples/cg/box_blur.cg:16  sum += tex2D(image, uv + float2(x, y) * texelSize);
ADD R0.xy, fragment.texcoord[0], -c[0];
TEX R0, R0, texture[0], 2D;
ADD R0, c[1].x, R0;
MAD R1.xy, c[1], c[0], fragment.texcoord[0];
TEX R1, R1, texture[0], 2D;
ADD R0, R0, R1;
MAD R1.xy, c[1].zyyy, c[0], fragment.texcoord[0];
TEX R1, R1, texture[0], 2D;
ADD R0, R0, R1;
MAD R1.xy, c[1].yxxx, c[0], fragment.texcoord[0];
TEX R1, R1, texture[0], 2D;
ADD R0, R0, R1;
MAD R1.xy, c[1].x, c[0], fragment.texcoord[0];
TEX R1, R1, texture[0], 2D;
ADD R0, R0, R1;
MAD R1.xy, c[1].zxxx, c[0], fragment.texcoord[0];
TEX R1, R1, texture[0], 2D;
ADD R0, R0, R1;
MAD R1.xy, c[1].yzzz, c[0], fragment.texcoord[0];
TEX R1, R1, texture[0], 2D;
ADD R0, R0, R1;
MAD R1.xy, c[1].xzzz, c[0], fragment.texcoord[0];
TEX R1, R1, texture[0], 2D;
ADD R0, R0, R1;
ADD R1.xy, fragment.texcoord[0], c[0];
TEX R1, R1, texture[0], 2D;
ADD R0, R0, R1;
# /work/main/examples/cg/box_blur.cg:19  return sum / 9;
MUL result.color, R0, c[1].w;
END
# 28 instructions, 2 R-regs
