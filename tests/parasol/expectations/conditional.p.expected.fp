!!ARBfp1.0
# tessera ARBfp writer
# source file: conditional.p
# source file: <parasol-stdlib>
#profile arbfp1
#program main
#semantic uv : TEXCOORD0
#semantic color : COLOR
#var float4 uv : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float4 color : COLOR : result.color : 1 : 1
#const c[0] = 0 1 0.5
PARAM c[1] = { { 0, 1, 0.5 } };
TEMP R0;
# conditional.p:19  value result = if F.greater (uv [x], 0.5) then new vector_4f (1.0, 1.0, 1.0, 1.0) else new vector_4f (0.0, 0.0, 0.0, 1.0) end;
ADD R0.x, c[0].z, -fragment.texcoord[0];
CMP result.color, R0.x, c[0].y, c[0].xxxy;
END
# 2 instructions, 1 R-regs
