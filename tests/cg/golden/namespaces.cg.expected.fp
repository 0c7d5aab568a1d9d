!!ARBfp1.0
# tessera ARBfp writer
# source file: namespaces.cg
#profile arbfp1
#program main
#semantic c : COLOR0
#semantic main : COLOR
#var float4 c : COLOR0 : fragment.color.primary : 0 : 1
#var float4 main : COLOR : result.color : 1 : 1
#const c[0] = 0.5 0.25
PARAM c[1] = { { 0.5, 0.25 } };
# namespaces.cg:15  return r * 0.5 + b.color * 0.25;
MAD result.color, fragment.color.primary, c[0].x, c[0].y;
END
# 1 instructions, 0 R-regs
