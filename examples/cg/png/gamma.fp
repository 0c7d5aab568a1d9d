!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/gamma.cg
#profile arbfp1
#program main
#semantic exposure
#semantic color : COLOR0
#semantic main : COLOR
#var float2 exposure :  : c[0] : 0 : 1
#var float4 color : COLOR0 : fragment.color.primary : 1 : 1
#var float4 main : COLOR : result.color : 2 : 1
#const c[1] = 1
PARAM c[2] = { program.local[0],
		{ 1 } };
TEMP R0;
TEMP R1;
# /work/main/examples/cg/gamma.cg:12  float3 linearRgb = saturate(color.rgb * exposure.x);
MUL_SAT R0.xyz, fragment.color.primary, c[0].x;
# /work/main/examples/cg/gamma.cg:13  float3 encoded = exp2(log2(linearRgb) * exposure.y);
LG2 R1.x, R0.x;
LG2 R1.y, R0.y;
LG2 R1.z, R0.z;
MUL R0.xyz, R1, c[0].y;
EX2 R1.x, R0.x;
EX2 R1.y, R0.y;
EX2 R1.z, R0.z;
# /work/main/examples/cg/gamma.cg:10  float4 main(float4 color : COLOR0) : COLOR
MOV result.color.xyz, R1;
MOV result.color.w, c[1].x;
END
# 10 instructions, 2 R-regs
