!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/rim_light.cg
#profile arbfp1
#program main
#semantic rimColor
#semantic rimPower
#semantic lightDir
#semantic uv : TEXCOORD0
#semantic color : COLOR0
#semantic main : COLOR
#var float4 rimColor :  : c[0] : 0 : 1
#var float3 rimPower :  : c[1] : 1 : 1
#var float3 lightDir :  : c[2] : 2 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 3 : 1
#var float4 color : COLOR0 : fragment.color.primary : 4 : 1
#var float4 main : COLOR : result.color : 5 : 1
#const c[3] = 2 -1 3 0.4
PARAM c[4] = { program.local[0..2],
		{ 2, -1, 3, 0.4 } };
TEMP R0;
TEMP R1;
# /work/main/examples/cg/rim_light.cg:15  float2 p = uv * 2 - 1;
MAD R0.xy, fragment.texcoord[0], c[3].x, c[3].y;
# /work/main/examples/cg/rim_light.cg:16  float r2 = min(dot(p, p), 1);
MUL R0.zw, R0.xxxy, R0.xxxy;
ADD R0.z, R0, R0.w;
MIN R0.z, R0, -c[3].y;
# /work/main/examples/cg/rim_light.cg:17  float3 n = float3(p, sqrt(1 - r2));
ADD R0.z, -c[3].y, -R0;
RSQ R0.z, R0.z;
RCP R0.z, R0.z;
# /work/main/examples/cg/rim_light.cg:21  float diffuse = saturate(dot(n, normalize(lightDir)));
MOV R0.w, R0.z;
DP3 R1.x, c[2], c[2];
RSQ R1.x, R1.x;
MUL R1.xyz, c[2], R1.x;
DP3_SAT R0.x, R0.xyww, R1;
# /work/main/examples/cg/rim_light.cg:18  float ndotv = saturate(n.z);
MOV_SAT R0.y, R0.z;
# /work/main/examples/cg/rim_light.cg:19  float rim = pow(1 - ndotv, rimPower.x);
ADD R0.y, -c[3], -R0;
POW R0.y, R0.y, c[1].x;
# /work/main/examples/cg/rim_light.cg:20  rim = smoothstep(rimPower.y, rimPower.z, rim) * rimColor.a;
ADD R0.y, R0, -c[1];
ADD R0.z, c[1], -c[1].y;
RCP R0.z, R0.z;
MUL_SAT R0.y, R0, R0.z;
MAD R0.z, R0.y, -c[3].x, c[3];
MUL R0.y, R0, R0;
MUL R0.y, R0, R0.z;
MUL R0.y, R0, c[0].w;
# /work/main/examples/cg/rim_light.cg:22  float3 rgb = color.rgb * 0.4 * diffuse + rimColor.rgb * rim;
MUL R0.yzw, c[0].xxyz, R0.y;
MUL R1.xyz, fragment.color.primary, c[3].w;
MAD result.color.xyz, R1, R0.x, R0.yzww;
# /work/main/examples/cg/rim_light.cg:13  float4 main(float2 uv : TEXCOORD0, float4 color : COLOR0) : COLOR
MOV result.color.w, -c[3].y;
END
# 27 instructions, 2 R-regs
