!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/fresnel_glass.cg
#profile arbfp1
#program main
#semantic envMap
#semantic eta
#semantic tint
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var samplerCUBE envMap :  : texunit 0 : 0 : 1
#var float2 eta :  : c[0] : 1 : 1
#var float3 tint :  : c[1] : 2 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 3 : 1
#var float4 main : COLOR : result.color : 4 : 1
#const c[2] = 0 -1 2 -0.5
PARAM c[3] = { program.local[0..1],
		{ 0, -1, 2, -0.5 } };
TEMP R0;
TEMP R1;
TEMP R2;
# /work/main/examples/cg/fresnel_glass.cg:22  float2 p = uv * 2 - 1;
MAD R0.xw, fragment.texcoord[0].xxxy, c[2].z, c[2].y;
# /work/main/examples/cg/fresnel_glass.cg:23  float3 n = normalize(float3(p, 1 - 0.5 * dot(p, p)));
MUL R0.yz, R0.xxww, R0.xxww;
ADD R0.y, R0, R0.z;
MAD R0.y, c[2].w, R0, -c[2];
MOV R1.xy, R0.xwww;
MOV R1.w, R0.y;
MOV R2.xy, R0.xwww;
MOV R2.w, R0.y;
DP3 R0.z, R1.xyww, R2.xyww;
RSQ R0.z, R0.z;
MUL R1.xy, R0.xwww, R0.z;
MUL R1.w, R0.y, R0.z;
# /work/main/examples/cg/fresnel_glass.cg:25  float3 reflected = texCUBE(envMap, reflect(v, n)).rgb;
DP3 R1.z, R1.xyww, c[2].xxyy;
ADD R0.w, R1.z, R1.z;
MAD R0.xyw, -R0.w, R1, c[2].xxxy;
# /work/main/examples/cg/fresnel_glass.cg:26  float3 refracted = texCUBE(envMap, refract(v, n, eta.x)).rgb * tint;
MAD R0.z, -R1, R1, -c[2].y;
MUL R2.w, c[0].x, c[0].x;
MAD R0.z, -R2.w, R0, -c[2].y;
RSQ R2.w, R0.z;
RCP R2.w, R2.w;
MAD R1.z, c[0].x, R1, R2.w;
MUL R2.xyw, c[2].xxxy, c[0].x;
MAD R2.xyw, -R1.z, R1, R2;
CMP R2.xyw, R0.z, c[2].x, R2;
# /work/main/examples/cg/fresnel_glass.cg:25  float3 reflected = texCUBE(envMap, reflect(v, n)).rgb;
TEX R0.xyz, R0.xyww, texture[0], CUBE;
# /work/main/examples/cg/fresnel_glass.cg:26  float3 refracted = texCUBE(envMap, refract(v, n, eta.x)).rgb * tint;
TEX R2.xyz, R2.xyww, texture[0], CUBE;
MUL R2.xyw, R2.xyyz, c[1].xyyz;
# /work/main/examples/cg/fresnel_glass.cg:27  float f = schlick(saturate(dot(-v, n)), eta.y);
DP3_SAT R0.w, -c[2].xxyy, R1.xyww;
# /work/main/examples/cg/fresnel_glass.cg:15  float m = 1 - cosTheta;
ADD R0.w, -c[2].y, -R0;
# /work/main/examples/cg/fresnel_glass.cg:16  float m2 = m * m;
MUL R2.z, R0.w, R0.w;
# /work/main/examples/cg/fresnel_glass.cg:17  return f0 + (1 - f0) * m2 * m2 * m;
ADD R1.w, -c[2].y, -c[0].y;
MUL R1.w, R1, R2.z;
MUL R2.z, R1.w, R2;
MAD R0.w, R2.z, R0, c[0].y;
# /work/main/examples/cg/fresnel_glass.cg:28  return float4(lerp(refracted, reflected, f), 1);
LRP result.color.xyz, R0.w, R0, R2.xyww;
# /work/main/examples/cg/fresnel_glass.cg:20  float4 main(float2 uv : TEXCOORD0) : COLOR
MOV result.color.w, -c[2].y;
END
# 36 instructions, 3 R-regs
