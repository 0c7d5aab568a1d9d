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
#const c[3] = 41.3 289.1 -0 16
#const c[4] = 17143.7 5 0.4 0.6
#const c[5] = 2 3 1
PARAM c[6] = { program.local[0..2],
		{ 41.3, 289.1, -0, 16 },
		{ 17143.7, 5, 0.4, 0.6 },
		{ 2, 3, 1 } };
TEMP R0;
# /work/main/examples/cg/dissolve.cg:25  float glow = 1 - smoothstep(0, edge.x, n - progress);
ADD R0.w, c[1].x, c[3].z;
RCP R0.w, R0.w;
# /work/main/examples/cg/dissolve.cg:22  float n = 0.6 * hash(uv * 16) + 0.4 * hash(uv * 5);
MUL R0.xy, fragment.texcoord[0], c[3].w;
# /work/main/examples/cg/dissolve.cg:17  return frac(sin(dot(floor(p), float2(41.3, 289.1))) * 17143.7);
FLR R0.xy, R0;
MUL R0.xy, R0, c[3];
ADD R0.x, R0, R0.y;
SIN R0.x, R0.x;
MUL R0.x, R0, c[4];
FRC R0.x, R0;
# /work/main/examples/cg/dissolve.cg:22  float n = 0.6 * hash(uv * 16) + 0.4 * hash(uv * 5);
MUL R0.yz, fragment.texcoord[0].xxyy, c[4].y;
# /work/main/examples/cg/dissolve.cg:17  return frac(sin(dot(floor(p), float2(41.3, 289.1))) * 17143.7);
FLR R0.yz, R0;
MUL R0.yz, R0, c[3].xxyy;
ADD R0.y, R0, R0.z;
SIN R0.y, R0.y;
MUL R0.y, R0, c[4].x;
FRC R0.y, R0;
# /work/main/examples/cg/dissolve.cg:22  float n = 0.6 * hash(uv * 16) + 0.4 * hash(uv * 5);
MUL R0.y, c[4].z, R0;
MAD R0.x, c[4].w, R0, R0.y;
# /work/main/examples/cg/dissolve.cg:24  discard;
ADD R0.x, R0, -c[0];
KIL R0.x;
# /work/main/examples/cg/dissolve.cg:25  float glow = 1 - smoothstep(0, edge.x, n - progress);
ADD R0.x, R0, c[3].z;
MUL_SAT R0.w, R0.x, R0;
MAD R0.x, R0.w, -c[5], c[5].y;
MUL R0.w, R0, R0;
MUL R0.w, R0, R0.x;
ADD R0.w, c[5].z, -R0;
# /work/main/examples/cg/dissolve.cg:26  float3 c = tex2D(image, uv).rgb;
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
# /work/main/examples/cg/dissolve.cg:27  return float4(lerp(c, glowColor, glow), 1);
LRP result.color.xyz, R0.w, c[2], R0;
# /work/main/examples/cg/dissolve.cg:20  float4 main(float2 uv : TEXCOORD0) : COLOR
MOV result.color.w, c[5].z;
END
# 29 instructions, 1 R-regs
