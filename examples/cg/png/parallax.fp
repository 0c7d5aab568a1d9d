!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/parallax.cg
#profile arbfp1
#program main
#semantic colorMap
#semantic heightMap
#semantic normalMap
#semantic parallax
#semantic lightDir
#semantic uv : TEXCOORD0
#semantic eyeTs : TEXCOORD1
#semantic main : COLOR
#var sampler2D colorMap :  : texunit 0 : 0 : 1
#var sampler2D heightMap :  : texunit 1 : 1 : 1
#var sampler2D normalMap :  : texunit 2 : 2 : 1
#var float2 parallax :  : c[0] : 3 : 1
#var float3 lightDir :  : c[1] : 4 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 5 : 1
#var float3 eyeTs : TEXCOORD1 : fragment.texcoord[1] : 6 : 1
#var float4 main : COLOR : result.color : 7 : 1
#const c[2] = 0.5 1 2 0.8
#const c[3] = 0.2
PARAM c[4] = { program.local[0..1],
		{ 0.5, 1, 2, 0.8 },
		{ 0.2 } };
TEMP R0;
TEMP R1;
TEMP R2;
# /work/main/examples/cg/parallax.cg:21  float h = tex2D(heightMap, uv).r;
TEX R0.x, fragment.texcoord[0], texture[1], 2D;
# /work/main/examples/cg/parallax.cg:20  float3 v = normalize(float3(eyeTs.xy - 0.5, 1));
ADD R0.yw, fragment.texcoord[1].xxxy, -c[2].x;
MOV R1.yz, R0.yyww;
MOV R1.w, c[2].y;
MOV R2.yz, R0.yyww;
MOV R2.w, c[2].y;
DP3 R0.z, R1.yzww, R2.yzww;
RSQ R0.z, R0.z;
MUL R1.yz, R0.yyww, R0.z;
MUL R1.w, c[2].y, R0.z;
# /work/main/examples/cg/parallax.cg:22  float2 shifted = uv + (h * parallax.x + parallax.y) * v.xy / v.z;
MAD R1.x, R0, c[0], c[0].y;
MUL R0.yw, R1.x, R1.yyyz;
RCP R0.z, R1.w;
MAD R0.yw, R0, R0.z, fragment.texcoord[0].xxxy;
# /work/main/examples/cg/parallax.cg:23  float3 n = normalize(tex2D(normalMap, shifted).xyz * 2 - 1);
TEX R1.xyz, R0.ywww, texture[2], 2D;
# /work/main/examples/cg/parallax.cg:25  return float4(tex2D(colorMap, shifted).rgb * diffuse, 1);
TEX R0.xyz, R0.ywww, texture[0], 2D;
# /work/main/examples/cg/parallax.cg:23  float3 n = normalize(tex2D(normalMap, shifted).xyz * 2 - 1);
MAD R1.yzw, R1.xxyz, c[2].z, -c[2].y;
DP3 R0.w, R1.yzww, R1.yzww;
RSQ R0.w, R0.w;
MUL R1.yzw, R1, R0.w;
# /work/main/examples/cg/parallax.cg:24  float diffuse = saturate(dot(n, normalize(lightDir))) * 0.8 + 0.2;
DP3 R0.w, c[1], c[1];
RSQ R0.w, R0.w;
MUL R2.yzw, c[1].xxyz, R0.w;
DP3_SAT R0.w, R1.yzww, R2.yzww;
MAD R0.w, R0, c[2], c[3].x;
# /work/main/examples/cg/parallax.cg:25  return float4(tex2D(colorMap, shifted).rgb * diffuse, 1);
MUL result.color.xyz, R0, R0.w;
# /work/main/examples/cg/parallax.cg:18  float4 main(float2 uv : TEXCOORD0, float3 eyeTs : TEXCOORD1) : COLOR
MOV result.color.w, c[2].y;
END
# 27 instructions, 3 R-regs
