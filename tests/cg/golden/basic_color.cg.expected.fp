!!ARBfp1.0
# tessera ARBfp writer
# source file: basic_color.cg
#profile arbfp1
#program main
#semantic uv : TEXCOORD0
#semantic color : COLOR0
#semantic tex
#semantic main : COLOR
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float4 color : COLOR0 : fragment.color.primary : 1 : 1
#var sampler2D tex :  : texunit 0 : 2 : 1
#var float4 main : COLOR : result.color : 3 : 1
TEMP R0;
# basic_color.cg:4  return tex2D(tex, uv) * color;
TEX R0, fragment.texcoord[0], texture[0], 2D;
MUL result.color, R0, fragment.color.primary;
END
# 2 instructions, 1 R-regs
