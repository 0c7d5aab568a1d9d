!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/hemisphere.cg
#profile arbfp1
#program main
#semantic skyColor
#semantic groundColor
#semantic up
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var float3 skyColor :  : c[0] : 0 : 1
#var float3 groundColor :  : c[1] : 1 : 1
#var float3 up :  : c[2] : 2 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 3 : 1
#var float4 main : COLOR : result.color : 4 : 1
#const c[3] = 2 -1 0.5
PARAM c[4] = { program.local[0..2],
		{ 2, -1, 0.5 } };
TEMP R0;
TEMP R1;
# /work/main/examples/cg/hemisphere.cg:14  float2 p = uv * 2 - 1;
MAD R0.xy, fragment.texcoord[0], c[3].x, c[3].y;
# /work/main/examples/cg/hemisphere.cg:15  float r2 = saturate(dot(p, p));
MUL R0.zw, R0.xxxy, R0.xxxy;
ADD_SAT R0.z, R0, R0.w;
# /work/main/examples/cg/hemisphere.cg:16  float3 n = float3(p, sqrt(1 - r2));
ADD R0.w, -c[3].y, -R0.z;
RSQ R0.w, R0.w;
RCP R1.z, R0.w;
# /work/main/examples/cg/hemisphere.cg:17  float a = 0.5 + 0.5 * dot(n, up);
MOV R1.xy, R0;
DP3 R0.x, R1, c[2];
MAD R0.x, c[3].z, R0, c[3].z;
# /work/main/examples/cg/hemisphere.cg:18  float occlusion = 1 - 0.5 * r2 * r2;
MUL R0.y, c[3].z, R0.z;
MAD R0.y, -R0, R0.z, -c[3];
# /work/main/examples/cg/hemisphere.cg:19  return float4(lerp(groundColor, skyColor, a) * occlusion, 1);
LRP R0.xzw, R0.x, c[0].xxyz, c[1].xxyz;
MUL result.color.xyz, R0.xzww, R0.y;
# /work/main/examples/cg/hemisphere.cg:12  float4 main(float2 uv : TEXCOORD0) : COLOR
MOV result.color.w, -c[3].y;
END
# 14 instructions, 2 R-regs
