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
TEMP R1;
# /work/main/examples/cg/halftone.cg:20  float y = dot(tex2D(image, uv).rgb, float3(0.299, 0.587, 0.114));
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
# /work/main/examples/cg/halftone.cg:17  float2 p = mul(rotate, uv) * screen.x;
MOV R1.x, c[0].y;
MOV R1.y, -c[0].z;
MUL R1.xy, R1, fragment.texcoord[0];
ADD R1.x, R1, R1.y;
MUL R1.zw, c[0].zzzy, fragment.texcoord[0].xxxy;
ADD R1.y, R1.z, R1.w;
MUL R1.xy, R1, c[0].x;
# /work/main/examples/cg/halftone.cg:18  float2 cellCenter = floor(p) + 0.5;
FLR R1.zw, R1.xxxy;
ADD R1.zw, R1, c[3].w;
# /work/main/examples/cg/halftone.cg:19  float2 f = p - cellCenter;
ADD R1.xy, R1, -R1.zwww;
# /work/main/examples/cg/halftone.cg:20  float y = dot(tex2D(image, uv).rgb, float3(0.299, 0.587, 0.114));
DP3 R1.z, R0, c[3];
# /work/main/examples/cg/halftone.cg:21  float radius = sqrt(1 - y) * 0.7;
ADD R1.z, c[4].x, -R1;
RSQ R1.z, R1.z;
RCP R1.z, R1.z;
MUL R1.z, R1, c[4].y;
# /work/main/examples/cg/halftone.cg:22  float ink = 1 - smoothstep(radius - 0.06, radius + 0.06, length(f));
ADD R1.w, R1.z, c[4].z;
ADD R1.z, R1, -c[4];
MUL R1.xy, R1, R1;
ADD R1.x, R1, R1.y;
RSQ R1.x, R1.x;
RCP R1.x, R1.x;
ADD R1.x, R1, -R1.w;
ADD R1.y, R1.z, -R1.w;
RCP R1.y, R1.y;
MUL_SAT R0.x, R1, R1.y;
MAD R0.y, R0.x, c[4].w, c[5].x;
MUL R0.x, R0, R0;
MUL R0.x, R0, R0.y;
ADD R0.x, c[4], -R0;
# /work/main/examples/cg/halftone.cg:23  return float4(lerp(paperColor, inkColor, ink), 1);
LRP result.color.xyz, R0.x, c[1], c[2];
# /work/main/examples/cg/halftone.cg:14  float4 main(float2 uv : TEXCOORD0) : COLOR
MOV result.color.w, c[4].x;
END
# 32 instructions, 2 R-regs
