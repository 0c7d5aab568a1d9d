!!ARBfp1.0
# tessera ARBfp writer
# source file: compare_values.ir
#profile arbfp1
#program main
#semantic x : TEXCOORD0
#semantic y : TEXCOORD1
#semantic main : COLOR
#var float4 x : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float4 y : TEXCOORD1 : fragment.texcoord[1] : 1 : 1
#var float4 main : COLOR : result.color : -1 : 1
#const c[0] = 0
PARAM c[1] = { { 0 } };
TEMP R0;
TEMP R1;
# compare_values.ir:10  %4: bool4 = or %2, %3
ADD R0, fragment.texcoord[0], -fragment.texcoord[1];
ABS R0, R0;
SGE R0, -R0, c[0].x;
SLT R1, fragment.texcoord[0], fragment.texcoord[1];
MAX result.color, R1, R0;
END
# 5 instructions, 2 R-regs
