!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/projective.cg
#profile arbfp1
#program main
#semantic slide
#semantic projector
#semantic ambient
#semantic uv : TEXCOORD0
#semantic color : COLOR0
#semantic main : COLOR
#var sampler2D slide :  : texunit 0 : 0 : 1
#var float4x4 projector :  : program.local[0..3] : 1 : 1
#var float3 ambient :  : c[3] : 2 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 3 : 1
#var float4 color : COLOR0 : fragment.color.primary : 4 : 1
#var float4 main : COLOR : result.color : 5 : 1
#const c[4] = 0 1
PARAM c[5] = { program.local[0..1],
		program.local[3..4],
		{ 0, 1 } };
TEMP R0;
TEMP R1;
TEMP R2;
# /work/main/examples/cg/projective.cg:20  float4 q = mul(projector, float4(uv, 0, 1));
MOV R0.xy, fragment.texcoord[0];
MOV R0.zw, c[4].xxxy;
DP4 R1.x, c[0], R0;
DP4 R1.y, c[1], R0;
DP4 R1.w, c[2], R0;
# /work/main/examples/cg/projective.cg:21  float3 projected = tex2Dproj(slide, q.xyw).rgb;
TXP R0.xyz, R1, texture[0], 2D;
# /work/main/examples/cg/projective.cg:22  float2 st = q.xy / q.w;
RCP R0.w, R1.w;
MUL R2.xw, R1.xxxy, R0.w;
# /work/main/examples/cg/projective.cg:23  float inside = step(0, q.w) * step(0, st.x) * step(st.x, 1) * step(0, st.y) * step(st.y, 1);
SGE R0.w, R1, c[4].x;
SGE R2.y, R2.x, c[4].x;
MUL R0.w, R0, R2.y;
SGE R2.y, c[4], R2.x;
MUL R0.w, R0, R2.y;
SGE R2.y, R2.w, c[4].x;
MUL R0.w, R0, R2.y;
SGE R1.w, c[4].y, R2;
MUL R0.w, R0, R1;
# /work/main/examples/cg/projective.cg:24  return float4(color.rgb * (ambient + projected * inside), 1);
MAD R0.xyw, R0.xyyz, R0.w, c[3].xyyz;
MUL result.color.xyz, fragment.color.primary, R0.xyww;
# /work/main/examples/cg/projective.cg:18  float4 main(float2 uv : TEXCOORD0, float4 color : COLOR0) : COLOR
MOV result.color.w, c[4].y;
END
# 20 instructions, 3 R-regs
