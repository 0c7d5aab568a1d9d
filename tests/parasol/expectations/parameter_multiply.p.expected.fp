!!ARBfp1.0
# tessera ARBfp writer
# source file: parameter_multiply.p
# source file: <parasol-stdlib>
#profile arbfp1
#program main
#semantic uv : TEXCOORD0
#semantic tint
#semantic color : COLOR
#var float4 uv : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float4 tint :  : c[0] : 1 : 1
#var float4 color : COLOR : result.color : 2 : 1
PARAM c[1] = { program.local[0] };
# <parasol-stdlib>:159  function multiply (v0 : vector_4f, v1 : vector_4f) : vector_4f = X.multiply (v0, v1);
MUL result.color, fragment.texcoord[0], c[0];
END
# 1 instructions, 0 R-regs
