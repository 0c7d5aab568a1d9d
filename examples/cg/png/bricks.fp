!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/bricks.cg
#profile arbfp1
#program main
#semantic brickSize
#semantic mortar
#semantic brickColor
#semantic mortarColor
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var float2 brickSize :  : c[0] : 0 : 1
#var float2 mortar :  : c[1] : 1 : 1
#var float3 brickColor :  : c[2] : 2 : 1
#var float3 mortarColor :  : c[3] : 3 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 4 : 1
#var float4 main : COLOR : result.color : 5 : 1
#const c[4] = 12.9898 78.233 0.5 -2
#const c[5] = 43758.547 0.4 0.8 1
PARAM c[6] = { program.local[0..3],
		{ 12.9898, 78.233, 0.5, -2 },
		{ 43758.547, 0.4, 0.8, 1 } };
TEMP R0;
TEMP R1;
# /work/main/examples/cg/bricks.cg:16  float2 p = uv / brickSize;
RCP R0.x, c[0].x;
RCP R0.y, c[0].y;
MUL R0.xy, fragment.texcoord[0], R0;
# /work/main/examples/cg/bricks.cg:17  float row = floor(p.y);
FLR R0.z, R0.y;
# /work/main/examples/cg/bricks.cg:18  p.x += 0.5 * fmod(row, 2);
MUL R0.w, R0.z, c[4].z;
ABS R1.x, R0.w;
FLR R1.x, R1;
CMP R0.w, R0, -R1.x, R1.x;
MAD R0.z, c[4].w, R0.w, R0;
MAD R0.z, c[4], R0, R0.x;
# /work/main/examples/cg/bricks.cg:19  float2 cell = floor(p);
FLR R1.y, R0;
FLR R1.x, R0.z;
# /work/main/examples/cg/bricks.cg:20  float2 f = frac(p);
FRC R1.w, R0.y;
FRC R1.z, R0;
# /work/main/examples/cg/bricks.cg:22  float2 inside = step(mortar, f);
SGE R1.zw, R1, c[1].xxxy;
# /work/main/examples/cg/bricks.cg:23  float brick = inside.x * inside.y;
MUL R1.z, R1, R1.w;
# /work/main/examples/cg/bricks.cg:24  float hash = frac(sin(dot(cell, float2(12.9898, 78.233))) * 43758.5453);
MUL R1.xy, R1, c[4];
ADD R1.x, R1, R1.y;
SIN R1.x, R1.x;
MUL R1.x, R1, c[5];
FRC R1.x, R1;
# /work/main/examples/cg/bricks.cg:25  float3 color = brickColor * (0.8 + 0.4 * hash);
MAD R1.x, c[5].y, R1, c[5].z;
MUL R1.xyw, c[2].xyyz, R1.x;
# /work/main/examples/cg/bricks.cg:26  return float4(lerp(mortarColor, color, brick), 1);
LRP result.color.xyz, R1.z, R1.xyww, c[3];
# /work/main/examples/cg/bricks.cg:14  float4 main(float2 uv : TEXCOORD0) : COLOR
MOV result.color.w, c[5];
END
# 25 instructions, 2 R-regs
