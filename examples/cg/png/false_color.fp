!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/false_color.cg
#profile arbfp1
#program main
#semantic bumpA
#semantic bumpB
#semantic isoLines
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var float4 bumpA :  : c[0] : 0 : 1
#var float4 bumpB :  : c[1] : 1 : 1
#var float2 isoLines :  : c[2] : 2 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 3 : 1
#var float4 main : COLOR : result.color : 4 : 1
#const c[3] = 0 1 1.442695 4
#const c[4] = 2 0.25 0.5 12.5
#const c[5] = 3 0.05
PARAM c[6] = { program.local[0..2],
		{ 0, 1, 1.442695, 4 },
		{ 2, 0.25, 0.5, 12.5 },
		{ 3, 0.05 } };
TEMP R0;
TEMP R1;
TEMP R2;
# /work/main/examples/cg/false_color.cg:26  float2 d = (p - b.xy) / b.w;
RCP R0.x, c[1].w;
ADD R0.yz, fragment.texcoord[0].xxyy, -c[1].xxyy;
MUL R0.xy, R0.yzzz, R0.x;
# /work/main/examples/cg/false_color.cg:27  return b.z * exp(-dot(d, d));
MUL R0.xy, R0, R0;
ADD R0.x, R0, R0.y;
# /work/main/examples/cg/false_color.cg:26  float2 d = (p - b.xy) / b.w;
RCP R0.y, c[0].w;
ADD R0.zw, fragment.texcoord[0].xxxy, -c[0].xxxy;
MUL R0.yz, R0.zzww, R0.y;
# /work/main/examples/cg/false_color.cg:27  return b.z * exp(-dot(d, d));
MUL R0.yz, R0, R0;
ADD R0.y, R0, R0.z;
MUL R0.y, -R0, c[3].z;
EX2 R0.y, R0.y;
MUL R0.x, -R0, c[3].z;
EX2 R0.x, R0.x;
MUL R0.x, c[1].z, R0;
# /work/main/examples/cg/false_color.cg:32  float field = bump(uv, bumpA) + bump(uv, bumpB);
MAD R0.x, c[0].z, R0.y, R0;
# /work/main/examples/cg/false_color.cg:15  t = saturate(t);
MOV_SAT R0.y, R0.x;
# /work/main/examples/cg/false_color.cg:16  float3 cold = float3(0, saturate(t * 4), 1);
MUL R0.z, R0.y, c[3].w;
# /work/main/examples/cg/false_color.cg:20  color = lerp(lerp(cold, float3(0, 1, saturate(2 - t * 4)), step(0.25, t)), warm, w);
ADD_SAT R1.z, c[4].x, -R0;
MOV R1.xy, c[3];
# /work/main/examples/cg/false_color.cg:16  float3 cold = float3(0, saturate(t * 4), 1);
MOV_SAT R2.y, R0.z;
# /work/main/examples/cg/false_color.cg:20  color = lerp(lerp(cold, float3(0, 1, saturate(2 - t * 4)), step(0.25, t)), warm, w);
MOV R2.xz, c[3].xxyy;
SGE R0.w, R0.y, c[4].y;
LRP R1.xyz, R0.w, R1, R2;
# /work/main/examples/cg/false_color.cg:17  float3 warm = float3(saturate(t * 4 - 2), saturate(4 - t * 4), 0);
ADD_SAT R2.x, R0.z, -c[4];
ADD_SAT R2.y, c[3].w, -R0.z;
# /work/main/examples/cg/false_color.cg:20  color = lerp(lerp(cold, float3(0, 1, saturate(2 - t * 4)), step(0.25, t)), warm, w);
MOV R2.z, c[3].x;
# /work/main/examples/cg/false_color.cg:18  float w = step(0.5, t);
SGE R1.w, R0.y, c[4].z;
# /work/main/examples/cg/false_color.cg:20  color = lerp(lerp(cold, float3(0, 1, saturate(2 - t * 4)), step(0.25, t)), warm, w);
LRP R1.xyz, R1.w, R2, R1;
# /work/main/examples/cg/false_color.cg:36  float f = frac(field * isoLines.x);
MUL R1.w, R0.x, c[2].x;
FRC R1.w, R1;
# /work/main/examples/cg/false_color.cg:37  float line = 1 - smoothstep(0, 0.08, min(f, 1 - f));
ADD R0.x, c[3].y, -R1.w;
MIN R1.w, R1, R0.x;
ADD R1.w, R1, -c[3].x;
MUL_SAT R1.w, R1, c[4];
MAD R0.x, R1.w, -c[4], c[5];
MUL R1.w, R1, R1;
MUL R1.w, R1, R0.x;
# /work/main/examples/cg/false_color.cg:21  band = floor(t * isoLines.x);
MUL R0.x, R0.y, c[2];
FLR R0.x, R0;
# /work/main/examples/cg/false_color.cg:38  float shade = sign(band - 4) * 0.05;
ADD R0.x, R0, -c[3].w;
CMP R0.y, -R0.x, c[3], c[3].x;
CMP R0.x, R0, -c[3].y, R0.y;
MUL R0.x, R0, c[5].y;
# /work/main/examples/cg/false_color.cg:37  float line = 1 - smoothstep(0, 0.08, min(f, 1 - f));
ADD R1.w, c[3].y, -R1;
# /work/main/examples/cg/false_color.cg:39  return float4(color * (1 - line * isoLines.y) + shade, 1);
MAD R1.w, -R1, c[2].y, c[3].y;
MAD result.color.xyz, R1, R1.w, R0.x;
# /work/main/examples/cg/false_color.cg:30  float4 main(float2 uv : TEXCOORD0) : COLOR
MOV result.color.w, c[3].y;
END
# 48 instructions, 3 R-regs
