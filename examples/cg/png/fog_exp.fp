!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/fog_exp.cg
#profile arbfp1
#program main
#semantic ground
#semantic fogColor
#semantic fogParams
#semantic uv : TEXCOORD0
#semantic fog : FOG
#semantic main : COLOR
#var sampler2D ground :  : texunit 0 : 0 : 1
#var float3 fogColor :  : c[0] : 1 : 1
#var float3 fogParams :  : c[1] : 2 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 3 : 1
#var float fog : FOG : fragment.fogcoord : 4 : 1
#var float4 main : COLOR : result.color : 5 : 1
#const c[2] = 1.442695 1 4
PARAM c[3] = { program.local[0..1],
		{ 1.442695, 1, 4 } };
TEMP R0;
# /work/main/examples/cg/fog_exp.cg:18  float height = exp(-uv.y * fogParams.z);
MUL R0.w, -fragment.texcoord[0].y, c[1].z;
MUL R0.w, R0, c[2].x;
EX2 R0.w, R0.w;
# /work/main/examples/cg/fog_exp.cg:16  float d = fog * fogParams.y;
MUL R0.x, fragment.fogcoord, c[1].y;
# /work/main/examples/cg/fog_exp.cg:17  float visibility = exp2(-(fogParams.x * d) * (fogParams.x * d) * 1.442695);
MUL R0.x, c[1], R0;
MUL R0.x, -R0, R0;
MUL R0.x, R0, c[2];
EX2 R0.x, R0.x;
# /work/main/examples/cg/fog_exp.cg:19  float f = saturate(1 - (1 - visibility) * height);
ADD R0.x, c[2].y, -R0;
MAD_SAT R0.w, -R0.x, R0, c[2].y;
# /work/main/examples/cg/fog_exp.cg:20  float3 c = tex2D(ground, uv * 4).rgb;
MUL R0.xy, fragment.texcoord[0], c[2].z;
TEX R0.xyz, R0, texture[0], 2D;
# /work/main/examples/cg/fog_exp.cg:21  return float4(lerp(fogColor, c, f), 1);
LRP result.color.xyz, R0.w, R0, c[0];
# /work/main/examples/cg/fog_exp.cg:14  float4 main(float2 uv : TEXCOORD0, float fog : FOG) : COLOR
MOV result.color.w, c[2].y;
END
# 14 instructions, 1 R-regs
