!!ARBfp1.0
# tessera ARBfp writer
# source file: loop_bounds_constant_expressions.cg
#profile arbfp1
#program main
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float4 main : COLOR : result.color : 1 : 1
#const c[0] = 0 1 0.25
PARAM c[1] = { { 0, 1, 0.25 } };
TEMP R0;
# loop_bounds_constant_expressions.cg:6  for (int i = 0 - 1; i <= 1; i++) s += uv.x * i;
ADD R0.x, c[0], -fragment.texcoord[0];
MAD R0.x, fragment.texcoord[0], c[0], R0;
ADD R0.x, R0, fragment.texcoord[0];
# loop_bounds_constant_expressions.cg:8  for (int j = n - 1; j >= 0; j--) s += 0.25;
ADD R0.x, R0, c[0].z;
ADD R0.x, R0, c[0].z;
ADD result.color.x, R0, c[0].z;
# loop_bounds_constant_expressions.cg:4  float4 main(float2 uv : TEXCOORD0) : COLOR {
MOV result.color.yzw, c[0].xxxy;
END
# 7 instructions, 1 R-regs
