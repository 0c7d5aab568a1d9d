!!ARBfp1.0
# tessera ARBfp writer
# source file: discard_below.p
# source file: <parasol-stdlib>
#profile arbfp1
#program main
#semantic uv : TEXCOORD0
#semantic color : COLOR
#var float4 uv : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float4 color : COLOR : result.color : 1 : 1
#const c[0] = 0.5
PARAM c[1] = { { 0.5 } };
TEMP R0;
# discard_below.p:19  discard (F.lesser (uv [w], 0.5));
ADD R0.x, fragment.texcoord[0].w, -c[0];
KIL R0.x;
# discard_below.p:22  out color = result;
MOV result.color, fragment.texcoord[0];
END
# 3 instructions, 1 R-regs
