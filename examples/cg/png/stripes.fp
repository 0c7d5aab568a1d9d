!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/stripes.cg
#profile arbfp1
#program main
#semantic rotation
#semantic stripe
#semantic ink
#semantic paper
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var float2x2 rotation :  : c[0], 2 : 0 : 1
#var float2 stripe :  : c[2] : 1 : 1
#var float3 ink :  : c[3] : 2 : 1
#var float3 paper :  : c[4] : 3 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 4 : 1
#var float4 main : COLOR : result.color : 5 : 1
#const c[5] = 1
PARAM c[6] = { program.local[0..4],
		{ 1 } };
TEMP R0;
# /work/main/examples/cg/stripes.cg:16  float2 q = mul(rotation, uv);
MUL R0.xy, c[0], fragment.texcoord[0];
ADD R0.x, R0, R0.y;
MUL R0.yz, c[1].xxyy, fragment.texcoord[0].xxyy;
# /work/main/examples/cg/stripes.cg:17  float f = frac(q.x * stripe.x);
MUL R0.x, R0, c[2];
FRC R0.x, R0;
# /work/main/examples/cg/stripes.cg:18  float s = step(f, stripe.y);
SGE R0.x, c[2].y, R0;
# /work/main/examples/cg/stripes.cg:19  return float4(lerp(paper, ink, s), 1);
LRP result.color.xyz, R0.x, c[3], c[4];
# /work/main/examples/cg/stripes.cg:14  float4 main(float2 uv : TEXCOORD0) : COLOR
MOV result.color.w, c[5].x;
END
# 8 instructions, 1 R-regs
