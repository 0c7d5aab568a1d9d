!!ARBfp1.0
# tessera ARBfp writer
# source file: select_by_compare.frag
#profile arbfp1
#program main
#semantic gl_Color : COLOR0
#semantic gl_FragColor : COLOR
#var float4 gl_Color : COLOR0 : fragment.color.primary : 0 : 1
#var float4 gl_FragColor : COLOR : result.color : 1 : 1
#const c[0] = 0 1 0.5
PARAM c[1] = { { 0, 1, 0.5 } };
TEMP R0;
# select_by_compare.frag:3  gl_FragColor = gl_Color.r > 0.5 ? vec4(1.0) : vec4(0.0, 0.0, 0.0, 1.0);
ADD R0.x, c[0].z, -fragment.color.primary;
CMP result.color, R0.x, c[0].y, c[0].xxxy;
END
# 2 instructions, 1 R-regs
