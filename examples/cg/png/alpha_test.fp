!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/alpha_test.cg
#profile arbfp1
#program main
#semantic alphaRef
#semantic leafColor
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var float alphaRef :  : c[0] : 0 : 1
#var float3 leafColor :  : c[1] : 1 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 2 : 1
#var float4 main : COLOR : result.color : 3 : 1
#const c[2] = 2 -1 1e-04 20
#const c[3] = 5 16 0.25 0.6
#const c[4] = 8 0.5 0.4
PARAM c[5] = { program.local[0..1],
		{ 2, -1, 1e-04, 20 },
		{ 5, 16, 0.25, 0.6 },
		{ 8, 0.5, 0.4 } };
TEMP R0;
# /work/main/examples/cg/alpha_test.cg:14  float2 p = uv * 2 - 1;
MAD R0.xy, fragment.texcoord[0], c[2].x, c[2].y;
# /work/main/examples/cg/alpha_test.cg:15  float r = length(p);
MUL R0.zw, R0.xxxy, R0.xxxy;
ADD R0.z, R0, R0.w;
RSQ R0.z, R0.z;
RCP R0.z, R0.z;
# /work/main/examples/cg/alpha_test.cg:18  float x = p.x / max(r, 0.0001);
MAX R0.w, R0.z, c[2].z;
RCP R0.w, R0.w;
MUL R0.x, R0, R0.w;
# /work/main/examples/cg/alpha_test.cg:19  float t5 = x * (5 - 20 * x * x + 16 * x * x * x * x);
MUL R0.y, c[2].w, R0.x;
MAD R0.y, -R0, R0.x, c[3].x;
MUL R0.w, c[3].y, R0.x;
MUL R0.w, R0, R0.x;
MUL R0.w, R0, R0.x;
MAD R0.y, R0.w, R0.x, R0;
MUL R0.x, R0, R0.y;
# /work/main/examples/cg/alpha_test.cg:20  float edge = 0.6 + 0.25 * t5;
MAD R0.x, c[3].z, R0, c[3].w;
# /work/main/examples/cg/alpha_test.cg:21  float alpha = saturate((edge - r) * 8 + 0.5);
ADD R0.x, R0, -R0.z;
MAD_SAT R0.x, R0, c[4], c[4].y;
# /work/main/examples/cg/alpha_test.cg:22  clip(alpha - alphaRef);
ADD R0.y, R0.x, -c[0].x;
KIL R0.y;
# /work/main/examples/cg/alpha_test.cg:23  return float4(leafColor * (0.6 + 0.4 * alpha), alpha);
MAD R0.y, c[4].z, R0.x, c[3].w;
MUL result.color.xyz, c[1], R0.y;
# /work/main/examples/cg/alpha_test.cg:12  float4 main(float2 uv : TEXCOORD0) : COLOR
MOV result.color.w, R0.x;
END
# 23 instructions, 1 R-regs
