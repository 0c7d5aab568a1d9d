!!ARBfp1.0
# tessera ARBfp writer
# source file: misc_features.cg
#profile arbfp1
#program main
#semantic c : COLOR0
#semantic l
#semantic main : COLOR
#var float4 c : COLOR0 : fragment.color.primary : 0 : 1
#var struct Light l :  : c[0] : 1 : 1
#var float4 main : COLOR : result.color : 2 : 1
#const c[1] = 0.299 0.587 0.114
#const c[2] = 2 1
PARAM c[3] = { program.local[0],
		{ 0.299, 0.587, 0.114 },
		{ 2, 1 } };
TEMP R0;
TEMP R1;
# misc_features.cg:7  float g = dot(c.rgb, lum);
DP3 R0.x, fragment.color.primary, c[1];
# misc_features.cg:9  sincos(g, s, co);
SIN R1.x, R0.x;
COS R1.y, R0.x;
# misc_features.cg:12  return l.scaled(g) + float4(s, co, i, 1) + (1..xxxx);
MOV R1.zw, c[2].xxxy;
MAD R0, c[0], R0.x, R1;
ADD result.color, R0, c[2].y;
END
# 6 instructions, 2 R-regs
