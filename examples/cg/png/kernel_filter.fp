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
#const c[2] = 1 -0 0 0.25
#const c[3] = 0.5 5
PARAM c[4] = { program.local[0..1],
		{ 1, -0, 0, 0.25 },
		{ 0.5, 5 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
# /work/main/examples/cg/kernel_filter.cg:21  sum += tex2D(s, uv + taps[i].xy * texelSize) * taps[i].z;
MAD R0.xy, -c[2], c[0], fragment.texcoord[0];
MAD R0.zw, c[2].z, c[0].xxxy, fragment.texcoord[0].xxxy;
MAD R1.xy, c[2].xzzz, c[0], fragment.texcoord[0];
MAD R1.zw, -c[2].yyyx, c[0].xxxy, fragment.texcoord[0].xxxy;
MAD R2.xy, c[2].zxxx, c[0], fragment.texcoord[0];
TEX R3, R0, texture[0], 2D;
TEX R0, R0.zwww, texture[0], 2D;
TEX R4, R1, texture[0], 2D;
TEX R1, R1.zwww, texture[0], 2D;
TEX R2, R2, texture[0], 2D;
MAD R5, R3, c[2].w, c[2].z;
MAD R5, R0, c[3].x, R5;
MAD R5, R4, c[2].w, R5;
MAD R0, R0, c[3].y, c[2].z;
ADD R0, R0, -R3;
ADD R0, R0, -R4;
ADD R0, R0, -R1;
ADD R0, R0, -R2;
# /work/main/examples/cg/kernel_filter.cg:36  return lerp(soft, crisp, amount) * (2 / applied);
LRP result.color, c[1].x, R0, R5;
END
# 19 instructions, 6 R-regs
