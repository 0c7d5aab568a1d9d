!!ARBfp1.0
OPTION ARB_fragment_program_shadow;
# tessera ARBfp writer
# source file: /work/main/examples/cg/shadow_map.cg
#profile arbfp1
#program main
#semantic shadowMap : TEXUNIT0
#semantic texel
#semantic lightColor
#semantic shadowColor
#semantic lightPos : TEXCOORD1
#semantic main : COLOR
#var sampler2DShadow shadowMap : TEXUNIT0 : texunit 0 : 0 : 1
#var float3 texel :  : c[0] : 1 : 1
#var float3 lightColor :  : c[1] : 2 : 1
#var float3 shadowColor :  : c[2] : 3 : 1
#var float4 lightPos : TEXCOORD1 : fragment.texcoord[1] : 4 : 1
#var float4 main : COLOR : result.color : 5 : 1
#const c[3] = 0.6 0.8 0 1
#const c[4] = 0.25
PARAM c[5] = { program.local[0..2],
		{ 0.6, 0.8, 0, 1 },
		{ 0.25 } };
TEMP R0;
TEMP R1;
# /work/main/examples/cg/shadow_map.cg:20  float4 p = float4(lightPos.xy, 0.8 - 0.6 * lightPos.y - texel.z, 1);
MAD R0.y, -c[3].x, fragment.texcoord[1], c[3];
ADD R0.y, R0, -c[0].z;
# /work/main/examples/cg/shadow_map.cg:22  lit += tex2Dproj(shadowMap, p + float4(-texel.x, -texel.y, 0, 0)).x;
ADD R1.z, R0.y, c[3];
ADD R1.xy, fragment.texcoord[1], -c[0];
ADD R1.w, c[3], c[3].z;
TXP R0.x, R1, texture[0], SHADOW2D;
ADD R0.z, c[3], R0.x;
# /work/main/examples/cg/shadow_map.cg:23  lit += tex2Dproj(shadowMap, p + float4(texel.x, -texel.y, 0, 0)).x;
ADD R1.z, R0.y, c[3];
ADD R1.x, fragment.texcoord[1], c[0];
ADD R1.y, fragment.texcoord[1], -c[0];
ADD R1.w, c[3], c[3].z;
TXP R0.x, R1, texture[0], SHADOW2D;
ADD R0.z, R0, R0.x;
# /work/main/examples/cg/shadow_map.cg:24  lit += tex2Dproj(shadowMap, p + float4(-texel.x, texel.y, 0, 0)).x;
ADD R1.z, R0.y, c[3];
ADD R1.y, fragment.texcoord[1], c[0];
ADD R1.x, fragment.texcoord[1], -c[0];
ADD R1.w, c[3], c[3].z;
TXP R0.x, R1, texture[0], SHADOW2D;
ADD R0.z, R0, R0.x;
# /work/main/examples/cg/shadow_map.cg:25  lit += tex2Dproj(shadowMap, p + float4(texel.x, texel.y, 0, 0)).x;
ADD R1.z, R0.y, c[3];
ADD R1.xy, fragment.texcoord[1], c[0];
ADD R1.w, c[3], c[3].z;
TXP R0.x, R1, texture[0], SHADOW2D;
ADD R0.y, R0.z, R0.x;
# /work/main/examples/cg/shadow_map.cg:26  return float4(lerp(shadowColor, lightColor, lit * 0.25), 1);
MUL R0.y, R0, c[4].x;
LRP result.color.xyz, R0.y, c[1], c[2];
# /work/main/examples/cg/shadow_map.cg:17  float4 main(float4 lightPos : TEXCOORD1) : COLOR
MOV result.color.w, c[3];
END
# 27 instructions, 2 R-regs
