!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/invert.cg
#profile arbfp1
#program main
#semantic color : COLOR0
#semantic main : COLOR
#var float4 color : COLOR0 : fragment.color.primary : 0 : 1
#var float4 main : COLOR : result.color : 1 : 1
#const c[0] = 1
PARAM c[1] = { { 1 } };
# /work/main/examples/cg/invert.cg:6  return float4(1 - color.rgb, color.a);
ADD result.color.xyz, c[0].x, -fragment.color.primary;
# /work/main/examples/cg/invert.cg:4  float4 main(float4 color : COLOR0) : COLOR
MOV result.color.w, fragment.color.primary;
END
# 2 instructions, 0 R-regs
