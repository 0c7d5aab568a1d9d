!!ARBfp1.0
OPTION NV_fragment_program2;
# tessera ARBfp writer
# source file: nv_fp40_lod_grad.cg
#profile fp40
#program main
#semantic t : TEXCOORD0
#semantic d : TEXCOORD1
#semantic s
#semantic e
#semantic main : COLOR
#var float4 t : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float3 d : TEXCOORD1 : fragment.texcoord[1] : 1 : 1
#var sampler2D s :  : texunit 0 : 2 : 1
#var samplerCUBE e :  : texunit 1 : 3 : 1
#var float4 main : COLOR : result.color : 4 : 1
TEMP R0;
TEMP R1;
TEMP RC;
TEMP HC;
OUTPUT oCol = result.color;
# nv_fp40_lod_grad.cg:8  return tex2Dlod(s, t) + texCUBE(e, t.xyz, d.xyx, d.zzy);
TXL   R0, fragment.texcoord[0], texture[0], 2D;
TXD   R1, fragment.texcoord[0], fragment.texcoord[1].xyxx, fragment.texcoord[1].zzyy, texture[1], CUBE;
ADDR  oCol, R0, R1;
END
# 3 instructions, 2 R-regs, 0 H-regs
