!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/sobel.cg
#profile arbfp1
#program main
#semantic image
#semantic texelSize
#semantic edgeColor
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var sampler2D image :  : texunit 0 : 0 : 1
#var float2 texelSize :  : c[0] : 1 : 1
#var float3 edgeColor :  : c[1] : 2 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 3 : 1
#var float4 main : COLOR : result.color : 4 : 1
#const c[2] = 0.299 0.587 0.114 0
#const c[3] = 2 1
PARAM c[4] = { program.local[0..1],
		{ 0.299, 0.587, 0.114, 0 },
		{ 2, 1 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
TEMP R6;
TEMP R7;
# /work/main/examples/cg/sobel.cg:22  float tl = luma(uv + float2(-t.x, t.y));
MOV R0.x, -c[0];
MOV R0.y, c[0];
ADD R0.xy, fragment.texcoord[0], R0;
# /work/main/examples/cg/sobel.cg:23  float tc = luma(uv + float2(0, t.y));
MOV R0.z, c[2].w;
MOV R0.w, c[0].y;
ADD R0.zw, fragment.texcoord[0].xxxy, R0;
# /work/main/examples/cg/sobel.cg:24  float tr = luma(uv + t);
ADD R1.xy, fragment.texcoord[0], c[0];
# /work/main/examples/cg/sobel.cg:25  float ml = luma(uv - float2(t.x, 0));
MOV R1.z, -c[0].x;
MOV R1.w, -c[2];
ADD R1.zw, fragment.texcoord[0].xxxy, R1;
# /work/main/examples/cg/sobel.cg:26  float mr = luma(uv + float2(t.x, 0));
MOV R2.x, c[0];
MOV R2.y, c[2].w;
ADD R2.xy, fragment.texcoord[0], R2;
# /work/main/examples/cg/sobel.cg:27  float bl = luma(uv - t);
ADD R2.zw, fragment.texcoord[0].xxxy, -c[0].xxxy;
# /work/main/examples/cg/sobel.cg:28  float bc = luma(uv - float2(0, t.y));
MOV R3.x, -c[2].w;
MOV R3.y, -c[0];
ADD R3.xy, fragment.texcoord[0], R3;
# /work/main/examples/cg/sobel.cg:29  float br = luma(uv + float2(t.x, -t.y));
MOV R3.z, c[0].x;
MOV R3.w, -c[0].y;
ADD R3.zw, fragment.texcoord[0].xxxy, R3;
# /work/main/examples/cg/sobel.cg:16  return dot(tex2D(image, uv).rgb, float3(0.299, 0.587, 0.114));
TEX R4, R0, texture[0], 2D;
TEX R0, R0.zwww, texture[0], 2D;
TEX R5, R1, texture[0], 2D;
TEX R1, R1.zwww, texture[0], 2D;
TEX R6, R2, texture[0], 2D;
TEX R2, R2.zwww, texture[0], 2D;
TEX R7, R3, texture[0], 2D;
TEX R3, R3.zwww, texture[0], 2D;
DP3 R4.x, R4, c[2];
DP3 R4.y, R0, c[2];
DP3 R4.z, R5, c[2];
DP3 R4.w, R1, c[2];
DP3 R0.x, R6, c[2];
DP3 R0.y, R2, c[2];
DP3 R0.z, R7, c[2];
DP3 R0.w, R3, c[2];
# /work/main/examples/cg/sobel.cg:30  float gx = (tr + 2 * mr + br) - (tl + 2 * ml + bl);
MAD R0.x, c[3], R0, R4.z;
ADD R0.x, R0, R0.w;
MAD R4.w, c[3].x, R4, R4.x;
ADD R4.w, R4, R0.y;
ADD R0.x, R0, -R4.w;
# /work/main/examples/cg/sobel.cg:31  float gy = (tl + 2 * tc + tr) - (bl + 2 * bc + br);
MAD R4.x, c[3], R4.y, R4;
ADD R1.x, R4, R4.z;
MAD R0.y, c[3].x, R0.z, R0;
ADD R0.y, R0, R0.w;
ADD R0.y, R1.x, -R0;
# /work/main/examples/cg/sobel.cg:32  float edge = saturate(sqrt(gx * gx + gy * gy));
MUL R0.y, R0, R0;
MAD R0.x, R0, R0, R0.y;
RSQ R0.x, R0.x;
RCP_SAT R0.x, R0.x;
# /work/main/examples/cg/sobel.cg:33  return float4(edgeColor * edge, 1);
MUL result.color.xyz, c[1], R0.x;
# /work/main/examples/cg/sobel.cg:19  float4 main(float2 uv : TEXCOORD0) : COLOR
MOV result.color.w, c[3].y;
END
# 52 instructions, 8 R-regs
