!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/julia.cg
#profile arbfp1
#program main
#semantic c
#semantic zoom
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var float2 c :  : c[0] : 0 : 1
#var float3 zoom :  : c[1] : 1 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 2 : 1
#var float4 main : COLOR : result.color : 3 : 1
#const c[2] = 1 0.8 0.9 2
#const c[3] = 4 0 0.083333336
PARAM c[4] = { program.local[0..1],
		{ 1, 0.8, 0.9, 2 },
		{ 4, 0, 0.083333336 } };
TEMP R0;
TEMP R1;
# /work/main/examples/cg/julia.cg:14  float2 z = (uv * 2 - 1) * zoom.x + zoom.yz;
MAD R0.xy, fragment.texcoord[0], c[2].w, -c[2].x;
MAD R0.xy, R0, c[1].x, c[1].yzzz;
# /work/main/examples/cg/julia.cg:17  bool inside = dot(z, z) < 4;
MUL R0.zw, R0.xxxy, R0.xxxy;
ADD R1.x, R0.z, R0.w;
# /work/main/examples/cg/julia.cg:18  float2 next = float2(z.x * z.x - z.y * z.y, 2 * z.x * z.y) + c;
ADD R0.z, R0, -R0.w;
MUL R1.y, c[2].w, R0.x;
MUL R0.w, R1.y, R0.y;
ADD R0.zw, R0, c[0].xxxy;
# /work/main/examples/cg/julia.cg:19  z = inside ? next : z;
ADD R1.x, R1, -c[3];
CMP R1.yz, R1.x, R0.zzww, R0.xxyy;
# /work/main/examples/cg/julia.cg:20  count += inside ? 1 : 0;
CMP R1.x, R1, c[2], c[3].y;
ADD R1.x, c[3].y, R1;
# /work/main/examples/cg/julia.cg:17  bool inside = dot(z, z) < 4;
MUL R0.xy, R1.yzzz, R1.yzzz;
ADD R1.w, R0.x, R0.y;
# /work/main/examples/cg/julia.cg:18  float2 next = float2(z.x * z.x - z.y * z.y, 2 * z.x * z.y) + c;
ADD R0.x, R0, -R0.y;
MUL R0.z, c[2].w, R1.y;
MUL R0.y, R0.z, R1.z;
ADD R0.xy, R0, c[0];
# /work/main/examples/cg/julia.cg:19  z = inside ? next : z;
ADD R1.w, R1, -c[3].x;
CMP R1.yz, R1.w, R0.xxyy, R1;
# /work/main/examples/cg/julia.cg:20  count += inside ? 1 : 0;
CMP R1.w, R1, c[2].x, c[3].y;
ADD R1.x, R1, R1.w;
# /work/main/examples/cg/julia.cg:17  bool inside = dot(z, z) < 4;
MUL R0.xy, R1.yzzz, R1.yzzz;
ADD R1.w, R0.x, R0.y;
# /work/main/examples/cg/julia.cg:18  float2 next = float2(z.x * z.x - z.y * z.y, 2 * z.x * z.y) + c;
ADD R0.x, R0, -R0.y;
MUL R0.z, c[2].w, R1.y;
MUL R0.y, R0.z, R1.z;
ADD R0.xy, R0, c[0];
# /work/main/examples/cg/julia.cg:19  z = inside ? next : z;
ADD R1.w, R1, -c[3].x;
CMP R1.yz, R1.w, R0.xxyy, R1;
# /work/main/examples/cg/julia.cg:20  count += inside ? 1 : 0;
CMP R1.w, R1, c[2].x, c[3].y;
ADD R1.x, R1, R1.w;
# /work/main/examples/cg/julia.cg:17  bool inside = dot(z, z) < 4;
MUL R0.xy, R1.yzzz, R1.yzzz;
ADD R1.w, R0.x, R0.y;
# /work/main/examples/cg/julia.cg:18  float2 next = float2(z.x * z.x - z.y * z.y, 2 * z.x * z.y) + c;
ADD R0.x, R0, -R0.y;
MUL R0.z, c[2].w, R1.y;
MUL R0.y, R0.z, R1.z;
ADD R0.xy, R0, c[0];
# /work/main/examples/cg/julia.cg:19  z = inside ? next : z;
ADD R1.w, R1, -c[3].x;
CMP R1.yz, R1.w, R0.xxyy, R1;
# /work/main/examples/cg/julia.cg:20  count += inside ? 1 : 0;
CMP R1.w, R1, c[2].x, c[3].y;
ADD R1.x, R1, R1.w;
# /work/main/examples/cg/julia.cg:17  bool inside = dot(z, z) < 4;
MUL R0.xy, R1.yzzz, R1.yzzz;
ADD R1.w, R0.x, R0.y;
# /work/main/examples/cg/julia.cg:18  float2 next = float2(z.x * z.x - z.y * z.y, 2 * z.x * z.y) + c;
ADD R0.x, R0, -R0.y;
MUL R0.z, c[2].w, R1.y;
MUL R0.y, R0.z, R1.z;
ADD R0.xy, R0, c[0];
# /work/main/examples/cg/julia.cg:19  z = inside ? next : z;
ADD R1.w, R1, -c[3].x;
CMP R1.yz, R1.w, R0.xxyy, R1;
# /work/main/examples/cg/julia.cg:20  count += inside ? 1 : 0;
CMP R1.w, R1, c[2].x, c[3].y;
ADD R1.x, R1, R1.w;
# /work/main/examples/cg/julia.cg:17  bool inside = dot(z, z) < 4;
MUL R0.xy, R1.yzzz, R1.yzzz;
ADD R1.w, R0.x, R0.y;
# /work/main/examples/cg/julia.cg:18  float2 next = float2(z.x * z.x - z.y * z.y, 2 * z.x * z.y) + c;
ADD R0.x, R0, -R0.y;
MUL R0.z, c[2].w, R1.y;
MUL R0.y, R0.z, R1.z;
ADD R0.xy, R0, c[0];
# /work/main/examples/cg/julia.cg:19  z = inside ? next : z;
ADD R1.w, R1, -c[3].x;
CMP R1.yz, R1.w, R0.xxyy, R1;
# /work/main/examples/cg/julia.cg:20  count += inside ? 1 : 0;
CMP R1.w, R1, c[2].x, c[3].y;
ADD R1.x, R1, R1.w;
# /work/main/examples/cg/julia.cg:17  bool inside = dot(z, z) < 4;
MUL R0.xy, R1.yzzz, R1.yzzz;
ADD R1.w, R0.x, R0.y;
# /work/main/examples/cg/julia.cg:18  float2 next = float2(z.x * z.x - z.y * z.y, 2 * z.x * z.y) + c;
ADD R0.x, R0, -R0.y;
MUL R0.z, c[2].w, R1.y;
MUL R0.y, R0.z, R1.z;
ADD R0.xy, R0, c[0];
# /work/main/examples/cg/julia.cg:19  z = inside ? next : z;
ADD R1.w, R1, -c[3].x;
CMP R1.yz, R1.w, R0.xxyy, R1;
# /work/main/examples/cg/julia.cg:20  count += inside ? 1 : 0;
CMP R1.w, R1, c[2].x, c[3].y;
ADD R1.x, R1, R1.w;
# /work/main/examples/cg/julia.cg:17  bool inside = dot(z, z) < 4;
MUL R0.xy, R1.yzzz, R1.yzzz;
ADD R1.w, R0.x, R0.y;
# /work/main/examples/cg/julia.cg:18  float2 next = float2(z.x * z.x - z.y * z.y, 2 * z.x * z.y) + c;
ADD R0.x, R0, -R0.y;
MUL R0.z, c[2].w, R1.y;
MUL R0.y, R0.z, R1.z;
ADD R0.xy, R0, c[0];
# /work/main/examples/cg/julia.cg:19  z = inside ? next : z;
ADD R1.w, R1, -c[3].x;
CMP R1.yz, R1.w, R0.xxyy, R1;
# /work/main/examples/cg/julia.cg:20  count += inside ? 1 : 0;
CMP R1.w, R1, c[2].x, c[3].y;
ADD R1.x, R1, R1.w;
# /work/main/examples/cg/julia.cg:17  bool inside = dot(z, z) < 4;
MUL R0.xy, R1.yzzz, R1.yzzz;
ADD R1.w, R0.x, R0.y;
# /work/main/examples/cg/julia.cg:18  float2 next = float2(z.x * z.x - z.y * z.y, 2 * z.x * z.y) + c;
ADD R0.x, R0, -R0.y;
MUL R0.z, c[2].w, R1.y;
MUL R0.y, R0.z, R1.z;
ADD R0.xy, R0, c[0];
# /work/main/examples/cg/julia.cg:19  z = inside ? next : z;
ADD R1.w, R1, -c[3].x;
CMP R1.yz, R1.w, R0.xxyy, R1;
# /work/main/examples/cg/julia.cg:20  count += inside ? 1 : 0;
CMP R1.w, R1, c[2].x, c[3].y;
ADD R1.x, R1, R1.w;
# /work/main/examples/cg/julia.cg:17  bool inside = dot(z, z) < 4;
MUL R0.xy, R1.yzzz, R1.yzzz;
ADD R1.w, R0.x, R0.y;
# /work/main/examples/cg/julia.cg:18  float2 next = float2(z.x * z.x - z.y * z.y, 2 * z.x * z.y) + c;
ADD R0.x, R0, -R0.y;
MUL R0.z, c[2].w, R1.y;
MUL R0.y, R0.z, R1.z;
ADD R0.xy, R0, c[0];
# /work/main/examples/cg/julia.cg:19  z = inside ? next : z;
ADD R1.w, R1, -c[3].x;
CMP R1.yz, R1.w, R0.xxyy, R1;
# /work/main/examples/cg/julia.cg:20  count += inside ? 1 : 0;
CMP R1.w, R1, c[2].x, c[3].y;
ADD R1.x, R1, R1.w;
# /work/main/examples/cg/julia.cg:17  bool inside = dot(z, z) < 4;
MUL R0.xy, R1.yzzz, R1.yzzz;
ADD R1.w, R0.x, R0.y;
# /work/main/examples/cg/julia.cg:18  float2 next = float2(z.x * z.x - z.y * z.y, 2 * z.x * z.y) + c;
ADD R0.x, R0, -R0.y;
MUL R0.z, c[2].w, R1.y;
MUL R0.y, R0.z, R1.z;
ADD R0.xy, R0, c[0];
# /work/main/examples/cg/julia.cg:19  z = inside ? next : z;
ADD R1.w, R1, -c[3].x;
CMP R1.yz, R1.w, R0.xxyy, R1;
# /work/main/examples/cg/julia.cg:20  count += inside ? 1 : 0;
CMP R1.w, R1, c[2].x, c[3].y;
ADD R1.x, R1, R1.w;
# /work/main/examples/cg/julia.cg:17  bool inside = dot(z, z) < 4;
MUL R1.yz, R1, R1;
ADD R1.y, R1, R1.z;
# /work/main/examples/cg/julia.cg:20  count += inside ? 1 : 0;
ADD R1.y, R1, -c[3].x;
CMP R1.y, R1, c[2].x, c[3];
ADD R0.x, R1, R1.y;
# /work/main/examples/cg/julia.cg:22  float t = count / 12;
MUL R0.x, R0, c[3].z;
# /work/main/examples/cg/julia.cg:23  float3 color = float3(t, t * t, sqrt(t)) * float3(1, 0.8, 0.9);
MUL R0.z, R0.x, R0.x;
RSQ R1.x, R0.x;
RCP R0.w, R1.x;
MOV R0.y, R0.x;
MUL result.color.xyz, R0.yzww, c[2];
# /work/main/examples/cg/julia.cg:12  float4 main(float2 uv : TEXCOORD0) : COLOR
MOV result.color.w, c[2].x;
END
# 124 instructions, 2 R-regs
