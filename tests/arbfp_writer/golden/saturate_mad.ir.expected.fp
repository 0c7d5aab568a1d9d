!!ARBfp1.0
# tessera ARBfp writer
# source file: saturate_mad.ir
#profile arbfp1
#program main
#semantic c : COLOR0
#semantic scale
#semantic bias
#semantic main : COLOR
#var float4 c : COLOR0 : fragment.color.primary : 0 : 1
#var float4 scale :  : c[0] : 1 : 1
#var float4 bias :  : c[1] : 2 : 1
#var float4 main : COLOR : result.color : -1 : 1
PARAM c[2] = { program.local[0..1] };
# saturate_mad.ir:11  %4: float4 = add %3, %2
MAD_SAT result.color, fragment.color.primary, c[0], c[1];
END
# 1 instructions, 0 R-regs
