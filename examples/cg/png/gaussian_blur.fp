!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/gaussian_blur.cg
#profile arbfp1
#program main
#semantic image
#semantic direction
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var sampler2D image :  : texunit 0 : 0 : 1
#var float2 direction :  : c[0] : 1 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 2 : 1
#var float4 main : COLOR : result.color : 3 : 1
#const c[1] = 2 0.0625 0 0.25
#const c[2] = 0.375
PARAM c[3] = { program.local[0],
		{ 2, 0.0625, 0, 0.25 },
		{ 0.375 } };
TEMP R0;
TEMP R1;
# /work/main/examples/cg/gaussian_blur.cg:18  sum += weights[i] * tex2D(image, uv + (i - 2) * direction);
MAD R0.xy, -c[1].x, c[0], fragment.texcoord[0];
TEX R0, R0, texture[0], 2D;
MAD R0, c[1].y, R0, c[1].z;
ADD R1.xy, fragment.texcoord[0], -c[0];
TEX R1, R1, texture[0], 2D;
MAD R0, c[1].w, R1, R0;
MAD R1.xy, c[1].z, c[0], fragment.texcoord[0];
TEX R1, R1, texture[0], 2D;
MAD R0, c[2].x, R1, R0;
ADD R1.xy, fragment.texcoord[0], c[0];
TEX R1, R1, texture[0], 2D;
MAD R0, c[1].w, R1, R0;
MAD R1.xy, c[1].x, c[0], fragment.texcoord[0];
TEX R1, R1, texture[0], 2D;
MAD result.color, c[1].y, R1, R0;
END
# 15 instructions, 2 R-regs
