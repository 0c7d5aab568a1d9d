!!ARBfp1.0
# tessera ARBfp writer
# source file: unsized_arrays.cg
#profile arbfp1
#program main
#semantic k
#semantic c : COLOR0
#semantic main : COLOR
#var float4[3] k :  : c[0], 3 : 0 : 1
#var float4 c : COLOR0 : fragment.color.primary : 1 : 1
#var float4 main : COLOR : result.color : 2 : 1
#const c[3] = 0 0.1 2 0.5
PARAM c[4] = { program.local[0..2],
		{ 0, 0.1, 2, 0.5 } };
TEMP R0;
TEMP R1;
# unsized_arrays.cg:19  float4 two[2] = { c, c * 2 };
MUL R0, fragment.color.primary, c[3].z;
# unsized_arrays.cg:9  for (int i = 0; i < a.length; i++) s += a[i];
MAD R1, fragment.color.primary, c[3].w, c[3].x;
MAD R0, R0, c[3].w, R1;
ADD R1, c[3].x, c[0];
ADD R1, R1, c[1];
ADD R1, R1, c[2];
# unsized_arrays.cg:21  return sum(k) + sum(two) + float4(0, 0, 0, count(two) * 0.05);
ADD R0, R1, R0;
ADD result.color, R0, c[3].xxxy;
END
# 8 instructions, 2 R-regs
