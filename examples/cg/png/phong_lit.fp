!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/phong_lit.cg
#profile arbfp1
#program main
#semantic lightDir
#semantic material
#semantic baseColor
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var float3 lightDir :  : c[0] : 0 : 1
#var float4 material :  : c[1] : 1 : 1
#var float3 baseColor :  : c[2] : 2 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 3 : 1
#var float4 main : COLOR : result.color : 4 : 1
#const c[3] = 0 1 2 -0.5
#const c[4] = 1.2
PARAM c[5] = { program.local[0..2],
		{ 0, 1, 2, -0.5 },
		{ 1.2 } };
TEMP R0;
TEMP R1;
TEMP R2;
# /work/main/examples/cg/phong_lit.cg:18  float2 p = uv * 2 - 1;
MAD R0.xw, fragment.texcoord[0].xxxy, c[3].z, -c[3].y;
# /work/main/examples/cg/phong_lit.cg:19  float3 n = normalize(float3(p, 1.2 - 0.5 * dot(p, p)));
MUL R0.yz, R0.xxww, R0.xxww;
ADD R0.y, R0, R0.z;
MAD R0.y, c[3].w, R0, c[4].x;
MOV R1.xy, R0.xwww;
MOV R1.w, R0.y;
MOV R2.xy, R0.xwww;
MOV R2.w, R0.y;
DP3 R0.z, R1.xyww, R2.xyww;
RSQ R0.z, R0.z;
MUL R1.xy, R0.xwww, R0.z;
MUL R1.w, R0.y, R0.z;
# /work/main/examples/cg/phong_lit.cg:20  float3 l = normalize(lightDir);
DP3 R1.z, c[0], c[0];
RSQ R1.z, R1.z;
MUL R0.xyw, c[0].xyyz, R1.z;
# /work/main/examples/cg/phong_lit.cg:22  float3 r = reflect(-l, n);
DP3 R0.z, R1.xyww, -R0.xyww;
ADD R0.z, R0, R0;
MAD R2.xyw, -R0.z, R1, -R0;
# /work/main/examples/cg/phong_lit.cg:23  float4 terms = lit(dot(n, l), dot(r, v), material.w);
DP3 R0.x, R1.xyww, R0.xyww;
DP3 R0.z, R2.xyww, c[3].xxyy;
MOV R0.y, R0.z;
MOV R0.w, c[1];
LIT R0.yz, R0;
# /work/main/examples/cg/phong_lit.cg:24  float3 rgb = baseColor * (material.x + material.y * terms.y) + material.z * terms.z;
MUL R0.xw, c[1].yyyz, R0.yyyz;
ADD R0.y, R0.x, c[1].x;
MAD result.color.xyz, c[2], R0.y, R0.w;
# /work/main/examples/cg/phong_lit.cg:16  float4 main(float2 uv : TEXCOORD0) : COLOR
MOV result.color.w, c[3].y;
END
# 27 instructions, 3 R-regs
