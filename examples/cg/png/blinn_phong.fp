!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/blinn_phong.cg
#profile arbfp1
#program main
#semantic lightDir
#semantic specColor
#semantic shininess
#semantic f.color : COLOR0
#semantic f.uv : TEXCOORD0
#semantic f.eye : TEXCOORD1
#semantic main : COLOR
#var float3 lightDir :  : c[0] : 0 : 1
#var float4 specColor :  : c[1] : 1 : 1
#var float4 shininess :  : c[2] : 2 : 1
#var float4 f.color : COLOR0 : fragment.color.primary : 3 : 1
#var float2 f.uv : TEXCOORD0 : fragment.texcoord[0] : 3 : 1
#var float3 f.eye : TEXCOORD1 : fragment.texcoord[1] : 3 : 1
#var float4 main : COLOR : result.color : 4 : 1
#const c[3] = 0.5 0.6 1.2 1
#const c[4] = 2 -0 0.85 0.15
PARAM c[5] = { program.local[0..2],
		{ 0.5, 0.6, 1.2, 1 },
		{ 2, -0, 0.85, 0.15 } };
TEMP R0;
TEMP R1;
TEMP R2;
# /work/main/examples/cg/blinn_phong.cg:25  float3 n = normalize(float3((f.uv - 0.5) * 1.2, 1));
ADD R0.xy, fragment.texcoord[0], -c[3].x;
MUL R0.xy, R0, c[3].z;
MOV R1.xy, R0;
MOV R1.z, c[3].w;
MOV R2.xy, R0;
MOV R2.z, c[3].w;
DP3 R0.z, R1, R2;
RSQ R0.z, R0.z;
MUL R0.xy, R0, R0.z;
MUL R0.w, c[3], R0.z;
# /work/main/examples/cg/blinn_phong.cg:26  float3 l = normalize(lightDir);
DP3 R0.z, c[0], c[0];
RSQ R0.z, R0.z;
MUL R1.xyz, c[0], R0.z;
# /work/main/examples/cg/blinn_phong.cg:27  float3 v = normalize(float3(0.5, 0.6, 2) - float3(f.eye.xy, 0));
ADD R2.xy, c[3], -fragment.texcoord[1];
ADD R2.z, c[4].x, c[4].y;
DP3 R0.z, R2, R2;
RSQ R0.z, R0.z;
MUL R2.xyz, R2, R0.z;
# /work/main/examples/cg/blinn_phong.cg:28  float3 h = normalize(l + v);
ADD R2.xyz, R1, R2;
DP3 R0.z, R2, R2;
RSQ R0.z, R0.z;
MUL R2.xyz, R2, R0.z;
# /work/main/examples/cg/blinn_phong.cg:29  float diffuse = saturate(dot(n, l));
DP3_SAT R0.z, R0.xyww, R1;
# /work/main/examples/cg/blinn_phong.cg:30  float specular = pow(saturate(dot(n, h)), shininess.x) * specColor.a;
DP3_SAT R0.x, R0.xyww, R2;
POW R0.x, R0.x, c[2].x;
MUL R0.x, R0, c[1].w;
# /work/main/examples/cg/blinn_phong.cg:31  float3 rgb = f.color.rgb * (0.15 + 0.85 * diffuse) + specColor.rgb * specular;
MAD R0.y, c[4].z, R0.z, c[4].w;
MUL R0.xzw, c[1].xxyz, R0.x;
MAD result.color.xyz, fragment.color.primary, R0.y, R0.xzww;
# /work/main/examples/cg/blinn_phong.cg:23  float4 main(Fragment f) : COLOR
MOV result.color.w, fragment.color.primary;
END
# 30 instructions, 3 R-regs
