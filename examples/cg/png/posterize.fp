!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/posterize.cg
#profile arbfp1
#program main
#semantic levels
#semantic color : COLOR0
#semantic main : COLOR
#var float2 levels :  : c[0] : 0 : 1
#var float4 color : COLOR0 : fragment.color.primary : 1 : 1
#var float4 main : COLOR : result.color : 2 : 1
#const c[1] = 1
PARAM c[2] = { program.local[0],
		{ 1 } };
TEMP R0;
TEMP R1;
# /work/main/examples/cg/posterize.cg:12  float3 c = pow(color.rgb, levels.y);
POW R0.x, fragment.color.primary.x, c[0].y;
POW R0.y, fragment.color.primary.y, c[0].y;
POW R0.z, fragment.color.primary.z, c[0].y;
# /work/main/examples/cg/posterize.cg:13  c = floor(c * levels.x) / (levels.x - 1);
MUL R0.xyz, R0, c[0].x;
FLR R0.xyz, R0;
ADD R0.w, c[0].x, -c[1].x;
RCP R0.w, R0.w;
MUL_SAT R0.xyz, R0, R0.w;
# /work/main/examples/cg/posterize.cg:14  c = pow(saturate(c), 1 / levels.y);
RCP R0.w, c[0].y;
POW R1.x, R0.x, R0.w;
POW R1.y, R0.y, R0.w;
POW R1.z, R0.z, R0.w;
# /work/main/examples/cg/posterize.cg:10  float4 main(float4 color : COLOR0) : COLOR
MOV result.color.xyz, R1;
MOV result.color.w, c[1].x;
END
# 14 instructions, 2 R-regs
