!!ARBfp1.0
# tessera ARBfp writer
# source file: static_globals.cg
#profile arbfp1
#program main
#semantic tint
#semantic c : COLOR0
#semantic main : COLOR
#var float4 tint :  : c[0] : 0 : 1
#var float4 c : COLOR0 : fragment.color.primary : 1 : 1
#var float4 main : COLOR : result.color : 2 : 1
#const c[1] = 0.25 0.5 0.33333334
PARAM c[2] = { program.local[0],
		{ 0.25, 0.5, 0.33333334 } };
TEMP R0;
# static_globals.cg:11  void add(float4 c) { acc += c * weights[calls]; calls = calls + 1; }
MUL R0, fragment.color.primary, c[1].x;
MAD R0, c[0], c[1].y, R0;
MAD R0, fragment.color.primary, c[1].y, R0;
ADD R0, R0, fragment.color.primary;
# static_globals.cg:19  return acc / calls;
MUL result.color, R0, c[1].z;
END
# 5 instructions, 1 R-regs
