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
#const c[4] = 2 3 0.5 1
PARAM c[5] = { program.local[0..2],
		{ 0.299, 0.587, 0.114, 0 },
		{ 2, 3, 0.5, 1 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
TEMP R6;
TEMP R7;
# /work/main/examples/cg/edge_smooth.cg:31  float4 center = tex2D(image, uv);
TEX R0, fragment.texcoord[0], texture[0], 2D;
# /work/main/examples/cg/edge_smooth.cg:26  return dot(c, float3(0.299, 0.587, 0.114));
DP3 R1.x, R0, c[3];
# /work/main/examples/cg/edge_smooth.cg:33  float n = luma(tex2D(image, uv + float2(0, texelSize.y)).rgb);
MOV R1.y, c[3].w;
MOV R1.z, c[0].y;
ADD R1.yz, fragment.texcoord[0].xxyy, R1;
# /work/main/examples/cg/edge_smooth.cg:34  float s = luma(tex2D(image, uv - float2(0, texelSize.y)).rgb);
MOV R2.x, -c[3].w;
MOV R2.y, -c[0];
ADD R2.xy, fragment.texcoord[0], R2;
# /work/main/examples/cg/edge_smooth.cg:35  float e = luma(tex2D(image, uv + float2(texelSize.x, 0)).rgb);
MOV R2.z, c[0].x;
MOV R2.w, c[3];
ADD R2.zw, fragment.texcoord[0].xxxy, R2;
# /work/main/examples/cg/edge_smooth.cg:36  float w = luma(tex2D(image, uv - float2(texelSize.x, 0)).rgb);
MOV R3.x, -c[0];
MOV R3.y, -c[3].w;
ADD R3.xy, fragment.texcoord[0], R3;
# /work/main/examples/cg/edge_smooth.cg:38  bool horizontal = abs(n + s - 2 * m) >= abs(e + w - 2 * m);
MUL R1.w, c[4].x, R1.x;
# /work/main/examples/cg/edge_smooth.cg:39  float2 dir = horizontal ? float2(texelSize.x, 0) : float2(0, texelSize.y);
MOV R3.z, c[3].w;
MOV R3.w, c[0].y;
MOV R4.x, c[0];
MOV R4.y, c[3].w;
# /work/main/examples/cg/edge_smooth.cg:33  float n = luma(tex2D(image, uv + float2(0, texelSize.y)).rgb);
TEX R5.xyz, R1.yzzz, texture[0], 2D;
# /work/main/examples/cg/edge_smooth.cg:34  float s = luma(tex2D(image, uv - float2(0, texelSize.y)).rgb);
TEX R6.xyz, R2, texture[0], 2D;
# /work/main/examples/cg/edge_smooth.cg:35  float e = luma(tex2D(image, uv + float2(texelSize.x, 0)).rgb);
TEX R2.xyz, R2.zwww, texture[0], 2D;
# /work/main/examples/cg/edge_smooth.cg:36  float w = luma(tex2D(image, uv - float2(texelSize.x, 0)).rgb);
TEX R7.xyz, R3, texture[0], 2D;
# /work/main/examples/cg/edge_smooth.cg:26  return dot(c, float3(0.299, 0.587, 0.114));
DP3 R2.w, R5, c[3];
DP3 R7.w, R6, c[3];
DP3 R1.y, R2, c[3];
DP3 R1.z, R7, c[3];
# /work/main/examples/cg/edge_smooth.cg:38  bool horizontal = abs(n + s - 2 * m) >= abs(e + w - 2 * m);
ADD R3.x, R2.w, R7.w;
ADD R3.x, R3, -R1.w;
ABS R3.x, R3;
ADD R3.y, R1, R1.z;
ADD R1.w, R3.y, -R1;
ABS R1.w, R1;
# /work/main/examples/cg/edge_smooth.cg:39  float2 dir = horizontal ? float2(texelSize.x, 0) : float2(0, texelSize.y);
ADD R1.w, R3.x, -R1;
CMP R2.xy, R1.w, R3.zwww, R4;
# /work/main/examples/cg/edge_smooth.cg:42  forward[i] = tex2D(image, uv + (i + 1) * dir).rgb;
ADD R7.xy, fragment.texcoord[0], R2;
# /work/main/examples/cg/edge_smooth.cg:43  backward[i] = tex2D(image, uv - (i + 1) * dir).rgb;
ADD R3.xy, fragment.texcoord[0], -R2;
# /work/main/examples/cg/edge_smooth.cg:42  forward[i] = tex2D(image, uv + (i + 1) * dir).rgb;
MUL R3.zw, c[4].x, R2.xxxy;
ADD R4.xy, fragment.texcoord[0], R3.zwww;
# /work/main/examples/cg/edge_smooth.cg:43  backward[i] = tex2D(image, uv - (i + 1) * dir).rgb;
ADD R3.zw, fragment.texcoord[0].xxxy, -R3;
# /work/main/examples/cg/edge_smooth.cg:42  forward[i] = tex2D(image, uv + (i + 1) * dir).rgb;
MUL R4.zw, c[4].y, R2.xxxy;
ADD R2.xy, fragment.texcoord[0], R4.zwww;
# /work/main/examples/cg/edge_smooth.cg:43  backward[i] = tex2D(image, uv - (i + 1) * dir).rgb;
ADD R4.zw, fragment.texcoord[0].xxxy, -R4;
# /work/main/examples/cg/edge_smooth.cg:42  forward[i] = tex2D(image, uv + (i + 1) * dir).rgb;
TEX R7.xyz, R7, texture[0], 2D;
# /work/main/examples/cg/edge_smooth.cg:43  backward[i] = tex2D(image, uv - (i + 1) * dir).rgb;
TEX R5.xyz, R3, texture[0], 2D;
# /work/main/examples/cg/edge_smooth.cg:42  forward[i] = tex2D(image, uv + (i + 1) * dir).rgb;
TEX R6.xyz, R4, texture[0], 2D;
# /work/main/examples/cg/edge_smooth.cg:43  backward[i] = tex2D(image, uv - (i + 1) * dir).rgb;
TEX R3.xyz, R3.zwww, texture[0], 2D;
# /work/main/examples/cg/edge_smooth.cg:42  forward[i] = tex2D(image, uv + (i + 1) * dir).rgb;
TEX R2.xyz, R2, texture[0], 2D;
# /work/main/examples/cg/edge_smooth.cg:43  backward[i] = tex2D(image, uv - (i + 1) * dir).rgb;
TEX R4.xyz, R4.zwww, texture[0], 2D;
# /work/main/examples/cg/edge_smooth.cg:46  float hi = max(max(n, s), max(max(e, w), m));
MAX R1.w, R2, R7;
MAX R3.w, R1.y, R1.z;
MAX R3.w, R3, R1.x;
MAX R1.w, R1, R3;
# /work/main/examples/cg/edge_smooth.cg:47  float lo = min(min(n, s), min(min(e, w), m));
MIN R2.w, R2, R7;
MIN R3.w, R1.y, R1.z;
MIN R3.w, R3, R1.x;
MIN R2.w, R2, R3;
# /work/main/examples/cg/edge_smooth.cg:48  if (hi - lo < threshold)
ADD R3.w, R1, -R2;
# /work/main/examples/cg/edge_smooth.cg:51  float mid = 0.5 * (hi + lo);
ADD R2.w, R1, R2;
MUL R2.w, c[4].z, R2;
# /work/main/examples/cg/edge_smooth.cg:26  return dot(c, float3(0.299, 0.587, 0.114));
DP3 R4.w, R7, c[3];
# /work/main/examples/cg/edge_smooth.cg:58  if ((luma(forward[i]) >= mid) == above) {
SGE R4.w, R4, R2;
SGE R5.w, R1.x, R2;
# /work/main/examples/cg/edge_smooth.cg:59  sum += forward[i];
ADD R1.xyz, R0, R7;
# /work/main/examples/cg/edge_smooth.cg:58  if ((luma(forward[i]) >= mid) == above) {
ADD R1.w, R4, -R5;
ABS R4.w, R1;
CMP R1.xyz, -R4.w, R0, R1;
ABS R4.w, R1;
CMP R4.w, -R4, c[4], c[4].x;
# /work/main/examples/cg/edge_smooth.cg:26  return dot(c, float3(0.299, 0.587, 0.114));
DP3 R6.w, R5, c[3];
# /work/main/examples/cg/edge_smooth.cg:66  if ((luma(backward[i]) >= mid) == above) {
SGE R6.w, R6, R2;
# /work/main/examples/cg/edge_smooth.cg:67  sum += backward[i];
ADD R5.xyz, R1, R5;
# /work/main/examples/cg/edge_smooth.cg:68  count += 1;
ADD R7.x, R4.w, c[4].w;
# /work/main/examples/cg/edge_smooth.cg:66  if ((luma(backward[i]) >= mid) == above) {
ADD R6.w, R6, -R5;
ABS R7.y, R6.w;
CMP R1.xyz, -R7.y, R1, R5;
ABS R5.x, R6.w;
CMP R4.w, -R5.x, R4, R7.x;
# /work/main/examples/cg/edge_smooth.cg:26  return dot(c, float3(0.299, 0.587, 0.114));
DP3 R5.x, R6, c[3];
# /work/main/examples/cg/edge_smooth.cg:58  if ((luma(forward[i]) >= mid) == above) {
SGE R5.x, R5, R2.w;
# /work/main/examples/cg/edge_smooth.cg:59  sum += forward[i];
ADD R6.xyz, R1, R6;
# /work/main/examples/cg/edge_smooth.cg:60  count += 1;
ADD R5.y, R4.w, c[4].w;
# /work/main/examples/cg/edge_smooth.cg:58  if ((luma(forward[i]) >= mid) == above) {
ADD R5.x, R5, -R5.w;
ABS R5.z, R5.x;
CMP R6.xyz, -R5.z, R1, R6;
ABS R5.z, R5.x;
CMP R5.y, -R5.z, R4.w, R5;
ABS R1.w, R1;
SGE R1.w, -R1, c[3];
ABS R5.x, R5;
CMP R5.x, -R5, c[3].w, R1.w;
# /work/main/examples/cg/edge_smooth.cg:57  if (goingForward) {
CMP R1.xyz, -R1.w, R6, R1;
CMP R4.w, -R1, R5.y, R4;
CMP R1.w, -R1, R5.x, R1;
# /work/main/examples/cg/edge_smooth.cg:26  return dot(c, float3(0.299, 0.587, 0.114));
DP3 R5.x, R3, c[3];
# /work/main/examples/cg/edge_smooth.cg:66  if ((luma(backward[i]) >= mid) == above) {
SGE R5.x, R5, R2.w;
# /work/main/examples/cg/edge_smooth.cg:67  sum += backward[i];
ADD R3.xyz, R1, R3;
# /work/main/examples/cg/edge_smooth.cg:68  count += 1;
ADD R5.y, R4.w, c[4].w;
# /work/main/examples/cg/edge_smooth.cg:66  if ((luma(backward[i]) >= mid) == above) {
ADD R5.x, R5, -R5.w;
ABS R5.z, R5.x;
CMP R3.xyz, -R5.z, R1, R3;
ABS R5.z, R5.x;
CMP R5.y, -R5.z, R4.w, R5;
ABS R5.z, R6.w;
SGE R5.z, -R5, c[3].w;
ABS R5.x, R5;
CMP R5.x, -R5, c[3].w, R5.z;
# /work/main/examples/cg/edge_smooth.cg:65  if (goingBackward) {
CMP R1.xyz, -R5.z, R3, R1;
CMP R4.w, -R5.z, R5.y, R4;
CMP R3.x, -R5.z, R5, R5.z;
# /work/main/examples/cg/edge_smooth.cg:26  return dot(c, float3(0.299, 0.587, 0.114));
DP3 R3.y, R2, c[3];
# /work/main/examples/cg/edge_smooth.cg:58  if ((luma(forward[i]) >= mid) == above) {
SGE R3.y, R3, R2.w;
# /work/main/examples/cg/edge_smooth.cg:59  sum += forward[i];
ADD R2.xyz, R1, R2;
# /work/main/examples/cg/edge_smooth.cg:60  count += 1;
ADD R3.z, R4.w, c[4].w;
# /work/main/examples/cg/edge_smooth.cg:58  if ((luma(forward[i]) >= mid) == above) {
ADD R3.y, R3, -R5.w;
ABS R5.x, R3.y;
CMP R2.xyz, -R5.x, R1, R2;
ABS R3.y, R3;
CMP R3.y, -R3, R4.w, R3.z;
# /work/main/examples/cg/edge_smooth.cg:57  if (goingForward) {
CMP R1.xyz, -R1.w, R2, R1;
CMP R1.w, -R1, R3.y, R4;
# /work/main/examples/cg/edge_smooth.cg:26  return dot(c, float3(0.299, 0.587, 0.114));
DP3 R4.w, R4, c[3];
# /work/main/examples/cg/edge_smooth.cg:66  if ((luma(backward[i]) >= mid) == above) {
SGE R4.w, R4, R2;
# /work/main/examples/cg/edge_smooth.cg:67  sum += backward[i];
ADD R4.xyz, R1, R4;
# /work/main/examples/cg/edge_smooth.cg:68  count += 1;
ADD R3.y, R1.w, c[4].w;
# /work/main/examples/cg/edge_smooth.cg:66  if ((luma(backward[i]) >= mid) == above) {
ADD R3.z, R4.w, -R5.w;
ABS R4.w, R3.z;
CMP R2.xyz, -R4.w, R1, R4;
ABS R2.w, R3.z;
CMP R2.w, -R2, R1, R3.y;
# /work/main/examples/cg/edge_smooth.cg:65  if (goingBackward) {
CMP R1.xyz, -R3.x, R2, R1;
CMP R1.w, -R3.x, R2, R1;
# /work/main/examples/cg/edge_smooth.cg:74  return float4(lerp(center.rgb, sum / count, strength), center.a);
RCP R1.w, R1.w;
MUL R3.xyz, R1, R1.w;
LRP R1.xyz, c[2].x, R3, R0;
# /work/main/examples/cg/edge_smooth.cg:48  if (hi - lo < threshold)
ADD R2.x, R3.w, -c[1];
MOV R1.w, R0;
CMP result.color, R2.x, R0, R1;
END
# 138 instructions, 8 R-regs
