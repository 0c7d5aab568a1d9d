!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/hatching.cg
#profile arbfp1
#program main
#semantic lightDir
#semantic hatch
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var float3 lightDir :  : c[0] : 0 : 1
#var float3 hatch :  : c[1] : 1 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 2 : 1
#var float4 main : COLOR : result.color : 3 : 1
#const c[2] = 0.707 -0.707 1 0
#const c[3] = 2 -0.5 0.75 0.25
PARAM c[4] = { program.local[0..1],
		{ 0.707, -0.707, 1, 0 },
		{ 2, -0.5, 0.75, 0.25 } };
TEMP R0;
TEMP R1;
# /work/main/examples/cg/hatching.cg:20  float2 p = uv * 2 - 1;
MAD R0.xy, fragment.texcoord[0], c[3].x, -c[2].z;
# /work/main/examples/cg/hatching.cg:21  float r2 = saturate(dot(p, p));
MUL R0.zw, R0.xxxy, R0.xxxy;
ADD_SAT R0.z, R0, R0.w;
# /work/main/examples/cg/hatching.cg:22  float3 n = float3(p, sqrt(1 - r2));
ADD R0.z, c[2], -R0;
RSQ R0.z, R0.z;
RCP R1.z, R0.z;
# /work/main/examples/cg/hatching.cg:23  float light = saturate(dot(n, normalize(lightDir)));
MOV R1.xy, R0;
DP3 R1.w, c[0], c[0];
RSQ R1.w, R1.w;
MUL R0.xyz, c[0], R1.w;
DP3_SAT R0.x, R1, R0;
# /work/main/examples/cg/hatching.cg:24  float2 q = uv * hatch.x;
MUL R0.yz, fragment.texcoord[0].xxyy, c[1].x;
# /work/main/examples/cg/hatching.cg:14  float f = frac(dot(p, direction));
MUL R1.xy, R0.yzzz, c[2];
ADD R0.w, R1.x, R1.y;
FRC R0.w, R0;
# /work/main/examples/cg/hatching.cg:15  return step(width, abs(f - 0.5) * 2);
ADD R0.w, R0, c[3].y;
ABS R0.w, R0;
MUL R0.w, R0, c[3].x;
SGE R0.w, R0, c[1].y;
# /work/main/examples/cg/hatching.cg:27  ink = min(ink, max(layer(q, float2(0.707, -0.707), hatch.y), step(0.5, light)));
SGE R1.x, R0, -c[3].y;
MAX R0.w, R0, R1.x;
# /work/main/examples/cg/hatching.cg:14  float f = frac(dot(p, direction));
MUL R1.xy, R0.yzzz, c[2].x;
ADD R1.x, R1, R1.y;
FRC R1.x, R1;
# /work/main/examples/cg/hatching.cg:15  return step(width, abs(f - 0.5) * 2);
ADD R1.x, R1, c[3].y;
ABS R1.x, R1;
MUL R1.x, R1, c[3];
SGE R1.x, R1, c[1].y;
# /work/main/examples/cg/hatching.cg:26  ink = min(ink, max(layer(q, float2(0.707, 0.707), hatch.y), step(0.75, light)));
SGE R1.y, R0.x, c[3].z;
MAX R1.x, R1, R1.y;
MIN R1.x, c[2].z, R1;
# /work/main/examples/cg/hatching.cg:27  ink = min(ink, max(layer(q, float2(0.707, -0.707), hatch.y), step(0.5, light)));
MIN R0.w, R1.x, R0;
# /work/main/examples/cg/hatching.cg:14  float f = frac(dot(p, direction));
MUL R0.yz, R0, c[2].zzww;
ADD R0.y, R0, R0.z;
FRC R0.y, R0;
# /work/main/examples/cg/hatching.cg:15  return step(width, abs(f - 0.5) * 2);
ADD R0.y, R0, c[3];
ABS R0.y, R0;
MUL R0.y, R0, c[3].x;
SGE R0.y, R0, c[1];
# /work/main/examples/cg/hatching.cg:28  ink = min(ink, max(layer(q, float2(1, 0), hatch.y), step(0.25, light)));
SGE R0.x, R0, c[3].w;
MAX R0.x, R0.y, R0;
MIN R0.x, R0.w, R0;
# /work/main/examples/cg/hatching.cg:29  return float4((hatch.z * ink).xxx, 1);
MUL R0.x, c[1].z, R0;
# /work/main/examples/cg/hatching.cg:18  float4 main(float2 uv : TEXCOORD0) : COLOR
MOV result.color.xyz, R0.x;
MOV result.color.w, c[2].z;
END
# 45 instructions, 2 R-regs
