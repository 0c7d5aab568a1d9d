!!ARBfp1.0
# tessera ARBfp writer
# source file: uniform_struct.frag
#profile arbfp1
#program main
#semantic light.color
#semantic light.gain
#semantic gl_FragColor : COLOR
#var float4 light.color :  : c[0] : 0 : 1
#var float light.gain :  : c[1] : 1 : 1
#var float4 gl_FragColor : COLOR : result.color : 2 : 1
PARAM c[2] = { program.local[0..1] };
# uniform_struct.frag:5  gl_FragColor = light.color * light.gain;
MUL result.color, c[0], c[1].x;
END
# 1 instructions, 0 R-regs
