!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/dither.cg
#profile arbfp1
#program main
#semantic levels
#semantic color : COLOR0
#semantic wpos : WPOS
#semantic main : COLOR
#var float levels :  : c[0] : 0 : 1
#var float4 color : COLOR0 : fragment.color.primary : 1 : 1
#var float4 wpos : WPOS : fragment.position : 2 : 1
#var float4 main : COLOR : result.color : 3 : 1
#const c[1] = 0.5 -2 3 4
#const c[2] = 0.25 1
PARAM c[3] = { program.local[0],
		{ 0.5, -2, 3, 4 },
		{ 0.25, 1 } };
TEMP R0;
TEMP R1;
# /work/main/examples/cg/dither.cg:13  float2 m = fmod(floor(wpos.xy), 2);
FLR R0.xy, fragment.position;
MUL R0.zw, R0.xxxy, c[1].x;
ABS R1.xy, R0.zwww;
FLR R1.xy, R1;
CMP R0.zw, R0, -R1.xxxy, R1.xxxy;
MAD R0.xy, c[1].y, R0.zwww, R0;
# /work/main/examples/cg/dither.cg:14  float threshold = (2 * m.x + 3 * m.y - 4 * m.x * m.y + 0.5) / 4;
MUL R0.z, c[1], R0.y;
MAD R0.z, -c[1].y, R0.x, R0;
MUL R0.w, c[1], R0.x;
MAD R0.x, -R0.w, R0.y, R0.z;
ADD R0.x, R0, c[1];
MUL R0.x, R0, c[2];
# /work/main/examples/cg/dither.cg:15  float3 scaled = color.rgb * levels;
MUL R0.yzw, fragment.color.primary.xxyz, c[0].x;
# /work/main/examples/cg/dither.cg:16  float3 c = floor(scaled) + step(threshold.xxx, frac(scaled));
FLR R1.xyz, R0.yzww;
FRC R0.yzw, R0;
SGE R0.xyz, R0.yzww, R0.x;
ADD R0.xyz, R1, R0;
# /work/main/examples/cg/dither.cg:17  return float4(c / levels, 1);
RCP R0.w, c[0].x;
MUL result.color.xyz, R0, R0.w;
# /work/main/examples/cg/dither.cg:11  float4 main(float4 color : COLOR0, float4 wpos : WPOS) : COLOR
MOV result.color.w, c[2].y;
END
# 20 instructions, 2 R-regs
