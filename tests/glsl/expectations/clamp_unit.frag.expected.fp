!!ARBfp1.0
# tessera ARBfp writer
# source file: clamp_unit.frag
#profile arbfp1
#program main
#semantic gl_Color : COLOR0
#semantic gl_SecondaryColor : COLOR1
#semantic gl_FragColor : COLOR
#var float4 gl_Color : COLOR0 : fragment.color.primary : 0 : 1
#var float4 gl_SecondaryColor : COLOR1 : fragment.color.secondary : 1 : 1
#var float4 gl_FragColor : COLOR : result.color : 2 : 1
# clamp_unit.frag:3  gl_FragColor = clamp(gl_Color + gl_SecondaryColor, 0.0, 1.0);
ADD_SAT result.color, fragment.color.primary, fragment.color.secondary;
END
# 1 instructions, 0 R-regs
