!!ARBvp1.0
OPTION NV_vertex_program3;
# tessera ARBvp writer
# source file: nv_vp40_vertex_texture.cg
#profile vp40
#program main
#semantic pos : POSITION
#semantic uv : TEXCOORD0
#semantic h : TEXUNIT1
#semantic hpos : POSITION
#semantic col : COLOR0
#var float4 pos : POSITION : vertex.position : 0 : 1
#var float4 uv : TEXCOORD0 : vertex.texcoord[0] : 1 : 1
#var sampler2D h : TEXUNIT1 : texunit 1 : 2 : 1
#var float4 hpos : POSITION : result.position : 3 : 1
#var float4 col : COLOR0 : result.color : 4 : 1
TEMP R0;
TEMP RC, HC;
# nv_vp40_vertex_texture.cg:10  hpos = pos + tex2Dlod(h, uv);
TXL   R0, vertex.texcoord[0], texture[1], 2D;
# nv_vp40_vertex_texture.cg:11  col = tex2D(h, uv.xy);
TEX   result.color, vertex.texcoord[0], texture[1], 2D;
# nv_vp40_vertex_texture.cg:10  hpos = pos + tex2Dlod(h, uv);
ADD   result.position, vertex.position, R0;
END
# 3 instructions, 1 R-regs
