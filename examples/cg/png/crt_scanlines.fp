!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/crt_scanlines.cg
#profile arbfp1
#program main
#semantic image
#semantic sourceSize
#semantic crt
#semantic uv : TEXCOORD0
#semantic wpos : WPOS
#semantic main : COLOR
#var sampler2D image :  : texunit 0 : 0 : 1
#var float2 sourceSize :  : c[0] : 1 : 1
#var float4 crt :  : c[1] : 2 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 3 : 1
#var float4 wpos : WPOS : fragment.position : 4 : 1
#var float4 main : COLOR : result.color : 5 : 1
#const c[2] = 0.75 1 2 0.5
#const c[3] = 3.1415927 0.33333334 -3 0
#const c[4] = 1.5 0.25
PARAM c[5] = { program.local[0..1],
		{ 0.75, 1, 2, 0.5 },
		{ 3.1415927, 0.33333334, -3, 0 },
		{ 1.5, 0.25 } };
TEMP R0;
TEMP R1;
TEMP R2;
# /work/main/examples/cg/crt_scanlines.cg:16  float2 p = uv * 2 - 1;
MAD R0.xw, fragment.texcoord[0].xxxy, c[2].z, -c[2].y;
# /work/main/examples/cg/crt_scanlines.cg:17  p *= 1 + crt.x * dot(p, p) * float2(0.75, 1);
MUL R0.yz, R0.xxww, R0.xxww;
ADD R0.y, R0, R0.z;
MUL R0.y, c[1].x, R0;
MAD R0.yz, R0.y, c[2].xxyy, c[2].y;
MUL R0.xw, R0, R0.yyyz;
# /work/main/examples/cg/crt_scanlines.cg:18  float2 screen = p * 0.5 + 0.5;
MAD R0.yz, R0.xxww, c[2].w, c[2].w;
# /work/main/examples/cg/crt_scanlines.cg:19  float3 c = tex2D(image, screen).rgb;
TEX R1.xyz, R0.yzzz, texture[0], 2D;
# /work/main/examples/cg/crt_scanlines.cg:21  float scan = sin(screen.y * sourceSize.y * pi);
MUL R1.w, R0.z, c[0].y;
MUL R1.w, R1, c[3].x;
SIN R1.w, R1.w;
# /work/main/examples/cg/crt_scanlines.cg:22  c *= 1 - crt.y * scan * scan;
MUL R0.y, c[1], R1.w;
MAD R1.w, -R0.y, R1, c[2].y;
MUL R1.xyw, R1.xyyz, R1.w;
# /work/main/examples/cg/crt_scanlines.cg:23  float column = fmod(floor(wpos.x), 3);
FLR R1.z, fragment.position.x;
MUL R0.y, R1.z, c[3];
ABS R0.z, R0.y;
FLR R0.z, R0;
CMP R0.y, R0, -R0.z, R0.z;
MAD R1.z, c[3], R0.y, R1;
# /work/main/examples/cg/crt_scanlines.cg:24  float3 mask = float3(column == 0, column == 1, column == 2);
ABS R0.y, R1.z;
SGE R2.x, -R0.y, c[3].w;
ADD R2.z, R1, -c[2].y;
ABS R2.z, R2;
SGE R2.y, -R2.z, c[3].w;
ADD R1.z, R1, -c[2];
ABS R1.z, R1;
SGE R2.w, -R1.z, c[3];
# /work/main/examples/cg/crt_scanlines.cg:25  c *= lerp(float3(1, 1, 1), mask * 1.5 + 0.25, crt.z) * crt.w;
MAD R2.xyw, R2, c[4].x, c[4].y;
LRP R2.xyw, c[1].z, R2, c[2].y;
MUL R2.xyw, R2, c[1].w;
MUL R1.xyw, R1, R2;
# /work/main/examples/cg/crt_scanlines.cg:26  float2 edge = step(abs(p), float2(1, 1));
ABS R0.xw, R0;
SGE R0.xw, c[2].y, R0;
# /work/main/examples/cg/crt_scanlines.cg:27  return float4(c * edge.x * edge.y, 1);
MUL R1.xyw, R1, R0.x;
MUL result.color.xyz, R1.xyww, R0.w;
# /work/main/examples/cg/crt_scanlines.cg:14  float4 main(float2 uv : TEXCOORD0, float4 wpos : WPOS) : COLOR
MOV result.color.w, c[2].y;
END
# 37 instructions, 3 R-regs
