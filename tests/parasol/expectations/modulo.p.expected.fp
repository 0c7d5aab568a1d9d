!!ARBfp1.0
# tessera ARBfp writer
# source file: modulo.p
# source file: <parasol-stdlib>
#profile arbfp1
#program main
#semantic uv : TEXCOORD0
#semantic color : COLOR
#var float4 uv : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float4 color : COLOR : result.color : 1 : 1
#const c[0] = 0 1 4 -0.25
PARAM c[1] = { { 0, 1, 4, -0.25 } };
TEMP R0;
# <parasol-stdlib>:39  X.subtract (x, X.multiply (y, X.floor (X.divide (x, y))));
MUL R0.x, fragment.texcoord[0], c[0].z;
FLR R0.x, R0;
MAD result.color.x, c[0].w, R0, fragment.texcoord[0];
# modulo.p:21  out color = result;
MOV result.color.yzw, c[0].xxxy;
END
# 4 instructions, 1 R-regs
