!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/gradient.cg
#profile arbfp1
#program main
#semantic stop0
#semantic stop1
#semantic stop2
#semantic stop3
#semantic direction
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var float3 stop0 :  : c[0] : 0 : 1
#var float3 stop1 :  : c[1] : 1 : 1
#var float3 stop2 :  : c[2] : 2 : 1
#var float3 stop3 :  : c[3] : 3 : 1
#var float2 direction :  : c[4] : 4 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 5 : 1
#var float4 main : COLOR : result.color : 6 : 1
#const c[5] = 1 3 -2
PARAM c[6] = { program.local[0..4],
		{ 1, 3, -2 } };
TEMP R0;
TEMP R1;
# /work/main/examples/cg/gradient.cg:16  float2 axis = normalize(direction);
MUL R0.xy, c[4], c[4];
ADD R0.x, R0, R0.y;
RSQ R0.x, R0.x;
MUL R0.xy, c[4], R0.x;
# /work/main/examples/cg/gradient.cg:17  float t = saturate(dot(uv, axis) / dot(float2(1, 1), abs(axis))) * 3;
MUL R0.zw, fragment.texcoord[0].xxxy, R0.xxxy;
ADD R0.z, R0, R0.w;
ABS R0.xy, R0;
MUL R0.xy, c[5].x, R0;
ADD R0.x, R0, R0.y;
RCP R0.x, R0.x;
MUL_SAT R0.x, R0.z, R0;
MUL R0.x, R0, c[5].y;
# /work/main/examples/cg/gradient.cg:18  float3 c = lerp(stop0, stop1, saturate(t));
MOV_SAT R0.y, R0.x;
LRP R0.yzw, R0.y, c[1].xxyz, c[0].xxyz;
# /work/main/examples/cg/gradient.cg:19  c = lerp(c, stop2, saturate(t - 1));
ADD_SAT R1.x, R0, -c[5];
LRP R0.yzw, R1.x, c[2].xxyz, R0;
# /work/main/examples/cg/gradient.cg:20  c = lerp(c, stop3, saturate(t - 2));
ADD_SAT R0.x, R0, c[5].z;
LRP result.color.xyz, R0.x, c[3], R0.yzww;
# /work/main/examples/cg/gradient.cg:14  float4 main(float2 uv : TEXCOORD0) : COLOR
MOV result.color.w, c[5].x;
END
# 19 instructions, 2 R-regs
