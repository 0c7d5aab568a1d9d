!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/halftone.cg
#profile arbfp1
#program main
#semantic image
#semantic screen
#semantic inkColor
#semantic paperColor
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var sampler2D image :  : texunit 0 : 0 : 1
#var float3 screen :  : c[0] : 1 : 1
#var float3 inkColor :  : c[1] : 2 : 1
#var float3 paperColor :  : c[2] : 3 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 4 : 1
#var float4 main : COLOR : result.color : 5 : 1
#const c[3] = 0.299 0.587 0.114 0.5
#const c[4] = 1 0.7 -0.06 -2
#const c[5] = 3
PARAM c[6] = { program.local[0..2],
		{ 0.299, 0.587, 0.114, 0.5 },
		{ 1, 0.7, -0.06, -2 },
		{ 3 } };
TEMP R0;
# /work/main/examples/cg/halftone.cg:17  float2 p = mul(rotate, uv) * screen.x;
MUL R0.x, c[0].y, fragment.texcoord[0];
MUL R0.w, -c[0].z, fragment.texcoord[0].y;
ADD R0.x, R0, R0.w;
MUL R0.yz, c[0].zzyy, fragment.texcoord[0].xxyy;
ADD R0.w, R0.y, R0.z;
MUL R0.xw, R0, c[0].x;
# /work/main/examples/cg/halftone.cg:18  float2 cellCenter = floor(p) + 0.5;
FLR R0.yz, R0.xxww;
ADD R0.yz, R0, c[3].w;
# /work/main/examples/cg/halftone.cg:19  float2 f = p - cellCenter;
ADD R0.xw, R0, -R0.yyyz;
# /work/main/examples/cg/halftone.cg:22  float ink = 1 - smoothstep(radius - 0.06, radius + 0.06, length(f));
MUL R0.xw, R0, R0;
ADD R0.w, R0.x, R0;
RSQ R0.w, R0.w;
RCP R0.w, R0.w;
# /work/main/examples/cg/halftone.cg:20  float y = dot(tex2D(image, uv).rgb, float3(0.299, 0.587, 0.114));
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
DP3 R0.x, R0, c[3];
# /work/main/examples/cg/halftone.cg:21  float radius = sqrt(1 - y) * 0.7;
ADD R0.x, c[4], -R0;
RSQ R0.x, R0.x;
RCP R0.x, R0.x;
# /work/main/examples/cg/halftone.cg:22  float ink = 1 - smoothstep(radius - 0.06, radius + 0.06, length(f));
MAD R0.y, R0.x, c[4], c[4].z;
MAD R0.x, R0, c[4].y, -c[4].z;
ADD R0.w, R0, -R0.y;
ADD R0.x, R0, -R0.y;
RCP R0.x, R0.x;
MUL_SAT R0.w, R0, R0.x;
MAD R0.x, R0.w, c[4].w, c[5];
MUL R0.w, R0, R0;
MUL R0.w, R0, R0.x;
ADD R0.w, c[4].x, -R0;
# /work/main/examples/cg/halftone.cg:23  return float4(lerp(paperColor, inkColor, ink), 1);
LRP result.color.xyz, R0.w, c[1], c[2];
# /work/main/examples/cg/halftone.cg:14  float4 main(float2 uv : TEXCOORD0) : COLOR
MOV result.color.w, c[4].x;
END
# 30 instructions, 1 R-regs
