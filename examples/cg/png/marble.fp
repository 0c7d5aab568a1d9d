!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/marble.cg
#profile arbfp1
#program main
#semantic veins
#semantic stoneColor
#semantic veinColor
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var float3 veins :  : c[0] : 0 : 1
#var float3 stoneColor :  : c[1] : 1 : 1
#var float3 veinColor :  : c[2] : 2 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 3 : 1
#var float4 main : COLOR : result.color : 4 : 1
#const c[3] = 1.7 9.2 2 2.3
#const c[4] = 3.1 0 2.1 0.5
#const c[5] = 0.25 0.125 1
PARAM c[6] = { program.local[0..2],
		{ 1.7, 9.2, 2, 2.3 },
		{ 3.1, 0, 2.1, 0.5 },
		{ 0.25, 0.125, 1 } };
TEMP R0;
# /work/main/examples/cg/marble.cg:27  float t = turbulence(uv * 2);
MUL R0.xy, fragment.texcoord[0], c[3].z;
# /work/main/examples/cg/marble.cg:18  sum += abs(sin(q.x * 3.1 + sin(q.y * 2.3))) * amplitude;
MUL R0.z, R0.y, c[3].w;
SIN R0.z, R0.z;
MAD R0.z, R0.x, c[4].x, R0;
SIN R0.z, R0.z;
ABS R0.z, R0;
ADD R0.z, c[4].y, R0;
# /work/main/examples/cg/marble.cg:19  q = q * 2.1 + float2(1.7, 9.2);
MAD R0.xy, R0, c[4].z, c[3];
# /work/main/examples/cg/marble.cg:18  sum += abs(sin(q.x * 3.1 + sin(q.y * 2.3))) * amplitude;
MUL R0.w, R0.y, c[3];
SIN R0.w, R0.w;
MAD R0.w, R0.x, c[4].x, R0;
SIN R0.w, R0.w;
ABS R0.w, R0;
MAD R0.z, R0.w, c[4].w, R0;
# /work/main/examples/cg/marble.cg:19  q = q * 2.1 + float2(1.7, 9.2);
MAD R0.xy, R0, c[4].z, c[3];
# /work/main/examples/cg/marble.cg:18  sum += abs(sin(q.x * 3.1 + sin(q.y * 2.3))) * amplitude;
MUL R0.w, R0.y, c[3];
SIN R0.w, R0.w;
MAD R0.w, R0.x, c[4].x, R0;
SIN R0.w, R0.w;
ABS R0.w, R0;
MAD R0.z, R0.w, c[5].x, R0;
# /work/main/examples/cg/marble.cg:19  q = q * 2.1 + float2(1.7, 9.2);
MAD R0.xy, R0, c[4].z, c[3];
# /work/main/examples/cg/marble.cg:18  sum += abs(sin(q.x * 3.1 + sin(q.y * 2.3))) * amplitude;
MUL R0.w, R0.y, c[3];
SIN R0.w, R0.w;
MAD R0.x, R0, c[4], R0.w;
SIN R0.x, R0.x;
ABS R0.x, R0;
MAD R0.x, R0, c[5].y, R0.z;
# /work/main/examples/cg/marble.cg:28  float v = 0.5 + 0.5 * sin((uv.x + uv.y) * veins.x + t * veins.y);
ADD R0.y, fragment.texcoord[0].x, fragment.texcoord[0];
MUL R0.x, R0, c[0].y;
MAD R0.x, R0.y, c[0], R0;
SIN R0.x, R0.x;
MAD R0.x, c[4].w, R0, c[4].w;
# /work/main/examples/cg/marble.cg:29  v = pow(v, veins.z);
POW R0.x, R0.x, c[0].z;
# /work/main/examples/cg/marble.cg:30  return float4(lerp(veinColor, stoneColor, v), 1);
LRP result.color.xyz, R0.x, c[1], c[2];
# /work/main/examples/cg/marble.cg:25  float4 main(float2 uv : TEXCOORD0) : COLOR
MOV result.color.w, c[5].z;
END
# 36 instructions, 1 R-regs
