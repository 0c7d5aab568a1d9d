!!ARBfp1.0
OPTION NV_fragment_program2;
# tessera ARBfp writer
# source file: nv_fp40_face.cg
#profile fp40
#program main
#semantic face : FACE
#semantic c : COLOR0
#semantic main : COLOR
#var float face : FACE : fragment.facing : 0 : 1
#var float4 c : COLOR0 : fragment.color.primary : 1 : 1
#var float4 main : COLOR : result.color : 2 : 1
TEMP RC;
TEMP HC;
OUTPUT oCol = result.color;
# nv_fp40_face.cg:7  return face > 0 ? c : -c;
CMP   oCol, -fragment.facing.x, fragment.color.primary, -fragment.color.primary;
END
# 1 instructions, 0 R-regs, 0 H-regs
