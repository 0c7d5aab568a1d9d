!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/color_grade.cg
#profile arbfp1
#program main
#semantic image
#semantic grade
#semantic offset
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var sampler2D image :  : texunit 0 : 0 : 1
#var float3x3 grade :  : c[0], 3 : 1 : 1
#var float3 offset :  : c[3] : 2 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 3 : 1
#var float4 main : COLOR : result.color : 4 : 1
PARAM c[4] = { program.local[0..3] };
TEMP R0;
TEMP R1;
# /work/main/examples/cg/color_grade.cg:18  float4 c = tex2D(image, uv);
TEX R0, fragment.texcoord[0], texture[0], 2D;
# /work/main/examples/cg/color_grade.cg:19  return float4(saturate(mul(grade, c.rgb) + offset), c.a);
DP3 R1.x, c[0], R0;
DP3 R1.y, c[1], R0;
DP3 R1.z, c[2], R0;
ADD_SAT result.color.xyz, R1, c[3];
# /work/main/examples/cg/color_grade.cg:16  float4 main(float2 uv : TEXCOORD0) : COLOR
MOV result.color.w, R0;
END
# 6 instructions, 2 R-regs
