!!ARBfp1.0
# tessera ARBfp writer
# source file: global_variables.cg
#profile arbfp1
#program main
#semantic gain
#semantic result : COLOR
#semantic c : COLOR0
#var float gain :  : c[0] : 0 : 1
#var float4 result : COLOR : result.color : 1 : 1
#var float4 c : COLOR0 : fragment.color.primary : 2 : 1
#const c[1] = 2 1
PARAM c[2] = { program.local[0],
		{ 2, 1 } };
TEMP R0;
# global_variables.cg:8  void boost(float k) { gain = gain * k; }
MUL R0.x, c[0], c[1];
# global_variables.cg:13  result = c * gain;
MUL R0.xyz, fragment.color.primary, R0.x;
# global_variables.cg:6  out float4 result : COLOR;
MOV result.color.xyz, R0;
MOV result.color.w, c[1].y;
END
# 4 instructions, 1 R-regs
