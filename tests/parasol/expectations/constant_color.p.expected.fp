!!ARBfp1.0
# tessera ARBfp writer
# source file: constant_color.p
# source file: <parasol-stdlib>
#profile arbfp1
#program main
#semantic uv : TEXCOORD0
#semantic color : COLOR
#var float4 uv : TEXCOORD0 : fragment.texcoord[0] : 0 : 0
#var float4 color : COLOR : result.color : 1 : 1
#const c[0] = 0.25 0.5 0.75 1
PARAM c[1] = { { 0.25, 0.5, 0.75, 1 } };
# constant_color.p:21  out color = result;
MOV result.color, c[0];
END
# 1 instructions, 0 R-regs
