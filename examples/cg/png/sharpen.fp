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
#const c[2] = 0 0.25
PARAM c[3] = { program.local[0..1],
		{ 0, 0.25 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
# /work/main/examples/cg/sharpen.cg:15  float4 center = tex2D(image, uv);
TEX R0, fragment.texcoord[0], texture[0], 2D;
# /work/main/examples/cg/sharpen.cg:16  float4 neighbours = tex2D(image, uv + float2(texelSize.x, 0)) +
MOV R1.x, c[0];
MOV R1.y, c[2].x;
ADD R1.xy, fragment.texcoord[0], R1;
# /work/main/examples/cg/sharpen.cg:17  tex2D(image, uv - float2(texelSize.x, 0)) +
MOV R1.z, -c[0].x;
MOV R1.w, -c[2].x;
ADD R1.zw, fragment.texcoord[0].xxxy, R1;
# /work/main/examples/cg/sharpen.cg:18  tex2D(image, uv + float2(0, texelSize.y)) +
MOV R2.x, c[2];
MOV R2.y, c[0];
ADD R2.xy, fragment.texcoord[0], R2;
# /work/main/examples/cg/sharpen.cg:19  tex2D(image, uv - float2(0, texelSize.y));
MOV R2.z, -c[2].x;
MOV R2.w, -c[0].y;
ADD R2.zw, fragment.texcoord[0].xxxy, R2;
# /work/main/examples/cg/sharpen.cg:16  float4 neighbours = tex2D(image, uv + float2(texelSize.x, 0)) +
TEX R3.xyz, R1, texture[0], 2D;
# /work/main/examples/cg/sharpen.cg:17  tex2D(image, uv - float2(texelSize.x, 0)) +
TEX R1.xyz, R1.zwww, texture[0], 2D;
# /work/main/examples/cg/sharpen.cg:18  tex2D(image, uv + float2(0, texelSize.y)) +
TEX R4.xyz, R2, texture[0], 2D;
# /work/main/examples/cg/sharpen.cg:19  tex2D(image, uv - float2(0, texelSize.y));
TEX R2.xyz, R2.zwww, texture[0], 2D;
# /work/main/examples/cg/sharpen.cg:17  tex2D(image, uv - float2(texelSize.x, 0)) +
ADD R1.xyz, R3, R1;
# /work/main/examples/cg/sharpen.cg:18  tex2D(image, uv + float2(0, texelSize.y)) +
ADD R1.xyz, R1, R4;
# /work/main/examples/cg/sharpen.cg:19  tex2D(image, uv - float2(0, texelSize.y));
ADD R1.xyz, R1, R2;
# /work/main/examples/cg/sharpen.cg:20  float4 sharpened = center + amount * (center - neighbours * 0.25);
MAD R1.xyz, -R1, c[2].y, R0;
MAD R1.xyz, c[1].x, R1, R0;
# /work/main/examples/cg/sharpen.cg:21  return float4(saturate(sharpened.rgb), center.a);
MOV_SAT result.color.xyz, R1;
# /work/main/examples/cg/sharpen.cg:13  float4 main(float2 uv : TEXCOORD0) : COLOR
MOV result.color.w, R0;
END
# 24 instructions, 5 R-regs
