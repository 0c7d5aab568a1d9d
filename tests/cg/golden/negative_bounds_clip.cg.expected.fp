!!ARBfp1.0
# tessera ARBfp writer
# source file: negative_bounds_clip.cg
#profile arbfp1
#program main
#semantic c : COLOR0
#semantic main : COLOR
#var float4 c : COLOR0 : fragment.color.primary : 0 : 1
#var float4 main : COLOR : result.color : 1 : 1
#const c[0] = 0.5 0
PARAM c[1] = { { 0.5, 0 } };
TEMP R0;
# negative_bounds_clip.cg:6  clip(c.a - 0.5);
ADD R0.x, fragment.color.primary.w, -c[0];
KIL R0.x;
# negative_bounds_clip.cg:7  return c + sum;
ADD result.color, fragment.color.primary, c[0].y;
END
# 3 instructions, 1 R-regs
