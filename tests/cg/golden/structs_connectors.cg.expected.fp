!!ARBfp1.0
# tessera ARBfp writer
# source file: structs_connectors.cg
#profile arbfp1
#program main
#semantic i.color : COLOR0
#semantic i.uv : TEXCOORD0
#semantic tex : TEXUNIT1
#semantic main.color : COLOR
#semantic main.depth : DEPTH
#var float4 i.color : COLOR0 : fragment.color.primary : 0 : 1
#var float2 i.uv : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var sampler2D tex : TEXUNIT1 : texunit 1 : 1 : 1
#var float4 main.color : COLOR : result.color : 2 : 1
#var float main.depth : DEPTH : result.depth : 2 : 1
TEMP R0;
# structs_connectors.cg:13  o.color = tex2D(tex, i.uv) * i.color;
TEX R0, fragment.texcoord[0], texture[1], 2D;
MUL result.color, R0, fragment.color.primary;
# structs_connectors.cg:10  Out main(In i, uniform sampler2D tex : TEXUNIT1)
MOV result.depth.z, fragment.texcoord[0].x;
END
# 3 instructions, 1 R-regs
