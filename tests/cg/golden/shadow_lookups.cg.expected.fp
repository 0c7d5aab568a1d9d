!!ARBfp1.0
OPTION ARB_fragment_program_shadow;
# tessera ARBfp writer
# source file: shadow_lookups.cg
#profile arbfp1
#program main
#semantic depthMap : TEXUNIT0
#semantic depthLine : TEXUNIT1
#semantic p : TEXCOORD0
#semantic main : COLOR
#var sampler2DShadow depthMap : TEXUNIT0 : texunit 0 : 0 : 1
#var sampler1DShadow depthLine : TEXUNIT1 : texunit 1 : 1 : 1
#var float4 p : TEXCOORD0 : fragment.texcoord[0] : 2 : 1
#var float4 main : COLOR : result.color : 3 : 1
#const c[0] = 1
PARAM c[1] = { { 1 } };
TEMP R0;
# shadow_lookups.cg:9  float a = tex2D(depthMap, p.xyz).x;
TEX R0.x, fragment.texcoord[0], texture[0], SHADOW2D;
# shadow_lookups.cg:7  float4 main(float4 p : TEXCOORD0) : COLOR
MOV result.color.x, R0;
# shadow_lookups.cg:10  float b = tex2Dproj(depthMap, p).x;
TXP R0.x, fragment.texcoord[0], texture[0], SHADOW2D;
# shadow_lookups.cg:7  float4 main(float4 p : TEXCOORD0) : COLOR
MOV result.color.y, R0.x;
# shadow_lookups.cg:11  float c = tex1D(depthLine, p.xz).x;
TEX R0.x, fragment.texcoord[0], texture[1], SHADOW1D;
# shadow_lookups.cg:7  float4 main(float4 p : TEXCOORD0) : COLOR
MOV result.color.z, R0.x;
MOV result.color.w, c[0].x;
END
# 7 instructions, 1 R-regs
