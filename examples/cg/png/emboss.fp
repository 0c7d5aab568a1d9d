!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/emboss.cg
#profile arbfp1
#program main
#semantic image
#semantic offset
#semantic strength
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var sampler2D image :  : texunit 0 : 0 : 1
#var float2 offset :  : c[0] : 1 : 1
#var float strength :  : c[1] : 2 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 3 : 1
#var float4 main : COLOR : result.color : 4 : 1
#const c[2] = 0.3333 0.5 1
PARAM c[3] = { program.local[0..1],
		{ 0.3333, 0.5, 1 } };
TEMP R0;
TEMP R1;
# /work/main/examples/cg/emboss.cg:15  float3 a = tex2D(image, uv - offset).rgb;
ADD R0.xw, fragment.texcoord[0].xxxy, -c[0].xxxy;
# /work/main/examples/cg/emboss.cg:16  float3 b = tex2D(image, uv + offset).rgb;
ADD R0.yz, fragment.texcoord[0].xxyy, c[0].xxyy;
# /work/main/examples/cg/emboss.cg:15  float3 a = tex2D(image, uv - offset).rgb;
TEX R1.xyz, R0.xwww, texture[0], 2D;
# /work/main/examples/cg/emboss.cg:16  float3 b = tex2D(image, uv + offset).rgb;
TEX R0.xyz, R0.yzzz, texture[0], 2D;
# /work/main/examples/cg/emboss.cg:17  float relief = dot(b - a, float3(0.3333, 0.3333, 0.3333)) * strength;
ADD R0.xyw, R0.xyyz, -R1.xyyz;
DP3 R0.w, R0.xyww, c[2].x;
# /work/main/examples/cg/emboss.cg:18  return float4(saturate(0.5 + relief).xxx, 1);
MAD_SAT R0.w, R0, c[1].x, c[2].y;
# /work/main/examples/cg/emboss.cg:13  float4 main(float2 uv : TEXCOORD0) : COLOR
MOV result.color.xyz, R0.w;
MOV result.color.w, c[2].z;
END
# 9 instructions, 2 R-regs
