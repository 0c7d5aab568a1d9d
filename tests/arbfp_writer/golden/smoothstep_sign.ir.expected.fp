!!ARBfp1.0
# tessera ARBfp writer
# source file: smoothstep_sign.ir
#profile arbfp1
#program main
#semantic v : TEXCOORD0
#semantic main : COLOR
#var float4 v : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float4 main : COLOR : result.color : -1 : 1
#const c[0] = 0.25 2 3 1
#const c[1] = 0
PARAM c[2] = { { 0.25, 2, 3, 1 },
		{ 0 } };
TEMP R0;
TEMP R1;
# smoothstep_sign.ir:8  %3: float4 = intrinsic smoothstep %1, %2, %0
ADD R0, fragment.texcoord[0], -c[0].x;
MUL_SAT R0, R0, c[0].y;
MAD R1, R0, -c[0].y, c[0].z;
MUL R0, R0, R0;
MUL R0, R0, R1;
# smoothstep_sign.ir:9  %4: float4 = intrinsic sign %0
CMP R1, -fragment.texcoord[0], c[0].w, c[1].x;
CMP R1, fragment.texcoord[0], -c[0].w, R1;
# smoothstep_sign.ir:10  %5: float4 = add %3, %4
ADD result.color, R0, R1;
END
# 8 instructions, 2 R-regs
