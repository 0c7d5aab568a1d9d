!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/polka_dots.cg
#profile arbfp1
#program main
#semantic cells
#semantic dotColor
#semantic background
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var float3 cells :  : c[0] : 0 : 1
#var float4 dotColor :  : c[1] : 1 : 1
#var float4 background :  : c[2] : 2 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 3 : 1
#var float4 main : COLOR : result.color : 4 : 1
#const c[3] = 0.5 -2 1 3
PARAM c[4] = { program.local[0..2],
		{ 0.5, -2, 1, 3 } };
TEMP R0;
TEMP R1;
# /work/main/examples/cg/polka_dots.cg:14  float2 p = uv * cells.x;
MUL R0.xy, fragment.texcoord[0], c[0].x;
# /work/main/examples/cg/polka_dots.cg:15  p.x += 0.5 * step(1, fmod(floor(p.y), 2));
FLR R0.z, R0.y;
MUL R0.w, R0.z, c[3].x;
ABS R1.x, R0.w;
FLR R1.x, R1;
CMP R0.w, R0, -R1.x, R1.x;
MAD R0.z, c[3].y, R0.w, R0;
SGE R0.z, R0, c[3];
MAD R0.z, c[3].x, R0, R0.x;
# /work/main/examples/cg/polka_dots.cg:16  float2 f = frac(p) - 0.5;
MOV R0.w, R0.y;
FRC R0.xy, R0.zwww;
ADD R0.xy, R0, -c[3].x;
# /work/main/examples/cg/polka_dots.cg:17  float d = length(f);
MUL R0.xy, R0, R0;
ADD R0.x, R0, R0.y;
RSQ R0.x, R0.x;
RCP R0.x, R0.x;
# /work/main/examples/cg/polka_dots.cg:18  float inside = 1 - smoothstep(cells.y - cells.z, cells.y + cells.z, d);
ADD R0.y, c[0], -c[0].z;
ADD R0.z, c[0].y, c[0];
ADD R0.x, R0, -R0.y;
ADD R0.y, R0.z, -R0;
RCP R0.y, R0.y;
MUL_SAT R0.x, R0, R0.y;
MAD R0.y, R0.x, c[3], c[3].w;
MUL R0.x, R0, R0;
MUL R0.x, R0, R0.y;
ADD R0.x, c[3].z, -R0;
# /work/main/examples/cg/polka_dots.cg:19  return lerp(background, dotColor, inside);
LRP result.color, R0.x, c[1], c[2];
END
# 27 instructions, 2 R-regs
