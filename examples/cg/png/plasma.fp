!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/plasma.cg
#profile arbfp1
#program main
#semantic time
#semantic palette
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var float time :  : c[0] : 0 : 1
#var float3 palette :  : c[1] : 1 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 2 : 1
#var float4 main : COLOR : result.color : 3 : 1
#const c[2] = 6 -3 0.7 1.3
#const c[3] = 0.8 1.7 1.5 0.5
#const c[4] = 1
PARAM c[5] = { program.local[0..1],
		{ 6, -3, 0.7, 1.3 },
		{ 0.8, 1.7, 1.5, 0.5 },
		{ 1 } };
TEMP R0;
TEMP R1;
# /work/main/examples/cg/plasma.cg:13  float2 p = uv * 6 - 3;
MAD R0.xy, fragment.texcoord[0], c[2].x, c[2].y;
# /work/main/examples/cg/plasma.cg:14  float v = sin(p.x + time);
ADD R0.z, R0.x, c[0].x;
SIN R0.z, R0.z;
# /work/main/examples/cg/plasma.cg:15  v += sin(p.y * 1.3 + time * 0.7);
MUL R0.w, c[0].x, c[2].z;
MAD R0.w, R0.y, c[2], R0;
SIN R0.w, R0.w;
ADD R0.z, R0, R0.w;
# /work/main/examples/cg/plasma.cg:16  v += sin((p.x + p.y) * 0.8 + time * 1.3);
ADD R0.w, R0.x, R0.y;
MUL R1.x, c[0], c[2].w;
MAD R0.w, R0, c[3].x, R1.x;
SIN R0.w, R0.w;
ADD R0.z, R0, R0.w;
# /work/main/examples/cg/plasma.cg:17  v += sin(length(p) * 1.7 - time);
MUL R0.xy, R0, R0;
ADD R0.x, R0, R0.y;
RSQ R0.x, R0.x;
RCP R0.x, R0.x;
MAD R0.x, R0, c[3].y, -c[0];
SIN R0.x, R0.x;
ADD R0.x, R0.z, R0;
# /work/main/examples/cg/plasma.cg:18  float3 c = 0.5 + 0.5 * cos(v * 1.5 + palette);
MUL R0.x, R0, c[3].z;
ADD R0.xyz, R0.x, c[1];
COS R1.x, R0.x;
COS R1.y, R0.y;
COS R1.z, R0.z;
MAD result.color.xyz, c[3].w, R1, c[3].w;
# /work/main/examples/cg/plasma.cg:11  float4 main(float2 uv : TEXCOORD0) : COLOR
MOV result.color.w, c[4].x;
END
# 26 instructions, 2 R-regs
