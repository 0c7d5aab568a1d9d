!!ARBfp1.0
# tessera ARBfp writer
# source file: function_calls.cg
#profile arbfp1
#program main
#semantic c : COLOR0
#semantic main : COLOR
#var float4 c : COLOR0 : fragment.color.primary : 0 : 1
#var float4 main : COLOR : result.color : 1 : 1
#const c[0] = 3 2 1
PARAM c[1] = { { 3, 2, 1 } };
TEMP R0;
# function_calls.cg:2  float3 ramp(float x) { return float3(x, 2 * x, 3 * x); }
MUL R0.xy, c[0], fragment.color.primary;
# function_calls.cg:4  float4 main(float4 c : COLOR0) : COLOR
MOV result.color.xy, R0;
MOV result.color.z, fragment.color.primary.y;
MOV result.color.w, c[0].z;
END
# 4 instructions, 1 R-regs
