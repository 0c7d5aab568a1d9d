!!ARBfp1.0
# tessera ARBfp writer
# source file: arrays_init.cg
#profile arbfp1
#program main
#semantic c : COLOR0
#semantic main : COLOR
#var float4 c : COLOR0 : fragment.color.primary : 0 : 1
#var float4 main : COLOR : result.color : 1 : 1
#const c[0] = 3 4 0.25 0
#const c[1] = 0.5
PARAM c[2] = { { 3, 4, 0.25, 0 },
		{ 0.5 } };
TEMP R0;
# arrays_init.cg:7  acc += c * w[i];
MAD R0, fragment.color.primary, c[0].z, c[0].w;
MAD R0, fragment.color.primary, c[1].x, R0;
MAD R0, fragment.color.primary, c[0].z, R0;
# arrays_init.cg:9  return acc + pair[1].xyxy;
ADD result.color, R0, c[0].xyxy;
END
# 4 instructions, 1 R-regs
