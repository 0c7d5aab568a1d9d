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
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
TEMP R6;
TEMP R7;
TEMP R8;
# /work/main/examples/cg/box_blur.cg:16  sum += tex2D(image, uv + float2(x, y) * texelSize);
ADD R0.xy, fragment.texcoord[0], -c[0];
MAD R0.zw, c[1].xxxy, c[0].xxxy, fragment.texcoord[0].xxxy;
MAD R1.xy, c[1].zyyy, c[0], fragment.texcoord[0];
MAD R1.zw, c[1].yyyx, c[0].xxxy, fragment.texcoord[0].xxxy;
MAD R2.xy, c[1].x, c[0], fragment.texcoord[0];
MAD R2.zw, c[1].zzzx, c[0].xxxy, fragment.texcoord[0].xxxy;
MAD R3.xy, c[1].yzzz, c[0], fragment.texcoord[0];
MAD R3.zw, c[1].xxxz, c[0].xxxy, fragment.texcoord[0].xxxy;
ADD R4.xy, fragment.texcoord[0], c[0];
TEX R5, R0, texture[0], 2D;
TEX R0, R0.zwww, texture[0], 2D;
TEX R6, R1, texture[0], 2D;
TEX R1, R1.zwww, texture[0], 2D;
TEX R7, R2, texture[0], 2D;
TEX R2, R2.zwww, texture[0], 2D;
TEX R8, R3, texture[0], 2D;
TEX R3, R3.zwww, texture[0], 2D;
TEX R4, R4, texture[0], 2D;
ADD R5, c[1].x, R5;
ADD R0, R5, R0;
ADD R0, R0, R6;
ADD R0, R0, R1;
ADD R0, R0, R7;
ADD R0, R0, R2;
ADD R0, R0, R8;
ADD R0, R0, R3;
ADD R0, R0, R4;
# /work/main/examples/cg/box_blur.cg:19  return sum / 9;
MUL result.color, R0, c[1].w;
END
# 28 instructions, 9 R-regs
