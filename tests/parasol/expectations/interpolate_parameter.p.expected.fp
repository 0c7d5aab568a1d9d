!!ARBfp1.0
# tessera ARBfp writer
# source file: interpolate_parameter.p
# source file: <parasol-stdlib>
#profile arbfp1
#program main
#semantic uv : TEXCOORD0
#semantic tint
#semantic color : COLOR
#var float4 uv : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float4 tint :  : c[0] : 1 : 1
#var float4 color : COLOR : result.color : 2 : 1
#const c[1] = 0.25
PARAM c[2] = { program.local[0],
		{ 0.25 } };
# <parasol-stdlib>:154  X.lerp (v0, v1, new vector_4f (t, t, t, t));
LRP result.color, c[1].x, c[0], fragment.texcoord[0];
END
# 1 instructions, 0 R-regs
