!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/rings.cg
#profile arbfp1
#program main
#semantic center
#semantic frequency
#semantic ringColor
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var float2 center :  : c[0] : 0 : 1
#var float2 frequency :  : c[1] : 1 : 1
#var float3 ringColor :  : c[2] : 2 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 3 : 1
#var float4 main : COLOR : result.color : 4 : 1
#const c[3] = 0.2 2.5 -2 3
#const c[4] = 1 0.05
PARAM c[5] = { program.local[0..2],
		{ 0.2, 2.5, -2, 3 },
		{ 1, 0.05 } };
TEMP R0;
# /work/main/examples/cg/rings.cg:15  float d = distance(uv, center);
ADD R0.xy, fragment.texcoord[0], -c[0];
MUL R0.xy, R0, R0;
ADD R0.x, R0, R0.y;
RSQ R0.x, R0.x;
RCP R0.x, R0.x;
# /work/main/examples/cg/rings.cg:16  float wave = sin(d * frequency.x);
MUL R0.y, R0.x, c[1].x;
SIN R0.y, R0.y;
# /work/main/examples/cg/rings.cg:17  float ring = smoothstep(-0.2, 0.2, wave);
ADD R0.y, R0, c[3].x;
MUL_SAT R0.y, R0, c[3];
MAD R0.z, R0.y, c[3], c[3].w;
MUL R0.y, R0, R0;
MUL R0.y, R0, R0.z;
# /work/main/examples/cg/rings.cg:18  float fade = saturate(1 - d / frequency.y);
RCP R0.z, c[1].y;
MAD_SAT R0.x, -R0, R0.z, c[4];
# /work/main/examples/cg/rings.cg:19  return float4(ringColor * ring * fade + 0.05, 1);
MUL R0.yzw, c[2].xxyz, R0.y;
MAD result.color.xyz, R0.yzww, R0.x, c[4].y;
# /work/main/examples/cg/rings.cg:13  float4 main(float2 uv : TEXCOORD0) : COLOR
MOV result.color.w, c[4].x;
END
# 17 instructions, 1 R-regs
