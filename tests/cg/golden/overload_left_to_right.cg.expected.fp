!!ARBfp1.0
# tessera ARBfp writer
# source file: overload_left_to_right.cg
#profile arbfp1
#program main
#semantic c : COLOR0
#semantic main : COLOR
#var float4 c : COLOR0 : fragment.color.primary : 0 : 1
#var float4 main : COLOR : result.color : 1 : 1
# overload_left_to_right.cg:5  float4 main(float4 c : COLOR0) : COLOR
MOV result.color, fragment.color.primary.y;
END
# 1 instructions, 0 R-regs
