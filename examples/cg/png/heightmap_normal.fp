!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/heightmap_normal.cg
#profile arbfp1
#program main
#semantic heightMap
#semantic texelSize
#semantic lightDir
#semantic tint
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var sampler2D heightMap :  : texunit 0 : 0 : 1
#var float3 texelSize :  : c[0] : 1 : 1
#var float3 lightDir :  : c[1] : 2 : 1
#var float3 tint :  : c[2] : 3 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 4 : 1
#var float4 main : COLOR : result.color : 5 : 1
#const c[3] = 0 0.3333 0.8 0.2
#const c[4] = 1
PARAM c[5] = { program.local[0..2],
		{ 0, 0.3333, 0.8, 0.2 },
		{ 1 } };
TEMP R0;
TEMP R1;
# /work/main/examples/cg/heightmap_normal.cg:18  return dot(tex2D(heightMap, uv).rgb, float3(0.3333, 0.3333, 0.3333)) * texelSize.z;
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
# /work/main/examples/cg/heightmap_normal.cg:24  float hx = height(uv + float2(texelSize.x, 0));
ADD R1.x, fragment.texcoord[0], c[0];
ADD R1.w, fragment.texcoord[0].y, c[3].x;
# /work/main/examples/cg/heightmap_normal.cg:25  float hy = height(uv + float2(0, texelSize.y));
ADD R1.z, fragment.texcoord[0].y, c[0].y;
ADD R1.y, fragment.texcoord[0].x, c[3].x;
# /work/main/examples/cg/heightmap_normal.cg:18  return dot(tex2D(heightMap, uv).rgb, float3(0.3333, 0.3333, 0.3333)) * texelSize.z;
DP3 R0.w, R0, c[3].y;
TEX R0.xyz, R1.xwww, texture[0], 2D;
TEX R1.xyz, R1.yzzz, texture[0], 2D;
DP3 R1.w, R0, c[3].y;
DP3 R0.x, R1, c[3].y;
MUL R0.w, R0, c[0].z;
# /work/main/examples/cg/heightmap_normal.cg:26  float3 tangent = float3(texelSize.x, 0, hx - h);
MAD R1.w, R1, c[0].z, -R0;
# /work/main/examples/cg/heightmap_normal.cg:27  float3 bitangent = float3(0, texelSize.y, hy - h);
MAD R0.w, R0.x, c[0].z, -R0;
# /work/main/examples/cg/heightmap_normal.cg:28  float3 n = normalize(cross(tangent, bitangent));
MOV R1.x, c[0];
MOV R1.y, c[3].x;
MOV R0.x, c[3];
MOV R0.y, c[0];
XPD R0.xyz, R1.xyww, R0.xyww;
DP3 R0.w, R0, R0;
RSQ R0.w, R0.w;
MUL R0.xyw, R0.xyyz, R0.w;
# /work/main/examples/cg/heightmap_normal.cg:29  float diffuse = saturate(dot(n, normalize(lightDir)));
DP3 R0.z, c[1], c[1];
RSQ R0.z, R0.z;
MUL R1.xyw, c[1].xyyz, R0.z;
DP3_SAT R0.w, R0.xyww, R1.xyww;
# /work/main/examples/cg/heightmap_normal.cg:30  return float4(tint * (0.2 + 0.8 * diffuse), 1);
MAD R0.w, c[3].z, R0, c[3];
MUL result.color.xyz, c[2], R0.w;
# /work/main/examples/cg/heightmap_normal.cg:21  float4 main(float2 uv : TEXCOORD0) : COLOR
MOV result.color.w, c[4].x;
END
# 28 instructions, 2 R-regs
