!!ARBfp1.0
# tessera ARBfp writer
# source file: float_add.p
# source file: <parasol-stdlib>
#profile arbfp1
#program main
#semantic uv : TEXCOORD0
#semantic color : COLOR
#var float4 uv : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float4 color : COLOR : result.color : 1 : 1
#const c[0] = 0 1
PARAM c[1] = { { 0, 1 } };
# <parasol-stdlib>:17  function add (x : float, y : float) : float = X.add (x, y);
ADD result.color.x, fragment.texcoord[0], fragment.texcoord[0].y;
# float_add.p:21  out color = result;
MOV result.color.yzw, c[0].xxxy;
END
# 2 instructions, 0 R-regs
