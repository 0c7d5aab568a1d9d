!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/sphere_impostor.cg
#profile arbfp1
#program main
#semantic sphereColor
#semantic depthRange
#semantic lightDir
#semantic uv : TEXCOORD0
#semantic main.color : COLOR
#semantic main.depth : DEPTH
#var float3 sphereColor :  : c[0] : 0 : 1
#var float2 depthRange :  : c[1] : 1 : 1
#var float3 lightDir :  : c[2] : 2 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 3 : 1
#var float4 main.color : COLOR : result.color : 4 : 1
#var float main.depth : DEPTH : result.depth : 4 : 1
#const c[3] = 2.2 -1.1 1 3
#const c[4] = 0.85 0.15 0.3
PARAM c[5] = { program.local[0..2],
		{ 2.2, -1.1, 1, 3 },
		{ 0.85, 0.15, 0.3 } };
TEMP R0;
TEMP R1;
# /work/main/examples/cg/sphere_impostor.cg:23  float2 p = uv * 2.2 - 1.1;
MAD R0.xy, fragment.texcoord[0], c[3].x, c[3].y;
# /work/main/examples/cg/sphere_impostor.cg:24  float r2 = dot(p, p);
MUL R0.zw, R0.xxxy, R0.xxxy;
ADD R0.z, R0, R0.w;
# /work/main/examples/cg/sphere_impostor.cg:26  discard;
ADD R0.w, c[3].z, -R0.z;
KIL R0.w;
# /work/main/examples/cg/sphere_impostor.cg:27  float z = sqrt(saturate(1 - r2));
ADD_SAT R0.z, c[3], -R0;
RSQ R0.z, R0.z;
RCP R0.z, R0.z;
# /work/main/examples/cg/sphere_impostor.cg:29  float diffuse = saturate(dot(n, normalize(lightDir)));
DP3 R0.w, c[2], c[2];
RSQ R0.w, R0.w;
MUL R1.xyz, c[2], R0.w;
MOV R0.w, R0.z;
DP3_SAT R0.x, R0.xyww, R1;
# /work/main/examples/cg/sphere_impostor.cg:30  float rim = pow(1 - z, 3);
ADD R0.y, c[3].z, -R0.z;
POW R0.y, R0.y, c[3].w;
# /work/main/examples/cg/sphere_impostor.cg:31  o.color = float4(sphereColor * (0.15 + 0.85 * diffuse) + rim * 0.3, 1);
MAD R0.x, c[4], R0, c[4].y;
MUL R0.y, R0, c[4].z;
MAD result.color.xyz, c[0], R0.x, R0.y;
# /work/main/examples/cg/sphere_impostor.cg:32  o.depth = depthRange.x - depthRange.y * z;
MAD result.depth.z, -c[1].y, R0, c[1].x;
# /work/main/examples/cg/sphere_impostor.cg:20  Output main(float2 uv : TEXCOORD0)
MOV result.color.w, c[3].z;
END
# 20 instructions, 2 R-regs
