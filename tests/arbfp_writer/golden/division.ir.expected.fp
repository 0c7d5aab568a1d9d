!!ARBfp1.0
# tessera ARBfp writer
# source file: division.ir
#profile arbfp1
#program main
#semantic a : TEXCOORD0
#semantic b : TEXCOORD1
#semantic main : COLOR
#var float4 a : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float4 b : TEXCOORD1 : fragment.texcoord[1] : 1 : 1
#var float4 main : COLOR : result.color : -1 : 1
#const c[0] = 0.5 0.25 0.125 2
PARAM c[1] = { { 0.5, 0.25, 0.125, 2 } };
TEMP R0;
# division.ir:9  %3: float4 = div %0, %2
RCP R0.x, fragment.texcoord[1].x;
RCP R0.y, fragment.texcoord[1].y;
MUL R0, fragment.texcoord[0], R0.xxyy;
# division.ir:11  %5: float4 = div %3, %4
MUL result.color, R0, c[0];
END
# 4 instructions, 1 R-regs
