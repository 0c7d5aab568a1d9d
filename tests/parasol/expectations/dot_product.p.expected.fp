!!ARBfp1.0
# tessera ARBfp writer
# source file: dot_product.p
# source file: <parasol-stdlib>
#profile arbfp1
#program main
#semantic uv : TEXCOORD0
#semantic color : COLOR
#var float4 uv : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float4 color : COLOR : result.color : 1 : 1
#const c[0] = 0.5 0.25 0.125
PARAM c[1] = { { 0.5, 0.25, 0.125 } };
TEMP R0;
# <parasol-stdlib>:128  function dot (v0 : vector_3f, v1 : vector_3f) : float = X.dot (v0, v1);
DP3 R0.x, fragment.texcoord[0], c[0];
# dot_product.p:21  out color = result;
MOV result.color, R0.x;
END
# 2 instructions, 1 R-regs
