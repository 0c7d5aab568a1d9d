!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/checker.cg
#profile arbfp1
#program main
#semantic squares
#semantic colorA
#semantic colorB
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var float2 squares :  : c[0] : 0 : 1
#var float4 colorA :  : c[1] : 1 : 1
#var float4 colorB :  : c[2] : 2 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 3 : 1
#var float4 main : COLOR : result.color : 4 : 1
#const c[3] = 0.5 -2
PARAM c[4] = { program.local[0..2],
		{ 0.5, -2 } };
TEMP R0;
# /work/main/examples/cg/checker.cg:15  float2 cell = floor(uv * squares);
MUL R0.xy, fragment.texcoord[0], c[0];
FLR R0.xy, R0;
# /work/main/examples/cg/checker.cg:16  float odd = fmod(cell.x + cell.y, 2);
ADD R0.x, R0, R0.y;
MUL R0.y, R0.x, c[3].x;
ABS R0.z, R0.y;
FLR R0.z, R0;
CMP R0.y, R0, -R0.z, R0.z;
MAD R0.x, c[3].y, R0.y, R0;
# /work/main/examples/cg/checker.cg:17  return lerp(colorA, colorB, odd);
LRP result.color, R0.x, c[2], c[1];
END
# 9 instructions, 1 R-regs
