!!ARBfp1.0
# tessera ARBfp writer
# source file: matrix_vector.p
# source file: <parasol-stdlib>
#profile arbfp1
#program main
#semantic uv : TEXCOORD0
#semantic m
#semantic color : COLOR
#var float4 uv : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float4x4 m :  : c[0], 4 : 1 : 1
#var float4 color : COLOR : result.color : 2 : 1
PARAM c[4] = { program.local[0..3] };
TEMP R0;
# <parasol-stdlib>:69  function multiply_vector (m : matrix_4x4f, v : vector_4f) : vector_4f = X.multiply_vector (m, v);
MUL R0, c[0], fragment.texcoord[0].x;
MAD R0, c[1], fragment.texcoord[0].y, R0;
MAD R0, c[2], fragment.texcoord[0].z, R0;
MAD R0, c[3], fragment.texcoord[0].w, R0;
# matrix_vector.p:21  out color = result;
MOV result.color, R0;
END
# 5 instructions, 1 R-regs
