!!ARBfp1.0
# tessera ARBfp writer
# source file: constants_pool.ir
#profile arbfp1
#program main
#semantic v : TEXCOORD0
#semantic main : COLOR
#var float4 v : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float4 main : COLOR : result.color : -1 : 1
#const c[0] = 0.5 2 3 4
#const c[1] = 0.5 2 -0.25 -0.5
#const c[2] = 5 6
PARAM c[3] = { { 0.5, 2, 3, 4 },
		{ 0.5, 2, -0.25, -0.5 },
		{ 5, 6 } };
TEMP R0;
# constants_pool.ir:10  %4: float4 = add %2, %3
MAD R0, fragment.texcoord[0], c[0], -c[1];
# constants_pool.ir:12  %6: float4 = mul %4, %5
MUL result.color, R0, c[2].xyxy;
END
# 2 instructions, 1 R-regs
