!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/sharpen.cg
#profile arbfp1
#program main
#semantic image
#semantic texelSize
#semantic amount
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var sampler2D image :  : texunit 0 : 0 : 1
#var float2 texelSize :  : c[0] : 1 : 1
#var float amount :  : c[1] : 2 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 3 : 1
#var float4 main : COLOR : result.color : 4 : 1
#const c[2] = -0 0.25
PARAM c[3] = { program.local[0..1],
		{ -0, 0.25 } };
TEMP R0;
TEMP R1;
# /work/main/examples/cg/sharpen.cg:17  tex2D(image, uv - float2(texelSize.x, 0)) +
ADD R0.x, fragment.texcoord[0], -c[0];
ADD R0.w, fragment.texcoord[0].y, c[2].x;
# /work/main/examples/cg/sharpen.cg:16  float4 neighbours = tex2D(image, uv + float2(texelSize.x, 0)) +
ADD R0.y, fragment.texcoord[0].x, c[0].x;
ADD R0.z, fragment.texcoord[0].y, -c[2].x;
TEX R1.xyz, R0.yzzz, texture[0], 2D;
# /work/main/examples/cg/sharpen.cg:17  tex2D(image, uv - float2(texelSize.x, 0)) +
TEX R0.xyz, R0.xwww, texture[0], 2D;
ADD R0.xyw, R1.xyyz, R0.xyyz;
# /work/main/examples/cg/sharpen.cg:18  tex2D(image, uv + float2(0, texelSize.y)) +
ADD R1.w, fragment.texcoord[0].y, c[0].y;
ADD R1.x, fragment.texcoord[0], -c[2];
TEX R1.xyz, R1.xwww, texture[0], 2D;
ADD R0.xyw, R0, R1.xyyz;
# /work/main/examples/cg/sharpen.cg:19  tex2D(image, uv - float2(0, texelSize.y));
ADD R1.w, fragment.texcoord[0].y, -c[0].y;
ADD R1.x, fragment.texcoord[0], c[2];
TEX R1.xyz, R1.xwww, texture[0], 2D;
ADD R0.xyw, R0, R1.xyyz;
# /work/main/examples/cg/sharpen.cg:15  float4 center = tex2D(image, uv);
TEX R1, fragment.texcoord[0], texture[0], 2D;
# /work/main/examples/cg/sharpen.cg:20  float4 sharpened = center + amount * (center - neighbours * 0.25);
MAD R0.xyw, -R0, c[2].y, R1.xyyz;
MAD R0.xyw, c[1].x, R0, R1.xyyz;
# /work/main/examples/cg/sharpen.cg:21  return float4(saturate(sharpened.rgb), center.a);
MOV_SAT result.color.xyz, R0.xyww;
# /work/main/examples/cg/sharpen.cg:13  float4 main(float2 uv : TEXCOORD0) : COLOR
MOV result.color.w, R1;
END
# 20 instructions, 2 R-regs
