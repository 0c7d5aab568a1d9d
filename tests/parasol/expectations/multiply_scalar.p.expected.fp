!!ARBfp1.0
# tessera ARBfp writer
# source file: multiply_scalar.p
# source file: <parasol-stdlib>
#profile arbfp1
#program main
#semantic uv : TEXCOORD0
#semantic color : COLOR
#var float4 uv : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float4 color : COLOR : result.color : 1 : 1
#const c[0] = 0.5
PARAM c[1] = { { 0.5 } };
# <parasol-stdlib>:160  function multiply_scalar (v : vector_4f, x : float) : vector_4f = X.multiply (v, new vector_4f (x, x, x, x));
MUL result.color, fragment.texcoord[0], c[0].x;
END
# 1 instructions, 0 R-regs
