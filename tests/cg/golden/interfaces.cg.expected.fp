!!ARBfp1.0
# tessera ARBfp writer
# source file: interfaces.cg
#profile arbfp1
#program main
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float4 main : COLOR : result.color : 1 : 1
#const c[0] = 0 1 0.5 0.25
PARAM c[1] = { { 0, 1, 0.5, 0.25 } };
TEMP R0;
# interfaces.cg:9  float coverage(float2 p) { return step(length(p), radius); }
MUL R0.xy, fragment.texcoord[0], fragment.texcoord[0];
ADD R0.x, R0, R0.y;
RSQ R0.x, R0.x;
RCP R0.x, R0.x;
SGE result.color.x, c[0].z, R0;
# interfaces.cg:13  float coverage(float2 p) { return step(abs(p.y), width); }
ABS R0.x, fragment.texcoord[0].y;
SGE result.color.y, c[0].w, R0.x;
# interfaces.cg:17  float4 main(float2 uv : TEXCOORD0) : COLOR
MOV result.color.zw, c[0].xxxy;
END
# 8 instructions, 1 R-regs
