!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/fog_linear.cg
#profile arbfp1
#program main
#semantic fogColor
#semantic fogRange
#semantic color : COLOR0
#semantic fog : FOG
#semantic main : COLOR
#var float3 fogColor :  : c[0] : 0 : 1
#var float2 fogRange :  : c[1] : 1 : 1
#var float4 color : COLOR0 : fragment.color.primary : 2 : 1
#var float fog : FOG : fragment.fogcoord : 3 : 1
#var float4 main : COLOR : result.color : 4 : 1
PARAM c[2] = { program.local[0..1] };
TEMP R0;
# /work/main/examples/cg/fog_linear.cg:14  float f = saturate((fogRange.y - fog) / (fogRange.y - fogRange.x));
ADD R0.x, c[1].y, -fragment.fogcoord;
ADD R0.y, c[1], -c[1].x;
RCP R0.y, R0.y;
MUL_SAT R0.x, R0, R0.y;
# /work/main/examples/cg/fog_linear.cg:15  return float4(lerp(fogColor, color.rgb, f), color.a);
LRP result.color.xyz, R0.x, fragment.color.primary, c[0];
# /work/main/examples/cg/fog_linear.cg:12  float4 main(float4 color : COLOR0, float fog : FOG) : COLOR
MOV result.color.w, fragment.color.primary;
END
# 6 instructions, 1 R-regs
