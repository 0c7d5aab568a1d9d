!!ARBfp1.0
# tessera ARBfp writer
# source file: exp_log_pow.ir
#profile arbfp1
#program main
#semantic v : TEXCOORD0
#semantic main : COLOR
#var float4 v : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float4 main : COLOR : result.color : -1 : 1
#const c[0] = 1.442695 0.6931472
PARAM c[1] = { { 1.442695, 0.6931472 } };
TEMP R0;
# exp_log_pow.ir:10  %5: float = intrinsic exp %1
MUL R0.x, fragment.texcoord[0], c[0];
EX2 result.color.x, R0.x;
# exp_log_pow.ir:11  %6: float = intrinsic log %2
LG2 R0.x, fragment.texcoord[0].y;
MUL result.color.y, R0.x, c[0];
# exp_log_pow.ir:12  %7: float = intrinsic pow %3, %4
POW result.color.z, fragment.texcoord[0].z, fragment.texcoord[0].w;
# exp_log_pow.ir:13  %8: float = intrinsic exp2 %4
EX2 result.color.w, fragment.texcoord[0].w;
END
# 6 instructions, 1 R-regs
