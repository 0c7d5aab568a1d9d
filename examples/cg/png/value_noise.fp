!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/value_noise.cg
#profile arbfp1
#program main
#semantic scale
#semantic lowColor
#semantic highColor
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var float scale :  : c[0] : 0 : 1
#var float3 lowColor :  : c[1] : 1 : 1
#var float3 highColor :  : c[2] : 2 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 3 : 1
#var float4 main : COLOR : result.color : 4 : 1
#const c[3] = 127.1 311.7 1 0
#const c[4] = 2 3 43758.547 2.03
#const c[5] = 17 0.35 0.65
PARAM c[6] = { program.local[0..2],
		{ 127.1, 311.7, 1, 0 },
		{ 2, 3, 43758.547, 2.03 },
		{ 17, 0.35, 0.65 } };
TEMP R0;
TEMP R1;
TEMP R2;
# /work/main/examples/cg/value_noise.cg:31  float n = 0.65 * noise(uv * scale) + 0.35 * noise(uv * scale * 2.03 + 17);
MUL R0.xy, fragment.texcoord[0], c[0].x;
# /work/main/examples/cg/value_noise.cg:19  float2 i = floor(p);
FLR R0.zw, R0.xxxy;
# /work/main/examples/cg/value_noise.cg:20  float2 f = frac(p);
FRC R1.xy, R0;
# /work/main/examples/cg/value_noise.cg:21  float2 w = f * f * (3 - 2 * f);
MUL R1.zw, R1.xxxy, R1.xxxy;
MAD R1.xy, -c[4].x, R1, c[4].y;
MUL R1.xy, R1.zwww, R1;
# /work/main/examples/cg/value_noise.cg:14  return frac(sin(dot(cell, float2(127.1, 311.7))) * 43758.5453);
MUL R1.zw, R0, c[3].xxxy;
ADD R1.z, R1, R1.w;
SIN R1.z, R1.z;
MUL R1.z, R1, c[4];
FRC R1.z, R1;
# /work/main/examples/cg/value_noise.cg:23  float b = hash(i + float2(1, 0));
ADD R2.xy, R0.zwww, c[3].zwww;
# /work/main/examples/cg/value_noise.cg:14  return frac(sin(dot(cell, float2(127.1, 311.7))) * 43758.5453);
MUL R2.xy, R2, c[3];
ADD R1.w, R2.x, R2.y;
SIN R1.w, R1.w;
MUL R1.w, R1, c[4].z;
FRC R1.w, R1;
# /work/main/examples/cg/value_noise.cg:24  float c = hash(i + float2(0, 1));
ADD R2.xy, R0.zwww, c[3].wzzz;
# /work/main/examples/cg/value_noise.cg:14  return frac(sin(dot(cell, float2(127.1, 311.7))) * 43758.5453);
MUL R2.xy, R2, c[3];
ADD R2.x, R2, R2.y;
SIN R2.x, R2.x;
MUL R2.x, R2, c[4].z;
FRC R2.x, R2;
# /work/main/examples/cg/value_noise.cg:25  float d = hash(i + float2(1, 1));
ADD R0.zw, R0, c[3].z;
# /work/main/examples/cg/value_noise.cg:14  return frac(sin(dot(cell, float2(127.1, 311.7))) * 43758.5453);
MUL R0.zw, R0, c[3].xxxy;
ADD R0.z, R0, R0.w;
SIN R0.z, R0.z;
MUL R0.z, R0, c[4];
FRC R0.z, R0;
# /work/main/examples/cg/value_noise.cg:26  return lerp(lerp(a, b, w.x), lerp(c, d, w.x), w.y);
LRP R0.w, R1.x, R1, R1.z;
LRP R0.z, R1.x, R0, R2.x;
LRP R0.z, R1.y, R0, R0.w;
# /work/main/examples/cg/value_noise.cg:31  float n = 0.65 * noise(uv * scale) + 0.35 * noise(uv * scale * 2.03 + 17);
MAD R0.xy, R0, c[4].w, c[5].x;
# /work/main/examples/cg/value_noise.cg:19  float2 i = floor(p);
FLR R1.xy, R0;
# /work/main/examples/cg/value_noise.cg:20  float2 f = frac(p);
FRC R1.zw, R0.xxxy;
# /work/main/examples/cg/value_noise.cg:21  float2 w = f * f * (3 - 2 * f);
MUL R0.xy, R1.zwww, R1.zwww;
MAD R1.zw, -c[4].x, R1, c[4].y;
MUL R1.zw, R0.xxxy, R1;
# /work/main/examples/cg/value_noise.cg:14  return frac(sin(dot(cell, float2(127.1, 311.7))) * 43758.5453);
MUL R0.xy, R1, c[3];
ADD R0.x, R0, R0.y;
SIN R0.x, R0.x;
MUL R0.x, R0, c[4].z;
FRC R0.x, R0;
# /work/main/examples/cg/value_noise.cg:23  float b = hash(i + float2(1, 0));
ADD R0.yw, R1.xxxy, c[3].zzzw;
# /work/main/examples/cg/value_noise.cg:14  return frac(sin(dot(cell, float2(127.1, 311.7))) * 43758.5453);
MUL R0.yw, R0, c[3].xxxy;
ADD R0.y, R0, R0.w;
SIN R0.y, R0.y;
MUL R0.y, R0, c[4].z;
FRC R0.y, R0;
# /work/main/examples/cg/value_noise.cg:24  float c = hash(i + float2(0, 1));
ADD R2.xy, R1, c[3].wzzz;
# /work/main/examples/cg/value_noise.cg:14  return frac(sin(dot(cell, float2(127.1, 311.7))) * 43758.5453);
MUL R2.xy, R2, c[3];
ADD R0.w, R2.x, R2.y;
SIN R0.w, R0.w;
MUL R0.w, R0, c[4].z;
FRC R0.w, R0;
# /work/main/examples/cg/value_noise.cg:25  float d = hash(i + float2(1, 1));
ADD R1.xy, R1, c[3].z;
# /work/main/examples/cg/value_noise.cg:14  return frac(sin(dot(cell, float2(127.1, 311.7))) * 43758.5453);
MUL R1.xy, R1, c[3];
ADD R1.x, R1, R1.y;
SIN R1.x, R1.x;
MUL R1.x, R1, c[4].z;
FRC R1.x, R1;
# /work/main/examples/cg/value_noise.cg:26  return lerp(lerp(a, b, w.x), lerp(c, d, w.x), w.y);
LRP R1.y, R1.z, R0, R0.x;
LRP R1.x, R1.z, R1, R0.w;
LRP R0.x, R1.w, R1, R1.y;
# /work/main/examples/cg/value_noise.cg:31  float n = 0.65 * noise(uv * scale) + 0.35 * noise(uv * scale * 2.03 + 17);
MUL R0.x, c[5].y, R0;
MAD R0.x, c[5].z, R0.z, R0;
# /work/main/examples/cg/value_noise.cg:32  return float4(lerp(lowColor, highColor, n), 1);
LRP result.color.xyz, R0.x, c[2], c[1];
# /work/main/examples/cg/value_noise.cg:29  float4 main(float2 uv : TEXCOORD0) : COLOR
MOV result.color.w, c[3].z;
END
# 68 instructions, 3 R-regs
