!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/edge_smooth.cg
#profile arbfp1
#program main
#semantic image
#semantic texelSize
#semantic threshold
#semantic strength
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var sampler2D image :  : texunit 0 : 0 : 1
#var float2 texelSize :  : c[0] : 1 : 1
#var float threshold :  : c[1] : 2 : 1
#var float strength :  : c[2] : 3 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 4 : 1
#var float4 main : COLOR : result.color : 5 : 1
#const c[3] = 0.299 0.587 0.114 0
#const c[4] = 2 0.5 3 1
PARAM c[5] = { program.local[0..2],
		{ 0.299, 0.587, 0.114, 0 },
		{ 2, 0.5, 3, 1 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
# /work/main/examples/cg/edge_smooth.cg:33  float n = luma(tex2D(image, uv + float2(0, texelSize.y)).rgb);
ADD R0.w, fragment.texcoord[0].y, c[0].y;
ADD R0.x, fragment.texcoord[0], c[3].w;
TEX R0.xyz, R0.xwww, texture[0], 2D;
# /work/main/examples/cg/edge_smooth.cg:26  return dot(c, float3(0.299, 0.587, 0.114));
DP3 R0.w, R0, c[3];
# /work/main/examples/cg/edge_smooth.cg:34  float s = luma(tex2D(image, uv - float2(0, texelSize.y)).rgb);
ADD R0.y, fragment.texcoord[0], -c[0];
ADD R0.x, fragment.texcoord[0], -c[3].w;
TEX R0.xyz, R0, texture[0], 2D;
# /work/main/examples/cg/edge_smooth.cg:26  return dot(c, float3(0.299, 0.587, 0.114));
DP3 R0.x, R0, c[3];
# /work/main/examples/cg/edge_smooth.cg:35  float e = luma(tex2D(image, uv + float2(texelSize.x, 0)).rgb);
ADD R0.y, fragment.texcoord[0].x, c[0].x;
ADD R0.z, fragment.texcoord[0].y, c[3].w;
TEX R1.xyz, R0.yzzz, texture[0], 2D;
# /work/main/examples/cg/edge_smooth.cg:26  return dot(c, float3(0.299, 0.587, 0.114));
DP3 R0.y, R1, c[3];
# /work/main/examples/cg/edge_smooth.cg:36  float w = luma(tex2D(image, uv - float2(texelSize.x, 0)).rgb);
ADD R1.x, fragment.texcoord[0], -c[0];
ADD R1.w, fragment.texcoord[0].y, -c[3];
TEX R1.xyz, R1.xwww, texture[0], 2D;
# /work/main/examples/cg/edge_smooth.cg:26  return dot(c, float3(0.299, 0.587, 0.114));
DP3 R0.z, R1, c[3];
# /work/main/examples/cg/edge_smooth.cg:31  float4 center = tex2D(image, uv);
TEX R1, fragment.texcoord[0], texture[0], 2D;
# /work/main/examples/cg/edge_smooth.cg:26  return dot(c, float3(0.299, 0.587, 0.114));
DP3 R2.w, R1, c[3];
# /work/main/examples/cg/edge_smooth.cg:46  float hi = max(max(n, s), max(max(e, w), m));
MAX R2.x, R0.y, R0.z;
MAX R2.x, R2, R2.w;
MAX R2.y, R0.w, R0.x;
MAX R2.x, R2.y, R2;
# /work/main/examples/cg/edge_smooth.cg:47  float lo = min(min(n, s), min(min(e, w), m));
MIN R2.y, R0, R0.z;
MIN R2.y, R2, R2.w;
MIN R2.z, R0.w, R0.x;
MIN R2.y, R2.z, R2;
# /work/main/examples/cg/edge_smooth.cg:38  bool horizontal = abs(n + s - 2 * m) >= abs(e + w - 2 * m);
ADD R2.z, R0.y, R0;
ADD R0.w, R0, R0.x;
MAD R0.w, -c[4].x, R2, R0;
ABS R0.w, R0;
MAD R2.z, -c[4].x, R2.w, R2;
ABS R2.z, R2;
# /work/main/examples/cg/edge_smooth.cg:39  float2 dir = horizontal ? float2(texelSize.x, 0) : float2(0, texelSize.y);
ADD R2.z, R0.w, -R2;
CMP R0.w, R2.z, c[0].y, c[3];
CMP R0.x, R2.z, c[3].w, c[0];
# /work/main/examples/cg/edge_smooth.cg:51  float mid = 0.5 * (hi + lo);
ADD R2.z, R2.x, R2.y;
MUL R2.z, c[4].y, R2;
# /work/main/examples/cg/edge_smooth.cg:58  if ((luma(forward[i]) >= mid) == above) {
SGE R2.w, R2, R2.z;
# /work/main/examples/cg/edge_smooth.cg:43  backward[i] = tex2D(image, uv - (i + 1) * dir).rgb;
ADD R0.yz, fragment.texcoord[0].xxyy, -R0.xxww;
TEX R3.xyz, R0.yzzz, texture[0], 2D;
# /work/main/examples/cg/edge_smooth.cg:26  return dot(c, float3(0.299, 0.587, 0.114));
DP3 R3.w, R3, c[3];
# /work/main/examples/cg/edge_smooth.cg:66  if ((luma(backward[i]) >= mid) == above) {
SGE R3.w, R3, R2.z;
ADD R3.w, R3, -R2;
ABS R3.w, R3;
# /work/main/examples/cg/edge_smooth.cg:42  forward[i] = tex2D(image, uv + (i + 1) * dir).rgb;
ADD R0.yz, fragment.texcoord[0].xxyy, R0.xxww;
TEX R4.xyz, R0.yzzz, texture[0], 2D;
# /work/main/examples/cg/edge_smooth.cg:26  return dot(c, float3(0.299, 0.587, 0.114));
DP3 R4.w, R4, c[3];
# /work/main/examples/cg/edge_smooth.cg:58  if ((luma(forward[i]) >= mid) == above) {
SGE R4.w, R4, R2.z;
ADD R4.w, R4, -R2;
ABS R4.w, R4;
# /work/main/examples/cg/edge_smooth.cg:59  sum += forward[i];
ADD R4.xyz, R1, R4;
# /work/main/examples/cg/edge_smooth.cg:58  if ((luma(forward[i]) >= mid) == above) {
CMP R4.xyz, -R4.w, R1, R4;
# /work/main/examples/cg/edge_smooth.cg:67  sum += backward[i];
ADD R3.xyz, R4, R3;
# /work/main/examples/cg/edge_smooth.cg:66  if ((luma(backward[i]) >= mid) == above) {
CMP R3.xyz, -R3.w, R4, R3;
# /work/main/examples/cg/edge_smooth.cg:42  forward[i] = tex2D(image, uv + (i + 1) * dir).rgb;
MAD R0.yz, c[4].x, R0.xxww, fragment.texcoord[0].xxyy;
TEX R4.xyz, R0.yzzz, texture[0], 2D;
# /work/main/examples/cg/edge_smooth.cg:26  return dot(c, float3(0.299, 0.587, 0.114));
DP3 R0.y, R4, c[3];
# /work/main/examples/cg/edge_smooth.cg:58  if ((luma(forward[i]) >= mid) == above) {
SGE R0.y, R0, R2.z;
ADD R0.y, R0, -R2.w;
ABS R0.y, R0;
# /work/main/examples/cg/edge_smooth.cg:59  sum += forward[i];
ADD R4.xyz, R3, R4;
# /work/main/examples/cg/edge_smooth.cg:58  if ((luma(forward[i]) >= mid) == above) {
CMP R4.xyz, -R0.y, R3, R4;
SGE R0.z, -R4.w, c[3].w;
# /work/main/examples/cg/edge_smooth.cg:57  if (goingForward) {
CMP R3.xyz, -R0.z, R4, R3;
# /work/main/examples/cg/edge_smooth.cg:43  backward[i] = tex2D(image, uv - (i + 1) * dir).rgb;
MAD R4.xy, -c[4].x, R0.xwww, fragment.texcoord[0];
TEX R4.xyz, R4, texture[0], 2D;
# /work/main/examples/cg/edge_smooth.cg:26  return dot(c, float3(0.299, 0.587, 0.114));
DP3 R5.w, R4, c[3];
# /work/main/examples/cg/edge_smooth.cg:66  if ((luma(backward[i]) >= mid) == above) {
SGE R5.w, R5, R2.z;
ADD R5.w, R5, -R2;
ABS R5.w, R5;
# /work/main/examples/cg/edge_smooth.cg:67  sum += backward[i];
ADD R4.xyz, R3, R4;
# /work/main/examples/cg/edge_smooth.cg:66  if ((luma(backward[i]) >= mid) == above) {
CMP R4.xyz, -R5.w, R3, R4;
SGE R5.x, -R3.w, c[3].w;
# /work/main/examples/cg/edge_smooth.cg:65  if (goingBackward) {
CMP R3.xyz, -R5.x, R4, R3;
# /work/main/examples/cg/edge_smooth.cg:58  if ((luma(forward[i]) >= mid) == above) {
CMP R5.y, -R0, c[3].w, R0.z;
# /work/main/examples/cg/edge_smooth.cg:57  if (goingForward) {
CMP R5.y, -R0.z, R5, R0.z;
# /work/main/examples/cg/edge_smooth.cg:42  forward[i] = tex2D(image, uv + (i + 1) * dir).rgb;
MAD R4.xy, c[4].z, R0.xwww, fragment.texcoord[0];
TEX R4.xyz, R4, texture[0], 2D;
# /work/main/examples/cg/edge_smooth.cg:26  return dot(c, float3(0.299, 0.587, 0.114));
DP3 R5.z, R4, c[3];
# /work/main/examples/cg/edge_smooth.cg:58  if ((luma(forward[i]) >= mid) == above) {
SGE R5.z, R5, R2;
ADD R5.z, R5, -R2.w;
ABS R5.z, R5;
# /work/main/examples/cg/edge_smooth.cg:59  sum += forward[i];
ADD R4.xyz, R3, R4;
# /work/main/examples/cg/edge_smooth.cg:58  if ((luma(forward[i]) >= mid) == above) {
CMP R4.xyz, -R5.z, R3, R4;
# /work/main/examples/cg/edge_smooth.cg:57  if (goingForward) {
CMP R3.xyz, -R5.y, R4, R3;
# /work/main/examples/cg/edge_smooth.cg:43  backward[i] = tex2D(image, uv - (i + 1) * dir).rgb;
MAD R0.xw, -c[4].z, R0, fragment.texcoord[0].xxxy;
TEX R4.xyz, R0.xwww, texture[0], 2D;
# /work/main/examples/cg/edge_smooth.cg:26  return dot(c, float3(0.299, 0.587, 0.114));
DP3 R0.w, R4, c[3];
# /work/main/examples/cg/edge_smooth.cg:66  if ((luma(backward[i]) >= mid) == above) {
SGE R2.z, R0.w, R2;
ADD R0.w, R2.z, -R2;
CMP R0.x, -R5.w, c[3].w, R5;
# /work/main/examples/cg/edge_smooth.cg:65  if (goingBackward) {
CMP R0.x, -R5, R0, R5;
# /work/main/examples/cg/edge_smooth.cg:66  if ((luma(backward[i]) >= mid) == above) {
ABS R0.w, R0;
# /work/main/examples/cg/edge_smooth.cg:67  sum += backward[i];
ADD R4.xyz, R3, R4;
# /work/main/examples/cg/edge_smooth.cg:66  if ((luma(backward[i]) >= mid) == above) {
CMP R4.xyz, -R0.w, R3, R4;
# /work/main/examples/cg/edge_smooth.cg:65  if (goingBackward) {
CMP R3.xyz, -R0.x, R4, R3;
# /work/main/examples/cg/edge_smooth.cg:58  if ((luma(forward[i]) >= mid) == above) {
CMP R2.w, -R4, c[4], c[4].x;
# /work/main/examples/cg/edge_smooth.cg:68  count += 1;
ADD R2.z, R2.w, c[4].w;
# /work/main/examples/cg/edge_smooth.cg:66  if ((luma(backward[i]) >= mid) == above) {
CMP R3.w, -R3, R2, R2.z;
# /work/main/examples/cg/edge_smooth.cg:60  count += 1;
ADD R2.w, R3, c[4];
# /work/main/examples/cg/edge_smooth.cg:58  if ((luma(forward[i]) >= mid) == above) {
CMP R0.y, -R0, R3.w, R2.w;
# /work/main/examples/cg/edge_smooth.cg:57  if (goingForward) {
CMP R3.w, -R0.z, R0.y, R3;
# /work/main/examples/cg/edge_smooth.cg:68  count += 1;
ADD R0.y, R3.w, c[4].w;
# /work/main/examples/cg/edge_smooth.cg:66  if ((luma(backward[i]) >= mid) == above) {
CMP R5.w, -R5, R3, R0.y;
# /work/main/examples/cg/edge_smooth.cg:65  if (goingBackward) {
CMP R3.w, -R5.x, R5, R3;
# /work/main/examples/cg/edge_smooth.cg:60  count += 1;
ADD R0.y, R3.w, c[4].w;
# /work/main/examples/cg/edge_smooth.cg:58  if ((luma(forward[i]) >= mid) == above) {
CMP R0.y, -R5.z, R3.w, R0;
# /work/main/examples/cg/edge_smooth.cg:57  if (goingForward) {
CMP R3.w, -R5.y, R0.y, R3;
# /work/main/examples/cg/edge_smooth.cg:68  count += 1;
ADD R0.y, R3.w, c[4].w;
# /work/main/examples/cg/edge_smooth.cg:66  if ((luma(backward[i]) >= mid) == above) {
CMP R2.w, -R0, R3, R0.y;
# /work/main/examples/cg/edge_smooth.cg:65  if (goingBackward) {
CMP R3.w, -R0.x, R2, R3;
# /work/main/examples/cg/edge_smooth.cg:74  return float4(lerp(center.rgb, sum / count, strength), center.a);
RCP R3.w, R3.w;
MUL R0.xyw, R3.xyyz, R3.w;
# /work/main/examples/cg/edge_smooth.cg:48  if (hi - lo < threshold)
ADD R0.z, R2.x, -R2.y;
ADD R0.z, R0, -c[1].x;
# /work/main/examples/cg/edge_smooth.cg:74  return float4(lerp(center.rgb, sum / count, strength), center.a);
LRP R2.xyz, c[2].x, R0.xyww, R1;
# /work/main/examples/cg/edge_smooth.cg:48  if (hi - lo < threshold)
MOV R2.w, R1;
CMP result.color, R0.z, R1, R2;
END
# 118 instructions, 6 R-regs
