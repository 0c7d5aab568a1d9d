!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/normal_map.cg
#profile arbfp1
#program main
#semantic diffuseMap : TEXUNIT0
#semantic normalMap : TEXUNIT1
#semantic bumpiness
#semantic ambient
#semantic uv : TEXCOORD0
#semantic lightUv : TEXCOORD1
#semantic main : COLOR
#var sampler2D diffuseMap : TEXUNIT0 : texunit 0 : 0 : 1
#var sampler2D normalMap : TEXUNIT1 : texunit 1 : 1 : 1
#var float bumpiness :  : c[0] : 2 : 1
#var float3 ambient :  : c[1] : 3 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 4 : 1
#var float3 lightUv : TEXCOORD1 : fragment.texcoord[1] : 5 : 1
#var float4 main : COLOR : result.color : 6 : 1
#const c[2] = 0 1 -0.5 0.6
#const c[3] = 2
PARAM c[4] = { program.local[0..1],
		{ 0, 1, -0.5, 0.6 },
		{ 2 } };
TEMP R0;
TEMP R1;
TEMP R2;
# /work/main/examples/cg/normal_map.cg:20  float3 l = normalize(float3(lightUv.xy - 0.5, 0.6));
ADD R0.xw, fragment.texcoord[1].xxxy, c[2].z;
MOV R1.xy, R0.xwww;
MOV R1.w, c[2];
MOV R2.xy, R0.xwww;
MOV R2.w, c[2];
DP3 R0.y, R1.xyww, R2.xyww;
# /work/main/examples/cg/normal_map.cg:18  float3 mapped = tex2D(normalMap, uv * 2).rgb * 2 - 1;
MUL R1.xw, fragment.texcoord[0].xxxy, c[3].x;
TEX R1.xyz, R1.xwww, texture[1], 2D;
MAD R1.xyw, R1.xyyz, c[3].x, -c[2].y;
# /work/main/examples/cg/normal_map.cg:19  float3 n = normalize(lerp(float3(0, 0, 1), mapped, bumpiness));
LRP R1.xyw, c[0].x, R1, c[2].xxxy;
DP3 R0.z, R1.xyww, R1.xyww;
RSQ R0.z, R0.z;
MUL R1.xyw, R1, R0.z;
# /work/main/examples/cg/normal_map.cg:20  float3 l = normalize(float3(lightUv.xy - 0.5, 0.6));
RSQ R1.z, R0.y;
MUL R0.xy, R0.xwww, R1.z;
MUL R0.w, c[2], R1.z;
# /work/main/examples/cg/normal_map.cg:21  float diffuse = saturate(dot(n, l));
DP3_SAT R0.w, R1.xyww, R0.xyww;
# /work/main/examples/cg/normal_map.cg:23  return float4(albedo * (ambient + diffuse), 1);
ADD R0.xyw, c[1].xyyz, R0.w;
# /work/main/examples/cg/normal_map.cg:22  float3 albedo = tex2D(diffuseMap, uv).rgb;
TEX R2.xyz, fragment.texcoord[0], texture[0], 2D;
# /work/main/examples/cg/normal_map.cg:23  return float4(albedo * (ambient + diffuse), 1);
MUL result.color.xyz, R2, R0.xyww;
# /work/main/examples/cg/normal_map.cg:16  float4 main(float2 uv : TEXCOORD0, float3 lightUv : TEXCOORD1) : COLOR
MOV result.color.w, c[2].y;
END
# 21 instructions, 3 R-regs
