!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/brightness_contrast.cg
#profile arbfp1
#program main
#semantic bcs
#semantic color : COLOR0
#semantic main : COLOR
#var float4 bcs :  : c[0] : 0 : 1
#var float4 color : COLOR0 : fragment.color.primary : 1 : 1
#var float4 main : COLOR : result.color : 2 : 1
#const c[1] = 0.299 0.587 0.114 -0.5
PARAM c[2] = { program.local[0],
		{ 0.299, 0.587, 0.114, -0.5 } };
TEMP R0;
# /work/main/examples/cg/brightness_contrast.cg:13  c = (c - 0.5) * bcs.y + 0.5;
MAD R0.xyz, fragment.color.primary, c[0].x, c[1].w;
MAD R0.xyz, R0, c[0].y, -c[1].w;
# /work/main/examples/cg/brightness_contrast.cg:14  float y = dot(c, float3(0.299, 0.587, 0.114));
DP3 R0.w, R0, c[1];
# /work/main/examples/cg/brightness_contrast.cg:15  c = lerp(float3(y, y, y), c, bcs.z);
LRP_SAT result.color.xyz, c[0].z, R0, R0.w;
# /work/main/examples/cg/brightness_contrast.cg:10  float4 main(float4 color : COLOR0) : COLOR
MOV result.color.w, fragment.color.primary;
END
# 5 instructions, 1 R-regs
