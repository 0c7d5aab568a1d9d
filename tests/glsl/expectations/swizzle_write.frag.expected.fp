!!ARBfp1.0
# tessera ARBfp writer
# source file: swizzle_write.frag
#profile arbfp1
#program main
#semantic gl_Color : COLOR0
#semantic gl_FragColor : COLOR
#var float4 gl_Color : COLOR0 : fragment.color.primary : 0 : 1
#var float4 gl_FragColor : COLOR : result.color : 1 : 1
# swizzle_write.frag:2  void main() {
MOV result.color, fragment.color.primary.xyyx;
END
# 1 instructions, 0 R-regs
