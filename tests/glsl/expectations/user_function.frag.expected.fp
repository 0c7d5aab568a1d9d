!!ARBfp1.0
# tessera ARBfp writer
# source file: user_function.frag
#profile arbfp1
#program main
#semantic gl_Color : COLOR0
#semantic gl_FragColor : COLOR
#var float4 gl_Color : COLOR0 : fragment.color.primary : 0 : 1
#var float4 gl_FragColor : COLOR : result.color : 1 : 1
# user_function.frag:2  vec4 twice(vec4 v) { return v + v; }
ADD result.color, fragment.color.primary, fragment.color.primary;
END
# 1 instructions, 0 R-regs
