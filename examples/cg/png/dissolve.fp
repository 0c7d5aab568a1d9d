!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/dissolve.cg
#profile arbfp1
#program main
#semantic image
#semantic progress
#semantic edge
#semantic glowColor
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var sampler2D image :  : texunit 0 : 0 : 1
#var float progress :  : c[0] : 1 : 1
#var float3 edge :  : c[1] : 2 : 1
#var float3 glowColor :  : c[2] : 3 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 4 : 1
#var float4 main : COLOR : result.color : 5 : 1
#const c[3] = 41.3 289.1 16 17143.7
#const c[4] = 5 0.4 0.6 -0
#const c[5] = 2 3 1
PARAM c[6] = { program.local[0..2],
		{ 41.3, 289.1, 16, 17143.7 },
		{ 5, 0.4, 0.6, -0 },
		{ 2, 3, 1 } };
TEMP R0;
TEMP R1;
# /work/main/examples/cg/dissolve.cg:26  float3 c = tex2D(image, uv).rgb;
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
# /work/main/examples/cg/dissolve.cg:22  float n = 0.6 * hash(uv * 16) + 0.4 * hash(uv * 5);
MUL R1.xy, fragment.texcoord[0], c[3].z;
# /work/main/examples/cg/dissolve.cg:17  return frac(sin(dot(floor(p), float2(41.3, 289.1))) * 17143.7);
FLR R1.xy, R1;
MUL R1.xy, R1, c[3];
ADD R0.w, R1.x, R1.y;
SIN R0.w, R0.w;
MUL R0.w, R0, c[3];
FRC R0.w, R0;
# /work/main/examples/cg/dissolve.cg:22  float n = 0.6 * hash(uv * 16) + 0.4 * hash(uv * 5);
MUL R1.xy, fragment.texcoord[0], c[4].x;
# /work/main/examples/cg/dissolve.cg:17  return frac(sin(dot(floor(p), float2(41.3, 289.1))) * 17143.7);
FLR R1.xy, R1;
MUL R1.xy, R1, c[3];
ADD R1.x, R1, R1.y;
SIN R1.x, R1.x;
MUL R1.x, R1, c[3].w;
FRC R1.x, R1;
# /work/main/examples/cg/dissolve.cg:22  float n = 0.6 * hash(uv * 16) + 0.4 * hash(uv * 5);
MUL R1.x, c[4].y, R1;
MAD R0.w, c[4].z, R0, R1.x;
# /work/main/examples/cg/dissolve.cg:24  discard;
ADD R1.x, R0.w, -c[0];
KIL R1.x;
# /work/main/examples/cg/dissolve.cg:25  float glow = 1 - smoothstep(0, edge.x, n - progress);
ADD R0.w, R0, -c[0].x;
ADD R0.w, R0, c[4];
ADD R1.x, c[1], c[4].w;
RCP R1.x, R1.x;
MUL_SAT R0.w, R0, R1.x;
MAD R1.x, R0.w, -c[5], c[5].y;
MUL R0.w, R0, R0;
MUL R0.w, R0, R1.x;
ADD R0.w, c[5].z, -R0;
# /work/main/examples/cg/dissolve.cg:27  return float4(lerp(c, glowColor, glow), 1);
LRP result.color.xyz, R0.w, c[2], R0;
# /work/main/examples/cg/dissolve.cg:20  float4 main(float2 uv : TEXCOORD0) : COLOR
MOV result.color.w, c[5].z;
END
# 30 instructions, 2 R-regs
