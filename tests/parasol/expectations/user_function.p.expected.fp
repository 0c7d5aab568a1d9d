!!ARBfp1.0
# tessera ARBfp writer
# source file: user_function.p
# source file: <parasol-stdlib>
#profile arbfp1
#program main
#semantic uv : TEXCOORD0
#semantic color : COLOR
#var float4 uv : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float4 color : COLOR : result.color : 1 : 1
# <parasol-stdlib>:148  function add (v0 : vector_4f, v1 : vector_4f) : vector_4f = X.add (v0, v1);
ADD result.color, fragment.texcoord[0], fragment.texcoord[0];
END
# 1 instructions, 0 R-regs
