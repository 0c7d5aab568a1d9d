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
#const c[0] = 0 1 -0.5 0.25
PARAM c[1] = { { 0, 1, -0.5, 0.25 } };
TEMP R0;
TEMP R1;
# if_discard.cg:5  discard;
ADD R0.x, fragment.color.primary.w, c[0].z;
KIL R0.x;
# if_discard.cg:7  if (uv.x > 0.5) r = c; else r = c.bgra;
ADD R0.x, -c[0].z, -fragment.texcoord[0];
CMP R0, R0.x, fragment.color.primary, fragment.color.primary.zyxw;
# if_discard.cg:8  return uv.y > 0.25 ? r : float4(0, 0, 0, 1);
ADD R1.x, c[0].w, -fragment.texcoord[0].y;
CMP result.color, R1.x, R0, c[0].xxxy;
END
# 6 instructions, 2 R-regs
