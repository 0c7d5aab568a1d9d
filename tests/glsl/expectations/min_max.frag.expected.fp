!!ARBfp1.0
# tessera ARBfp writer
# source file: min_max.frag
#profile arbfp1
#program main
#semantic gl_Color : COLOR0
#semantic gl_FragColor : COLOR
#var float4 gl_Color : COLOR0 : fragment.color.primary : 0 : 1
#var float4 gl_FragColor : COLOR : result.color : 1 : 1
#const c[0] = 0.75 0.25
PARAM c[1] = { { 0.75, 0.25 } };
TEMP R0;
# min_max.frag:3  gl_FragColor = max(min(gl_Color, 0.75), 0.25);
MIN R0, fragment.color.primary, c[0].x;
MAX result.color, R0, c[0].y;
END
# 2 instructions, 1 R-regs
