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
#const c[5] = 2 -1 6 0.1
#const c[6] = 0.6 0 3 0.08
PARAM c[7] = { program.local[0..4],
		{ 2, -1, 6, 0.1 },
		{ 0.6, 0, 3, 0.08 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
# /work/main/examples/cg/two_lights.cg:30  float2 xy = uv * 2 - 1;
MAD R0.xy, fragment.texcoord[0], c[5].x, c[5].y;
# /work/main/examples/cg/two_lights.cg:31  float3 p = float3(xy, 0.1 * sin(xy.x * 6) * cos(xy.y * 6));
MUL R0.zw, R0.xxxy, c[5].z;
SIN R1.x, R0.z;
MUL R1.y, c[5].w, R1.x;
# /work/main/examples/cg/two_lights.cg:33  0.6 * sin(xy.x * 6) * sin(xy.y * 6), 1));
MUL R1.x, c[6], R1;
# /work/main/examples/cg/two_lights.cg:31  float3 p = float3(xy, 0.1 * sin(xy.x * 6) * cos(xy.y * 6));
COS R1.z, R0.w;
MUL R1.y, R1, R1.z;
# /work/main/examples/cg/two_lights.cg:32  float3 n = normalize(float3(-0.6 * cos(xy.x * 6) * cos(xy.y * 6),
COS R1.w, R0.z;
# /work/main/examples/cg/two_lights.cg:33  0.6 * sin(xy.x * 6) * sin(xy.y * 6), 1));
SIN R0.z, R0.w;
MUL R1.x, R1, R0.z;
# /work/main/examples/cg/two_lights.cg:32  float3 n = normalize(float3(-0.6 * cos(xy.x * 6) * cos(xy.y * 6),
MUL R1.w, -c[6].x, R1;
MUL R0.z, R1.w, R1;
MOV R2.x, R0.z;
MOV R2.y, R1.x;
MOV R2.z, -c[5].y;
MOV R3.x, R0.z;
MOV R3.y, R1.x;
MOV R3.z, -c[5].y;
DP3 R0.w, R2, R3;
RSQ R0.w, R0.w;
MUL R2.x, R0.z, R0.w;
MUL R2.y, R1.x, R0.w;
MUL R2.z, -c[5].y, R0.w;
# /work/main/examples/cg/two_lights.cg:21  float3 l = normalize(light.position - p);
ADD R1.xz, c[0].xxyy, -R0.xxyy;
ADD R1.w, c[0].z, -R1.y;
DP3 R2.w, R1.xzww, R1.xzww;
RSQ R2.w, R2.w;
MUL R1.xzw, R1, R2.w;
# /work/main/examples/cg/two_lights.cg:24  diffuse = saturate(dot(n, l)) * light.color.w;
DP3_SAT R2.w, R2, R1.xzww;
MUL R2.w, R2, c[1];
# /work/main/examples/cg/two_lights.cg:22  float3 v = normalize(float3(0, 0, 3) - p);
ADD R3.xy, c[6].y, -R0;
ADD R3.z, c[6], -R1.y;
DP3 R3.w, R3, R3;
RSQ R3.w, R3.w;
MUL R3.xyz, R3, R3.w;
# /work/main/examples/cg/two_lights.cg:23  float3 h = normalize(l + v);
ADD R1.xzw, R1, R3.xxyz;
DP3 R3.w, R1.xzww, R1.xzww;
RSQ R3.w, R3.w;
MUL R1.xzw, R1, R3.w;
# /work/main/examples/cg/two_lights.cg:25  specular = light.color.rgb * pow(saturate(dot(n, h)), shininess) * light.color.w;
DP3_SAT R3.w, R2, R1.xzww;
POW R3.w, R3.w, c[4].x;
# /work/main/examples/cg/two_lights.cg:21  float3 l = normalize(light.position - p);
ADD R1.xz, c[2].xxyy, -R0.xxyy;
ADD R1.w, c[2].z, -R1.y;
DP3 R1.y, R1.xzww, R1.xzww;
RSQ R1.y, R1.y;
MUL R0.xyz, R1.xzww, R1.y;
# /work/main/examples/cg/two_lights.cg:23  float3 h = normalize(l + v);
ADD R3.xyz, R0, R3;
# /work/main/examples/cg/two_lights.cg:24  diffuse = saturate(dot(n, l)) * light.color.w;
DP3_SAT R0.x, R2, R0;
MUL R0.x, R0, c[3].w;
# /work/main/examples/cg/two_lights.cg:23  float3 h = normalize(l + v);
DP3 R0.y, R3, R3;
RSQ R0.y, R0.y;
MUL R0.yzw, R3.xxyz, R0.y;
# /work/main/examples/cg/two_lights.cg:25  specular = light.color.rgb * pow(saturate(dot(n, h)), shininess) * light.color.w;
DP3_SAT R0.y, R2, R0.yzww;
POW R0.y, R0.y, c[4].x;
MUL R2.xyz, c[1], R3.w;
MUL R2.xyz, R2, c[1].w;
MUL R0.yzw, c[3].xxyz, R0.y;
MUL R0.yzw, R0, c[3].w;
# /work/main/examples/cg/two_lights.cg:39  rgb += color.rgb * lights[i].color.rgb * d + s;
MUL R1.xyz, fragment.color.primary, c[1];
MAD R1.xyz, R1, R2.w, R2;
MAD R1.xyz, fragment.color.primary, c[6].w, R1;
MUL R2.xyz, fragment.color.primary, c[3];
MAD R0.xyz, R2, R0.x, R0.yzww;
ADD result.color.xyz, R1, R0;
# /work/main/examples/cg/two_lights.cg:28  float4 main(float2 uv : TEXCOORD0, float4 color : COLOR0) : COLOR
MOV result.color.w, -c[5].y;
END
# 65 instructions, 4 R-regs
