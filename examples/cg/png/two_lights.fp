!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/two_lights.cg
#profile arbfp1
#program main
#semantic lights
#semantic shininess
#semantic uv : TEXCOORD0
#semantic color : COLOR0
#semantic main : COLOR
#var struct Light[2] lights :  : c[0], 4 : 0 : 1
#var float shininess :  : c[4] : 1 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 2 : 1
#var float4 color : COLOR0 : fragment.color.primary : 3 : 1
#var float4 main : COLOR : result.color : 4 : 1
#const c[5] = 0 3 2 -1
#const c[6] = 6 0.1 -0.6 0.08
PARAM c[7] = { program.local[0..4],
		{ 0, 3, 2, -1 },
		{ 6, 0.1, -0.6, 0.08 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
# /work/main/examples/cg/two_lights.cg:30  float2 xy = uv * 2 - 1;
MAD R0.xy, fragment.texcoord[0], c[5].z, c[5].w;
# /work/main/examples/cg/two_lights.cg:31  float3 p = float3(xy, 0.1 * sin(xy.x * 6) * cos(xy.y * 6));
MUL R0.zw, R0.xxxy, c[6].x;
SIN R1.x, R0.z;
MUL R1.y, c[6], R1.x;
COS R1.z, R0.w;
MUL R1.y, R1, R1.z;
# /work/main/examples/cg/two_lights.cg:32  float3 n = normalize(float3(-0.6 * cos(xy.x * 6) * cos(xy.y * 6),
COS R1.w, R0.z;
MUL R1.w, c[6].z, R1;
MUL R1.z, R1.w, R1;
# /work/main/examples/cg/two_lights.cg:33  0.6 * sin(xy.x * 6) * sin(xy.y * 6), 1));
MUL R1.x, -c[6].z, R1;
SIN R1.w, R0.w;
MUL R0.z, R1.x, R1.w;
# /work/main/examples/cg/two_lights.cg:32  float3 n = normalize(float3(-0.6 * cos(xy.x * 6) * cos(xy.y * 6),
MOV R2.x, R1.z;
MOV R2.y, R0.z;
MOV R2.z, -c[5].w;
MOV R3.x, R1.z;
MOV R3.y, R0.z;
MOV R3.z, -c[5].w;
DP3 R0.w, R2, R3;
RSQ R0.w, R0.w;
MOV R1.x, R1.z;
MOV R1.z, R0;
MOV R1.w, -c[5];
MUL R1.xzw, R1, R0.w;
# /work/main/examples/cg/two_lights.cg:21  float3 l = normalize(light.position - p);
MOV R2.xy, -R0;
MOV R2.z, -R1.y;
ADD R2.xyz, c[0], R2;
DP3 R2.w, R2, R2;
RSQ R2.w, R2.w;
MUL R2.xyz, R2, R2.w;
# /work/main/examples/cg/two_lights.cg:22  float3 v = normalize(float3(0, 0, 3) - p);
MOV R3.xy, -R0;
MOV R3.z, -R1.y;
ADD R3.xyz, c[5].xxyy, R3;
DP3 R2.w, R3, R3;
RSQ R2.w, R2.w;
MUL R3.xyz, R3, R2.w;
# /work/main/examples/cg/two_lights.cg:23  float3 h = normalize(l + v);
ADD R4.xyz, R2, R3;
DP3 R2.w, R4, R4;
RSQ R2.w, R2.w;
MUL R4.xyz, R4, R2.w;
# /work/main/examples/cg/two_lights.cg:24  diffuse = saturate(dot(n, l)) * light.color.w;
DP3_SAT R3.w, R1.xzww, R2;
MUL R3.w, R3, c[1];
# /work/main/examples/cg/two_lights.cg:25  specular = light.color.rgb * pow(saturate(dot(n, h)), shininess) * light.color.w;
DP3_SAT R0.z, R1.xzww, R4;
POW R0.z, R0.z, c[4].x;
MUL R2.xyz, c[1], R0.z;
# /work/main/examples/cg/two_lights.cg:39  rgb += color.rgb * lights[i].color.rgb * d + s;
MUL R4.xyz, fragment.color.primary, c[1];
# /work/main/examples/cg/two_lights.cg:25  specular = light.color.rgb * pow(saturate(dot(n, h)), shininess) * light.color.w;
MUL R2.xyz, R2, c[1].w;
# /work/main/examples/cg/two_lights.cg:39  rgb += color.rgb * lights[i].color.rgb * d + s;
MAD R2.xyz, R4, R3.w, R2;
MAD R2.xyz, fragment.color.primary, c[6].w, R2;
# /work/main/examples/cg/two_lights.cg:21  float3 l = normalize(light.position - p);
MOV R0.xy, -R0;
MOV R0.z, -R1.y;
ADD R0.xyz, c[2], R0;
DP3 R0.w, R0, R0;
RSQ R0.w, R0.w;
MUL R0.xyz, R0, R0.w;
# /work/main/examples/cg/two_lights.cg:23  float3 h = normalize(l + v);
ADD R3.xyz, R0, R3;
DP3 R0.w, R3, R3;
RSQ R0.w, R0.w;
MUL R3.xyz, R3, R0.w;
# /work/main/examples/cg/two_lights.cg:24  diffuse = saturate(dot(n, l)) * light.color.w;
DP3_SAT R1.y, R1.xzww, R0;
MUL R1.y, R1, c[3].w;
# /work/main/examples/cg/two_lights.cg:25  specular = light.color.rgb * pow(saturate(dot(n, h)), shininess) * light.color.w;
DP3_SAT R2.w, R1.xzww, R3;
POW R2.w, R2.w, c[4].x;
MUL R1.xzw, c[3].xxyz, R2.w;
# /work/main/examples/cg/two_lights.cg:39  rgb += color.rgb * lights[i].color.rgb * d + s;
MUL R0.xyz, fragment.color.primary, c[3];
# /work/main/examples/cg/two_lights.cg:25  specular = light.color.rgb * pow(saturate(dot(n, h)), shininess) * light.color.w;
MUL R1.xzw, R1, c[3].w;
# /work/main/examples/cg/two_lights.cg:39  rgb += color.rgb * lights[i].color.rgb * d + s;
MAD R0.xyz, R0, R1.y, R1.xzww;
ADD result.color.xyz, R2, R0;
# /work/main/examples/cg/two_lights.cg:28  float4 main(float2 uv : TEXCOORD0, float4 color : COLOR0) : COLOR
MOV result.color.w, -c[5];
END
# 69 instructions, 5 R-regs
