!!ARBfp1.0
# tessera ARBfp writer
# source file: mix_uniform.frag
#profile arbfp1
#program main
#semantic amount
#semantic gl_Color : COLOR0
#semantic gl_SecondaryColor : COLOR1
#semantic gl_FragColor : COLOR
#var float amount :  : c[0] : 0 : 1
#var float4 gl_Color : COLOR0 : fragment.color.primary : 1 : 1
#var float4 gl_SecondaryColor : COLOR1 : fragment.color.secondary : 2 : 1
#var float4 gl_FragColor : COLOR : result.color : 3 : 1
PARAM c[1] = { program.local[0] };
# mix_uniform.frag:4  gl_FragColor = mix(gl_Color, gl_SecondaryColor, amount);
LRP result.color, c[0].x, fragment.color.secondary, fragment.color.primary;
END
# 1 instructions, 0 R-regs
