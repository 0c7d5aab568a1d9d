!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/spot_light.cg
#profile arbfp1
#program main
#semantic lightPos
#semantic spotDir
#semantic cone
#semantic attenuation
#semantic uv : TEXCOORD0
#semantic floorColor : COLOR0
#semantic main : COLOR
#var float3 lightPos :  : c[0] : 0 : 1
#var float3 spotDir :  : c[1] : 1 : 1
#var float4 cone :  : c[2] : 2 : 1
#var float4 attenuation :  : c[3] : 3 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 4 : 1
#var float4 floorColor : COLOR0 : fragment.color.primary : 5 : 1
#var float4 main : COLOR : result.color : 6 : 1
#const c[4] = 4 -2 -0 3
#const c[5] = 0.05 1
PARAM c[6] = { program.local[0..3],
		{ 4, -2, -0, 3 },
		{ 0.05, 1 } };
TEMP R0;
TEMP R1;
# /work/main/examples/cg/spot_light.cg:20  float3 p = float3(uv.x * 4 - 2, 0, uv.y * 4 - 2);
MAD R0.xy, fragment.texcoord[0], c[4].x, c[4].y;
# /work/main/examples/cg/spot_light.cg:21  float3 toLight = lightPos - p;
ADD R0.xz, c[0], -R0.xxyy;
ADD R0.y, c[0], c[4].z;
# /work/main/examples/cg/spot_light.cg:22  float d = length(toLight);
DP3 R0.w, R0, R0;
RSQ R0.w, R0.w;
RCP R0.w, R0.w;
# /work/main/examples/cg/spot_light.cg:23  float3 l = toLight / d;
RCP R1.x, R0.w;
MUL R0.xyz, R0, R1.x;
# /work/main/examples/cg/spot_light.cg:24  float ndotl = saturate(l.y);  // the floor's normal is +y
MOV_SAT R1.x, R0.y;
# /work/main/examples/cg/spot_light.cg:25  float spot = smoothstep(cone.x, cone.y, dot(-l, normalize(spotDir)));
DP3 R1.y, c[1], c[1];
RSQ R1.y, R1.y;
MUL R1.yzw, c[1].xxyz, R1.y;
DP3 R0.x, -R0, R1.yzww;
ADD R0.x, R0, -c[2];
ADD R0.y, c[2], -c[2].x;
RCP R0.y, R0.y;
MUL_SAT R0.x, R0, R0.y;
MAD R0.y, R0.x, c[4], c[4].w;
MUL R0.x, R0, R0;
MUL R0.x, R0, R0.y;
# /work/main/examples/cg/spot_light.cg:26  float atten = attenuation.w / (attenuation.x + d * (attenuation.y + d * attenuation.z));
MAD R0.y, R0.w, c[3].z, c[3];
MAD R0.y, R0.w, R0, c[3].x;
RCP R0.y, R0.y;
MUL R0.y, c[3].w, R0;
# /work/main/examples/cg/spot_light.cg:27  float3 rgb = floorColor.rgb * (0.05 + ndotl * spot * atten);
MUL R0.x, R1, R0;
MAD R0.x, R0, R0.y, c[5];
MUL result.color.xyz, fragment.color.primary, R0.x;
# /work/main/examples/cg/spot_light.cg:18  float4 main(float2 uv : TEXCOORD0, float4 floorColor : COLOR0) : COLOR
MOV result.color.w, c[5].y;
END
# 28 instructions, 2 R-regs
