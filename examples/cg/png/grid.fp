!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/grid.cg
#profile arbfp1
#program main
#semantic spacing
#semantic lineWidth
#semantic paper
#semantic minorInk
#semantic majorInk
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var float2 spacing :  : c[0] : 0 : 1
#var float2 lineWidth :  : c[1] : 1 : 1
#var float3 paper :  : c[2] : 2 : 1
#var float3 minorInk :  : c[3] : 3 : 1
#var float3 majorInk :  : c[4] : 4 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 5 : 1
#var float4 main : COLOR : result.color : 6 : 1
#const c[5] = 0.5 1
PARAM c[6] = { program.local[0..4],
		{ 0.5, 1 } };
TEMP R0;
# /work/main/examples/cg/grid.cg:23  float minor = lines(uv * spacing.x, lineWidth.x);
MUL R0.xy, fragment.texcoord[0], c[0].x;
# /work/main/examples/cg/grid.cg:17  float2 d = abs(frac(p - 0.5) - 0.5);
ADD R0.zw, R0.xxxy, -c[5].x;
FRC R0.zw, R0;
ADD R0.zw, R0, -c[5].x;
ABS R0.zw, R0;
# /work/main/examples/cg/grid.cg:18  return 1 - step(width, min(d.x, d.y));
MIN R0.z, R0, R0.w;
SGE R0.z, R0, c[1].x;
ADD R0.z, c[5].y, -R0;
# /work/main/examples/cg/grid.cg:17  float2 d = abs(frac(p - 0.5) - 0.5);
RCP R0.w, c[0].y;
MAD R0.xy, R0, R0.w, -c[5].x;
FRC R0.xy, R0;
ADD R0.xy, R0, -c[5].x;
ABS R0.xy, R0;
# /work/main/examples/cg/grid.cg:18  return 1 - step(width, min(d.x, d.y));
MIN R0.x, R0, R0.y;
SGE R0.x, R0, c[1].y;
ADD R0.x, c[5].y, -R0;
# /work/main/examples/cg/grid.cg:25  float3 c = lerp(paper, minorInk, minor);
LRP R0.yzw, R0.z, c[3].xxyz, c[2].xxyz;
# /work/main/examples/cg/grid.cg:26  c = lerp(c, majorInk, major);
LRP result.color.xyz, R0.x, c[4], R0.yzww;
# /work/main/examples/cg/grid.cg:21  float4 main(float2 uv : TEXCOORD0) : COLOR
MOV result.color.w, c[5].y;
END
# 19 instructions, 1 R-regs
