!!ARBfp1.0
# tessera ARBfp writer
# source file: uniform_array_const_index.frag
#profile arbfp1
#program main
#semantic colors[0]
#semantic colors[1]
#semantic colors[2]
#semantic gl_FragColor : COLOR
#var float4 colors[0] :  : program.local[1] : 0 : 0
#var float4 colors[1] :  : program.local[2] : 1 : 0
#var float4 colors[2] :  : c[0] : 2 : 1
#var float4 gl_FragColor : COLOR : result.color : 3 : 1
PARAM c[1] = { program.local[0] };
# uniform_array_const_index.frag:3  void main() {
MOV result.color, c[0];
END
# 1 instructions, 0 R-regs
