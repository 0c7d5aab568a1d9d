!!ARBfp1.0
# tessera ARBfp writer
# source file: if_discard.cg
#profile arbfp1
#program main
#semantic c : COLOR0
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var float4 c : COLOR0 : fragment.color.primary : 0 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 1 : 1
#var float4 main : COLOR : result.color : 2 : 1
#const c[0] = 0.5 0.25 0 1
PARAM c[1] = { { 0.5, 0.25, 0, 1 } };
TEMP R0;
TEMP R1;
# if_discard.cg:5  discard;
ADD R0.x, fragment.color.primary.w, -c[0];
KIL R0.x;
# if_discard.cg:7  if (uv.x > 0.5) r = c; else r = c.bgra;
ADD R0.xy, c[0], -fragment.texcoord[0];
CMP R1, R0.x, fragment.color.primary, fragment.color.primary.zyxw;
# if_discard.cg:8  return uv.y > 0.25 ? r : float4(0, 0, 0, 1);
CMP result.color, R0.y, R1, c[0].zzzw;
END
# 5 instructions, 2 R-regs
