!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/kernel_filter.cg
#profile arbfp1
#program main
#semantic image
#semantic texelSize
#semantic amount
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var sampler2D image :  : texunit 0 : 0 : 1
#var float2 texelSize :  : c[0] : 1 : 1
#var float amount :  : c[1] : 2 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 3 : 1
#var float4 main : COLOR : result.color : 4 : 1
#const c[2] = 1 -0 0 5
#const c[3] = 0.25 0.5
PARAM c[4] = { program.local[0..1],
		{ 1, -0, 0, 5 },
		{ 0.25, 0.5 } };
TEMP R0;
TEMP R1;
TEMP R2;
# /work/main/examples/cg/kernel_filter.cg:21  sum += tex2D(s, uv + taps[i].xy * texelSize) * taps[i].z;
MAD R0.xy, c[2].z, c[0], fragment.texcoord[0];
TEX R0, R0, texture[0], 2D;
MAD R1.xy, -c[2], c[0], fragment.texcoord[0];
TEX R1, R1, texture[0], 2D;
MAD R2, R0, c[2].w, c[2].z;
ADD R2, R2, -R1;
MAD R1, R1, c[3].x, c[2].z;
MAD R0, R0, c[3].y, R1;
MAD R1.xy, c[2].xzzz, c[0], fragment.texcoord[0];
TEX R1, R1, texture[0], 2D;
MAD R0, R1, c[3].x, R0;
ADD R1, R2, -R1;
MAD R2.xy, -c[2].yxxx, c[0], fragment.texcoord[0];
TEX R2, R2, texture[0], 2D;
ADD R1, R1, -R2;
MAD R2.xy, c[2].zxxx, c[0], fragment.texcoord[0];
TEX R2, R2, texture[0], 2D;
ADD R1, R1, -R2;
# /work/main/examples/cg/kernel_filter.cg:36  return lerp(soft, crisp, amount) * (2 / applied);
LRP result.color, c[1].x, R1, R0;
END
# 19 instructions, 3 R-regs
