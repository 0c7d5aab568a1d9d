!!ARBfp1.0
# tessera ARBfp writer
# source file: normalize.p
# source file: <parasol-stdlib>
#profile arbfp1
#program main
#semantic uv : TEXCOORD0
#semantic color : COLOR
#var float4 uv : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float4 color : COLOR : result.color : 1 : 1
#const c[0] = 1
PARAM c[1] = { { 1 } };
TEMP R0;
# <parasol-stdlib>:138  function normalize (v : vector_3f) : vector_3f = X.normalize (v);
DP3 R0.x, fragment.texcoord[0], fragment.texcoord[0];
RSQ R0.x, R0.x;
MUL result.color.xyz, fragment.texcoord[0], R0.x;
# normalize.p:20  out color = result;
MOV result.color.w, c[0].x;
END
# 4 instructions, 1 R-regs
