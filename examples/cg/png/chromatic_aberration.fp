!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/chromatic_aberration.cg
#profile arbfp1
#program main
#semantic image
#semantic strength
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var sampler2D image :  : texunit 0 : 0 : 1
#var float strength :  : c[0] : 1 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 2 : 1
#var float4 main : COLOR : result.color : 3 : 1
#const c[1] = 0.5 4 1
PARAM c[2] = { program.local[0],
		{ 0.5, 4, 1 } };
TEMP R0;
TEMP R1;
# /work/main/examples/cg/chromatic_aberration.cg:16  float g = tex2D(image, uv).g;
TEX R0.y, fragment.texcoord[0], texture[0], 2D;
# /work/main/examples/cg/chromatic_aberration.cg:13  float2 d = uv - 0.5;
ADD R0.xw, fragment.texcoord[0].xxxy, -c[1].x;
# /work/main/examples/cg/chromatic_aberration.cg:14  float2 shift = d * dot(d, d) * strength * 4;
MUL R1.xw, R0, R0;
ADD R0.z, R1.x, R1.w;
MUL R0.xw, R0, R0.z;
MUL R0.xw, R0, c[0].x;
# /work/main/examples/cg/chromatic_aberration.cg:15  float r = tex2D(image, uv + shift).r;
MAD R1.xw, R0, c[1].y, fragment.texcoord[0].xxxy;
# /work/main/examples/cg/chromatic_aberration.cg:17  float b = tex2D(image, uv - shift).b;
MAD R1.yz, -R0.xxww, c[1].y, fragment.texcoord[0].xxyy;
# /work/main/examples/cg/chromatic_aberration.cg:15  float r = tex2D(image, uv + shift).r;
TEX R1.x, R1.xwww, texture[0], 2D;
# /work/main/examples/cg/chromatic_aberration.cg:17  float b = tex2D(image, uv - shift).b;
TEX R0.z, R1.yzzz, texture[0], 2D;
# /work/main/examples/cg/chromatic_aberration.cg:11  float4 main(float2 uv : TEXCOORD0) : COLOR
MOV result.color.x, R1;
MOV result.color.y, R0;
MOV result.color.z, R0;
MOV result.color.w, c[1].z;
END
# 14 instructions, 2 R-regs
