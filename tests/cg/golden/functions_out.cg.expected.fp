!!ARBfp1.0
# tessera ARBfp writer
# source file: functions_out.cg
#profile arbfp1
#program main
#semantic c : COLOR0
#semantic main : COLOR
#var float4 c : COLOR0 : fragment.color.primary : 0 : 1
#var float4 main : COLOR : result.color : 1 : 1
#const c[0] = 2 3
PARAM c[1] = { { 2, 3 } };
TEMP R0;
TEMP R1;
# functions_out.cg:3  void scale(inout float3 v, float k = 2) { v *= k; }
MUL R0, fragment.color.primary, c[0].x;
# functions_out.cg:5  float2 twice(float2 x) { return x * 3; }
MUL R1.xy, fragment.color.primary, c[0].y;
# functions_out.cg:12  return float4(rgb, twice(a)) + twice(c.xy).xyxy;
ADD result.color, R0, R1.xyxy;
END
# 3 instructions, 2 R-regs
