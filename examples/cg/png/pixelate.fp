!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/pixelate.cg
#profile arbfp1
#program main
#semantic image
#semantic cells
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var sampler2D image :  : texunit 0 : 0 : 1
#var float2 cells :  : c[0] : 1 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 2 : 1
#var float4 main : COLOR : result.color : 3 : 1
#const c[1] = 0.5
PARAM c[2] = { program.local[0],
		{ 0.5 } };
TEMP R0;
# /work/main/examples/cg/pixelate.cg:13  float2 snapped = (floor(uv * cells) + 0.5) / cells;
MUL R0.xy, fragment.texcoord[0], c[0];
FLR R0.xy, R0;
ADD R0.xy, R0, c[1].x;
RCP R0.z, c[0].x;
RCP R0.w, c[0].y;
MUL R0.xy, R0, R0.zwww;
# /work/main/examples/cg/pixelate.cg:14  return tex2D(image, snapped);
TEX result.color, R0, texture[0], 2D;
END
# 7 instructions, 1 R-regs
