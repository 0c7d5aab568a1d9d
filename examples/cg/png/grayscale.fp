!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/grayscale.cg
#profile arbfp1
#program main
#semantic image
#semantic tint
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var sampler2D image :  : texunit 0 : 0 : 1
#var float3 tint :  : c[0] : 1 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 2 : 1
#var float4 main : COLOR : result.color : 3 : 1
#const c[1] = 0.2126 0.7152 0.0722
PARAM c[2] = { program.local[0],
		{ 0.2126, 0.7152, 0.0722 } };
TEMP R0;
TEMP R1;
# /work/main/examples/cg/grayscale.cg:12  float4 c = tex2D(image, uv);
TEX R0, fragment.texcoord[0], texture[0], 2D;
# /work/main/examples/cg/grayscale.cg:13  float y = dot(c.rgb, float3(0.2126, 0.7152, 0.0722));
DP3 R1.x, R0, c[1];
# /work/main/examples/cg/grayscale.cg:14  return float4(y * tint, c.a);
MUL result.color.xyz, R1.x, c[0];
# /work/main/examples/cg/grayscale.cg:10  float4 main(float2 uv : TEXCOORD0) : COLOR
MOV result.color.w, R0;
END
# 4 instructions, 2 R-regs
