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
# /work/main/examples/cg/sobel.cg:22  float tl = luma(uv + float2(-t.x, t.y));
ADD R0.w, fragment.texcoord[0].y, c[0].y;
ADD R0.x, fragment.texcoord[0], -c[0];
# /work/main/examples/cg/sobel.cg:16  return dot(tex2D(image, uv).rgb, float3(0.299, 0.587, 0.114));
TEX R0.xyz, R0.xwww, texture[0], 2D;
DP3 R0.w, R0, c[2];
# /work/main/examples/cg/sobel.cg:23  float tc = luma(uv + float2(0, t.y));
ADD R0.y, fragment.texcoord[0], c[0];
ADD R0.x, fragment.texcoord[0], c[2].w;
# /work/main/examples/cg/sobel.cg:16  return dot(tex2D(image, uv).rgb, float3(0.299, 0.587, 0.114));
TEX R0.xyz, R0, texture[0], 2D;
DP3 R0.x, R0, c[2];
# /work/main/examples/cg/sobel.cg:31  float gy = (tl + 2 * tc + tr) - (bl + 2 * bc + br);
MAD R0.x, c[3], R0, R0.w;
# /work/main/examples/cg/sobel.cg:24  float tr = luma(uv + t);
ADD R0.yz, fragment.texcoord[0].xxyy, c[0].xxyy;
# /work/main/examples/cg/sobel.cg:16  return dot(tex2D(image, uv).rgb, float3(0.299, 0.587, 0.114));
TEX R1.xyz, R0.yzzz, texture[0], 2D;
DP3 R0.y, R1, c[2];
# /work/main/examples/cg/sobel.cg:31  float gy = (tl + 2 * tc + tr) - (bl + 2 * bc + br);
ADD R0.x, R0, R0.y;
# /work/main/examples/cg/sobel.cg:25  float ml = luma(uv - float2(t.x, 0));
ADD R1.x, fragment.texcoord[0], -c[0];
ADD R1.w, fragment.texcoord[0].y, -c[2];
# /work/main/examples/cg/sobel.cg:16  return dot(tex2D(image, uv).rgb, float3(0.299, 0.587, 0.114));
TEX R1.xyz, R1.xwww, texture[0], 2D;
DP3 R0.z, R1, c[2];
# /work/main/examples/cg/sobel.cg:30  float gx = (tr + 2 * mr + br) - (tl + 2 * ml + bl);
MAD R0.w, c[3].x, R0.z, R0;
# /work/main/examples/cg/sobel.cg:26  float mr = luma(uv + float2(t.x, 0));
ADD R1.x, fragment.texcoord[0], c[0];
ADD R1.w, fragment.texcoord[0].y, c[2];
# /work/main/examples/cg/sobel.cg:16  return dot(tex2D(image, uv).rgb, float3(0.299, 0.587, 0.114));
TEX R1.xyz, R1.xwww, texture[0], 2D;
DP3 R0.z, R1, c[2];
# /work/main/examples/cg/sobel.cg:30  float gx = (tr + 2 * mr + br) - (tl + 2 * ml + bl);
MAD R0.y, c[3].x, R0.z, R0;
# /work/main/examples/cg/sobel.cg:27  float bl = luma(uv - t);
ADD R1.xw, fragment.texcoord[0].xxxy, -c[0].xxxy;
# /work/main/examples/cg/sobel.cg:16  return dot(tex2D(image, uv).rgb, float3(0.299, 0.587, 0.114));
TEX R1.xyz, R1.xwww, texture[0], 2D;
DP3 R0.z, R1, c[2];
# /work/main/examples/cg/sobel.cg:30  float gx = (tr + 2 * mr + br) - (tl + 2 * ml + bl);
ADD R0.w, R0, R0.z;
# /work/main/examples/cg/sobel.cg:28  float bc = luma(uv - float2(0, t.y));
ADD R1.w, fragment.texcoord[0].y, -c[0].y;
ADD R1.x, fragment.texcoord[0], -c[2].w;
# /work/main/examples/cg/sobel.cg:16  return dot(tex2D(image, uv).rgb, float3(0.299, 0.587, 0.114));
TEX R1.xyz, R1.xwww, texture[0], 2D;
DP3 R1.w, R1, c[2];
# /work/main/examples/cg/sobel.cg:31  float gy = (tl + 2 * tc + tr) - (bl + 2 * bc + br);
MAD R0.z, c[3].x, R1.w, R0;
# /work/main/examples/cg/sobel.cg:29  float br = luma(uv + float2(t.x, -t.y));
ADD R1.x, fragment.texcoord[0], c[0];
ADD R1.w, fragment.texcoord[0].y, -c[0].y;
# /work/main/examples/cg/sobel.cg:16  return dot(tex2D(image, uv).rgb, float3(0.299, 0.587, 0.114));
TEX R1.xyz, R1.xwww, texture[0], 2D;
DP3 R1.w, R1, c[2];
# /work/main/examples/cg/sobel.cg:30  float gx = (tr + 2 * mr + br) - (tl + 2 * ml + bl);
ADD R0.y, R0, R1.w;
ADD R0.w, R0.y, -R0;
# /work/main/examples/cg/sobel.cg:31  float gy = (tl + 2 * tc + tr) - (bl + 2 * bc + br);
ADD R0.y, R0.z, R1.w;
ADD R0.x, R0, -R0.y;
# /work/main/examples/cg/sobel.cg:32  float edge = saturate(sqrt(gx * gx + gy * gy));
MUL R0.x, R0, R0;
MAD R0.w, R0, R0, R0.x;
RSQ R0.w, R0.w;
RCP_SAT R0.w, R0.w;
# /work/main/examples/cg/sobel.cg:33  return float4(edgeColor * edge, 1);
MUL result.color.xyz, c[1], R0.w;
# /work/main/examples/cg/sobel.cg:19  float4 main(float2 uv : TEXCOORD0) : COLOR
MOV result.color.w, c[3].y;
END
# 46 instructions, 2 R-regs
