!!ARBfp1.0
# tessera ARBfp writer
# source file: matrix_column.p
# source file: <parasol-stdlib>
#profile arbfp1
#program main
#semantic uv : TEXCOORD0
#semantic m
#semantic color : COLOR
#var float4 uv : TEXCOORD0 : fragment.texcoord[0] : 0 : 0
#var float4x4 m :  : program.local[0..3] : 1 : 1
#var float4 color : COLOR : result.color : 2 : 1
PARAM c[1] = { program.local[1] };
# matrix_column.p:20  out color = result;
MOV result.color, c[0];
END
# 1 instructions, 0 R-regs
