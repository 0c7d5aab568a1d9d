!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/clamp_bands.cg
#profile arbfp1
#program main
#semantic band
#semantic color : COLOR0
#semantic main : COLOR
#var float2 band :  : c[0] : 0 : 1
#var float4 color : COLOR0 : fragment.color.primary : 1 : 1
#var float4 main : COLOR : result.color : 2 : 1
#const c[1] = 1 0 0.5 0.25
PARAM c[2] = { program.local[0],
		{ 1, 0, 0.5, 0.25 } };
TEMP R0;
# /work/main/examples/cg/clamp_bands.cg:12  float d = color.r - color.g;
ADD R0.x, fragment.color.primary, -fragment.color.primary.y;
# /work/main/examples/cg/clamp_bands.cg:13  float side = sign(d);
CMP R0.y, -R0.x, c[1].x, c[1];
CMP R0.y, R0.x, -c[1].x, R0;
# /work/main/examples/cg/clamp_bands.cg:14  float glow = clamp(band.y * (band.x - abs(d)), 0, 1);
ABS R0.x, R0;
ADD R0.x, c[0], -R0;
MUL_SAT result.color.y, c[0], R0.x;
# /work/main/examples/cg/clamp_bands.cg:15  return float4(0.5 + 0.5 * side, glow, max(color.b, 0.25), 1);
MAD result.color.x, c[1].z, R0.y, c[1].z;
MAX result.color.z, fragment.color.primary, c[1].w;
# /work/main/examples/cg/clamp_bands.cg:10  float4 main(float4 color : COLOR0) : COLOR
MOV result.color.w, c[1].x;
END
# 9 instructions, 1 R-regs
