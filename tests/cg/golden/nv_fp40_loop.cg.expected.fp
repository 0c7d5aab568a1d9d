!!ARBfp1.0
OPTION NV_fragment_program2;
# tessera ARBfp writer
# source file: nv_fp40_loop.cg
#profile fp40
#program main
#semantic c : COLOR0
#semantic n
#semantic main : COLOR
#var float4 c : COLOR0 : fragment.color.primary : 0 : 1
#var float n :  : c[0] : 1 : 1
#var float4 main : COLOR : result.color : 2 : 1
#const c[1] = 0 255 1
PARAM c[2] = { program.local[0],
		{ 0, 255, 1 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP RC;
TEMP HC;
OUTPUT oCol = result.color;
# nv_fp40_loop.cg:10  float4 sum = 0;
MOVR  R0, c[1].x;
# nv_fp40_loop.cg:11  for (float i = 0; i < n; i++) {
MOVR  R1.y, c[1].x;
MOVR  R1.x, c[1];
REP   c[1].y;
REP   c[1].y;
MOVR  R1.z, R1.y;
SLTR  R1.w, R1.z, c[0].x;
ADDR  R1.z, -R1.w, c[1];
MOVRC R1.x, R1.z;
BRK   (NE.x);
# nv_fp40_loop.cg:12  if (sum.x > 1) break;
MOVR  R2, R0;
SLTR  R1.z, c[1], R2.x;
MOVRC R1.x, R1.z;
BRK   (NE.x);
# nv_fp40_loop.cg:13  sum += c;
ADDR  R3, R2, fragment.color.primary;
MOVR  R0, R3;
# nv_fp40_loop.cg:11  for (float i = 0; i < n; i++) {
MOVR  R1.z, R1.y;
ADDR  R1.w, R1.z, c[1].z;
MOVR  R1.y, R1.w;
ENDREP;
MOVRC RC.x, R1;
BRK   (NE.x);
ENDREP;
# nv_fp40_loop.cg:15  return sum;
MOVR  R1, R0;
# nv_fp40_loop.cg:8  float4 main(float4 c : COLOR0, uniform float n) : COLOR
MOVR  oCol, R1;
END
# 25 instructions, 4 R-regs, 0 H-regs
