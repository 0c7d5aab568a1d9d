!!ARBfp1.0
# tessera ARBfp writer
# source file: constructors_casts.cg
#profile arbfp1
#program main
#semantic c : COLOR0
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var float4 c : COLOR0 : fragment.color.primary : 0 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 1 : 1
#var float4 main : COLOR : result.color : 2 : 1
#const c[0] = 1 2
PARAM c[1] = { { 1, 2 } };
TEMP R0;
# constructors_casts.cg:6  float3 v = mul(m, float3(1, 1, 1));
MOV R0.x, c[0];
MOV R0.yz, fragment.texcoord[0].xxyy;
DP3 R0.x, R0, c[0].x;
DP3 R0.y, fragment.color.primary, c[0].x;
# constructors_casts.cg:9  int i = (int)c.x;
ABS R0.z, fragment.color.primary.x;
FLR R0.z, R0;
CMP result.color.w, fragment.color.primary.x, -R0.z, R0.z;
# constructors_casts.cg:10  return float4(v.xy, p.b + t.x, i);
ADD result.color.z, c[0].y, fragment.color.primary.x;
# constructors_casts.cg:3  float4 main(float4 c : COLOR0, float2 uv : TEXCOORD0) : COLOR
MOV result.color.xy, R0;
END
# 9 instructions, 1 R-regs
