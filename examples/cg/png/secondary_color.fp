!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/secondary_color.cg
#profile arbfp1
#program main
#semantic baseMap
#semantic uv : TEXCOORD0
#semantic diffuse : COLOR0
#semantic specular : COLOR1
#semantic main : COLOR
#var sampler2D baseMap :  : texunit 0 : 0 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 1 : 1
#var float4 diffuse : COLOR0 : fragment.color.primary : 2 : 1
#var float4 specular : COLOR1 : fragment.color.secondary : 3 : 1
#var float4 main : COLOR : result.color : 4 : 1
#const c[0] = 0.5
PARAM c[1] = { { 0.5 } };
TEMP R0;
TEMP R1;
# /work/main/examples/cg/secondary_color.cg:11  float4 t = tex2D(baseMap, uv);
TEX R0, fragment.texcoord[0], texture[0], 2D;
# /work/main/examples/cg/secondary_color.cg:12  return float4(t.rgb * diffuse.rgb + specular.rgb * 0.5, t.a * diffuse.a);
MUL R1.xyz, fragment.color.secondary, c[0].x;
MAD result.color.xyz, R0, fragment.color.primary, R1;
MUL result.color.w, R0, fragment.color.primary;
END
# 4 instructions, 2 R-regs
