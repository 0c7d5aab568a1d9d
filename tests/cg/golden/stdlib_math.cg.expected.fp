!!ARBfp1.0
# tessera ARBfp writer
# source file: stdlib_math.cg
#profile arbfp1
#program main
#semantic n : TEXCOORD0
#semantic l : TEXCOORD1
#semantic m
#semantic tint
#semantic main : COLOR
#var float3 n : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float3 l : TEXCOORD1 : fragment.texcoord[1] : 1 : 1
#var float4x4 m :  : c[0], 4 : 2 : 1
#var float4 tint :  : c[4] : 3 : 1
#var float4 main : COLOR : result.color : 4 : 1
#const c[5] = 0.25 1 0 8
#const c[6] = 16 -2 3
PARAM c[7] = { program.local[0..4],
		{ 0.25, 1, 0, 8 },
		{ 16, -2, 3 } };
TEMP R0;
TEMP R1;
TEMP R2;
# stdlib_math.cg:10  float4 c = lerp(tint, float4(1, 1, 1, 1), 0.25);
LRP R0, c[5].x, c[5].y, c[4];
# stdlib_math.cg:11  return mul(m, c) * d + s + k * smoothstep(0, 1, d);
DP4 R1.x, c[0], R0;
DP4 R1.y, c[1], R0;
DP4 R1.z, c[2], R0;
DP4 R1.w, c[3], R0;
# stdlib_math.cg:5  float3 N = normalize(n);
DP3 R0.x, fragment.texcoord[0], fragment.texcoord[0];
RSQ R0.x, R0.x;
MUL R0.xyz, fragment.texcoord[0], R0.x;
# stdlib_math.cg:7  float3 r = reflect(-l, N);
DP3 R0.w, R0, -fragment.texcoord[1];
ADD R0.w, R0, R0;
MAD R0.w, -R0, R0.z, -fragment.texcoord[1].z;
# stdlib_math.cg:6  float d = saturate(dot(N, l));
DP3_SAT R0.x, R0, fragment.texcoord[1];
# stdlib_math.cg:9  float4 k = lit(d, r.z, 8);
MOV R0.y, R0.w;
# stdlib_math.cg:8  float s = pow(max(r.z, 0), 16);
MAX R0.w, R0, c[5].z;
# stdlib_math.cg:9  float4 k = lit(d, r.z, 8);
MOV R0.z, c[5].w;
# stdlib_math.cg:8  float s = pow(max(r.z, 0), 16);
POW R0.w, R0.w, c[6].x;
# stdlib_math.cg:11  return mul(m, c) * d + s + k * smoothstep(0, 1, d);
MAD R1, R1, R0.x, R0.w;
ADD R0.w, R0.x, -c[5].z;
MUL_SAT R0.w, R0, c[5].y;
MAD R2.x, R0.w, c[6].y, c[6].z;
MUL R0.w, R0, R0;
MUL R0.w, R0, R2.x;
# stdlib_math.cg:9  float4 k = lit(d, r.z, 8);
LIT R2, R0.xyyz;
# stdlib_math.cg:11  return mul(m, c) * d + s + k * smoothstep(0, 1, d);
MAD result.color, R2, R0.w, R1;
END
# 24 instructions, 3 R-regs
