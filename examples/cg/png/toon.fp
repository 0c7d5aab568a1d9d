!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/toon.cg
#profile arbfp1
#program main
#semantic lightDir
#semantic inkColor
#semantic baseColor
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var float3 lightDir :  : c[0] : 0 : 1
#var float4 inkColor :  : c[1] : 1 : 1
#var float4 baseColor :  : c[2] : 2 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 3 : 1
#var float4 main : COLOR : result.color : 4 : 1
#const c[3] = 0.9 0.85 1 0
#const c[4] = 2.2 -1.1 0.1 0.35
#const c[5] = 0.6 0.3 0.96 0.8
PARAM c[6] = { program.local[0..2],
		{ 0.9, 0.85, 1, 0 },
		{ 2.2, -1.1, 0.1, 0.35 },
		{ 0.6, 0.3, 0.96, 0.8 } };
TEMP R0;
TEMP R1;
TEMP R2;
# /work/main/examples/cg/toon.cg:16  float2 p = uv * 2.2 - 1.1;
MAD R0.xy, fragment.texcoord[0], c[4].x, c[4].y;
# /work/main/examples/cg/toon.cg:17  float r2 = dot(p, p);
MUL R0.zw, R0.xxxy, R0.xxxy;
ADD R0.z, R0, R0.w;
# /work/main/examples/cg/toon.cg:18  float3 n = float3(p, sqrt(saturate(1 - r2)));
ADD_SAT R0.w, c[3].z, -R0.z;
RSQ R0.w, R0.w;
RCP R0.w, R0.w;
# /work/main/examples/cg/toon.cg:19  float d = dot(n, normalize(lightDir));
DP3 R1.x, c[0], c[0];
RSQ R1.x, R1.x;
MUL R1.xyz, c[0], R1.x;
MOV R2.xy, R0;
MOV R2.z, R0.w;
DP3 R1.w, R2, R1;
# /work/main/examples/cg/toon.cg:21  float band = 0.35 + 0.35 * step(0.1, d) + 0.3 * step(0.6, d);
SGE R2.x, R1.w, c[4].z;
MAD R2.x, c[4].w, R2, c[4].w;
SGE R1.w, R1, c[5].x;
MAD R1.w, c[5].y, R1, R2.x;
# /work/main/examples/cg/toon.cg:22  float3 h = normalize(normalize(lightDir) + float3(0, 0, 1));
ADD R1.xyz, R1, c[3].wwzz;
DP3 R2.x, R1, R1;
RSQ R2.x, R2.x;
MUL R1.xyz, R1, R2.x;
# /work/main/examples/cg/toon.cg:23  float spot = step(0.96, dot(n, h));
MOV R2.xy, R0;
MOV R2.z, R0.w;
DP3 R0.x, R2, R1;
SGE R0.x, R0, c[5].z;
# /work/main/examples/cg/toon.cg:24  float3 rgb = baseColor.rgb * band + spot * 0.6;
MUL R0.x, R0, c[5];
MAD R0.xyw, c[2].xyyz, R1.w, R0.x;
# /work/main/examples/cg/toon.cg:25  float outline = step(0.8, sqrt(r2)) * step(sqrt(r2), 1);
RSQ R1.x, R0.z;
RCP R1.x, R1.x;
SGE R1.y, R1.x, c[5].w;
SGE R1.x, c[3].z, R1;
MUL R1.x, R1.y, R1;
# /work/main/examples/cg/toon.cg:26  rgb = lerp(rgb, inkColor.rgb, outline);
LRP R1.xyz, R1.x, c[1], R0.xyww;
# /work/main/examples/cg/toon.cg:27  return r2 < 1 ? float4(rgb, 1) : float4(0.9, 0.9, 0.85, 1);
ADD R0.x, R0.z, -c[3].z;
MOV R1.w, c[3].z;
CMP result.color, R0.x, R1, c[3].xxyz;
END
# 35 instructions, 3 R-regs
