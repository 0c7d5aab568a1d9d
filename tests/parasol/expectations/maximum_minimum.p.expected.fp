!!ARBfp1.0
# tessera ARBfp writer
# source file: maximum_minimum.p
# source file: <parasol-stdlib>
#profile arbfp1
#program main
#semantic uv : TEXCOORD0
#semantic color : COLOR
#var float4 uv : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float4 color : COLOR : result.color : 1 : 1
#const c[0] = 0.25 0.75
PARAM c[1] = { { 0.25, 0.75 } };
TEMP R0;
# <parasol-stdlib>:157  function maximum (v0 : vector_4f, v1 : vector_4f) : vector_4f = X.max (v0, v1);
MAX R0, fragment.texcoord[0], c[0].x;
# <parasol-stdlib>:158  function minimum (v0 : vector_4f, v1 : vector_4f) : vector_4f = X.min (v0, v1);
MIN result.color, R0, c[0].y;
END
# 2 instructions, 1 R-regs
