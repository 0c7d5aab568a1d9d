!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/lambert.cg
#profile arbfp1
#program main
#semantic lightDir
#semantic albedo
#semantic background
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var float3 lightDir :  : c[0] : 0 : 1
#var float4 albedo :  : c[1] : 1 : 1
#var float4 background :  : c[2] : 2 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 3 : 1
#var float4 main : COLOR : result.color : 4 : 1
#const c[3] = 2 -1 0 0.9
#const c[4] = 0.1
PARAM c[5] = { program.local[0..2],
		{ 2, -1, 0, 0.9 },
		{ 0.1 } };
TEMP R0;
TEMP R1;
# /work/main/examples/cg/lambert.cg:18  float2 p = uv * 2 - 1;
MAD R0.xy, fragment.texcoord[0], c[3].x, c[3].y;
# /work/main/examples/cg/lambert.cg:19  float r2 = dot(p, p);
MUL R0.zw, R0.xxxy, R0.xxxy;
ADD R0.z, R0, R0.w;
# /work/main/examples/cg/lambert.cg:20  float3 n = float3(p, sqrt(saturate(1 - r2)));
ADD_SAT R0.w, -c[3].y, -R0.z;
RSQ R0.w, R0.w;
RCP R1.z, R0.w;
# /work/main/examples/cg/lambert.cg:21  float ndotl = max(dot(n, normalize(lightDir)), 0);
MOV R1.xy, R0;
DP3 R1.w, c[0], c[0];
RSQ R1.w, R1.w;
MUL R0.xyw, c[0].xyyz, R1.w;
DP3 R0.x, R1, R0.xyww;
# /work/main/examples/cg/lambert.cg:23  return r2 < 1 ? shaded : background;
ADD R0.y, R0.z, c[3];
# /work/main/examples/cg/lambert.cg:21  float ndotl = max(dot(n, normalize(lightDir)), 0);
MAX R0.x, R0, c[3].z;
# /work/main/examples/cg/lambert.cg:22  float4 shaded = float4(albedo.rgb * (0.1 + 0.9 * ndotl), albedo.a);
MAD R0.x, c[3].w, R0, c[4];
MUL R1.xyz, c[1], R0.x;
# /work/main/examples/cg/lambert.cg:23  return r2 < 1 ? shaded : background;
MOV R1.w, c[1];
CMP result.color, R0.y, R1, c[2];
END
# 17 instructions, 2 R-regs
