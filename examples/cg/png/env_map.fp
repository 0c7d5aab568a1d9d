!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/env_map.cg
#profile arbfp1
#program main
#semantic envMap
#semantic baseColor
#semantic reflectivity
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var samplerCUBE envMap :  : texunit 0 : 0 : 1
#var float3 baseColor :  : c[0] : 1 : 1
#var float reflectivity :  : c[1] : 2 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 3 : 1
#var float4 main : COLOR : result.color : 4 : 1
#const c[2] = 0 -1 2
PARAM c[3] = { program.local[0..1],
		{ 0, -1, 2 } };
TEMP R0;
TEMP R1;
# /work/main/examples/cg/env_map.cg:15  float2 p = uv * 2 - 1;
MAD R0.xw, fragment.texcoord[0].xxxy, c[2].z, c[2].y;
# /work/main/examples/cg/env_map.cg:16  float r2 = saturate(dot(p, p));
MUL R0.yz, R0.xxww, R0.xxww;
ADD_SAT R0.y, R0, R0.z;
# /work/main/examples/cg/env_map.cg:17  float3 n = float3(p, sqrt(1 - r2));
ADD R0.y, -c[2], -R0;
RSQ R0.y, R0.y;
RCP R0.y, R0.y;
# /work/main/examples/cg/env_map.cg:19  float3 r = reflect(view, n);
MOV R1.xy, R0.xwww;
MOV R1.w, R0.y;
DP3 R0.z, R1.xyww, c[2].xxyy;
ADD R0.z, R0, R0;
MAD R1.xy, -R0.z, R0.xwww, c[2].x;
MAD R1.w, -R0.z, R0.y, c[2].y;
# /work/main/examples/cg/env_map.cg:20  float3 env = texCUBE(envMap, r).rgb;
TEX R0.xyz, R1.xyww, texture[0], CUBE;
# /work/main/examples/cg/env_map.cg:21  return float4(lerp(baseColor, env, reflectivity), 1);
LRP result.color.xyz, c[1].x, R0, c[0];
# /work/main/examples/cg/env_map.cg:13  float4 main(float2 uv : TEXCOORD0) : COLOR
MOV result.color.w, -c[2].y;
END
# 15 instructions, 2 R-regs
