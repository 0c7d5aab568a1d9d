!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/wood.cg
#profile arbfp1
#program main
#semantic rings
#semantic lightWood
#semantic darkWood
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var float3 rings :  : c[0] : 0 : 1
#var float3 lightWood :  : c[1] : 1 : 1
#var float3 darkWood :  : c[2] : 2 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 3 : 1
#var float4 main : COLOR : result.color : 4 : 1
#const c[3] = 0.3 -0.4 7 13
#const c[4] = 20 4 180 0.1
#const c[5] = 0.9 1
PARAM c[6] = { program.local[0..2],
		{ 0.3, -0.4, 7, 13 },
		{ 20, 4, 180, 0.1 },
		{ 0.9, 1 } };
TEMP R0;
# /work/main/examples/cg/wood.cg:14  float2 p = uv - float2(0.3, -0.4);
ADD R0.xy, fragment.texcoord[0], -c[3];
# /work/main/examples/cg/wood.cg:15  float wobble = sin(p.x * 13 + sin(p.y * 7)) * rings.y;
MUL R0.z, R0.y, c[3];
SIN R0.z, R0.z;
MAD R0.z, R0.x, c[3].w, R0;
SIN R0.z, R0.z;
# /work/main/examples/cg/wood.cg:16  float r = length(p) + wobble;
MUL R0.xy, R0, R0;
ADD R0.x, R0, R0.y;
RSQ R0.x, R0.x;
RCP R0.x, R0.x;
MAD R0.x, R0.z, c[0].y, R0;
# /work/main/examples/cg/wood.cg:17  float ring = frac(r * rings.x);
MUL R0.x, R0, c[0];
FRC R0.x, R0;
# /work/main/examples/cg/wood.cg:18  float late = pow(ring, rings.z);
POW R0.x, R0.x, c[0].z;
# /work/main/examples/cg/wood.cg:19  float grain = 0.9 + 0.1 * sin(uv.y * 180 + sin(uv.x * 20) * 4);
MUL R0.y, fragment.texcoord[0].x, c[4].x;
SIN R0.y, R0.y;
MUL R0.y, R0, c[4];
MAD R0.y, fragment.texcoord[0], c[4].z, R0;
SIN R0.y, R0.y;
MAD R0.y, c[4].w, R0, c[5].x;
# /work/main/examples/cg/wood.cg:20  return float4(lerp(lightWood, darkWood, late) * grain, 1);
LRP R0.xzw, R0.x, c[2].xxyz, c[1].xxyz;
MUL result.color.xyz, R0.xzww, R0.y;
# /work/main/examples/cg/wood.cg:12  float4 main(float2 uv : TEXCOORD0) : COLOR
MOV result.color.w, c[5].y;
END
# 22 instructions, 1 R-regs
