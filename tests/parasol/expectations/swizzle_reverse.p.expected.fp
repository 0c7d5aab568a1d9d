!!ARBfp1.0
# tessera ARBfp writer
# source file: swizzle_reverse.p
# source file: <parasol-stdlib>
#profile arbfp1
#program main
#semantic uv : TEXCOORD0
#semantic color : COLOR
#var float4 uv : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float4 color : COLOR : result.color : 1 : 1
# swizzle_reverse.p:21  out color = result;
MOV result.color, fragment.texcoord[0].wzyx;
END
# 1 instructions, 0 R-regs
