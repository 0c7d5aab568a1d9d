!!ARBfp1.0
# tessera ARBfp writer
# source file: texture_lookup.p
# source file: <parasol-stdlib>
#profile arbfp1
#program main
#semantic uv : TEXCOORD0
#semantic image
#semantic color : COLOR
#var float4 uv : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var sampler2D image :  : texunit 0 : 1 : 1
#var float4 color : COLOR : result.color : 2 : 1
# <parasol-stdlib>:74  function texture (t : sampler_2d, uv : vector_2f) : vector_4f = X.texture (t, uv);
TEX result.color, fragment.texcoord[0], texture[0], 2D;
END
# 1 instructions, 0 R-regs
