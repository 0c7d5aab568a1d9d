!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/bloom_threshold.cg
#profile arbfp1
#program main
#semantic image
#semantic bloom
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var sampler2D image :  : texunit 0 : 0 : 1
#var float3 bloom :  : c[0] : 1 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 2 : 1
#var float4 main : COLOR : result.color : 3 : 1
#const c[1] = 2 0 4 1e-04
#const c[2] = 1
PARAM c[3] = { program.local[0],
		{ 2, 0, 4, 1e-04 },
		{ 1 } };
TEMP R0;
TEMP R1;
# /work/main/examples/cg/bloom_threshold.cg:14  float3 c = tex2D(image, uv).rgb;
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
# /work/main/examples/cg/bloom_threshold.cg:15  float brightness = max(max(c.r, c.g), c.b);
MAX R0.w, R0.x, R0.y;
MAX R0.w, R0, R0.z;
# /work/main/examples/cg/bloom_threshold.cg:16  float soft = clamp(brightness - bloom.x + bloom.y, 0, 2 * bloom.y);
ADD R1.w, R0, -c[0].x;
ADD R1.x, R1.w, c[0].y;
MUL R1.y, c[1].x, c[0];
MAX R1.x, R1, c[1].y;
MIN R1.x, R1, R1.y;
# /work/main/examples/cg/bloom_threshold.cg:17  soft = soft * soft / (4 * bloom.y + 0.0001);
MUL R1.x, R1, R1;
MAD R1.y, c[1].z, c[0], c[1].w;
RCP R1.y, R1.y;
MUL R1.x, R1, R1.y;
# /work/main/examples/cg/bloom_threshold.cg:18  float contribution = max(soft, brightness - bloom.x) / max(brightness, 0.0001);
MAX R1.w, R1.x, R1;
MAX R0.w, R0, c[1];
RCP R0.w, R0.w;
MUL R0.w, R1, R0;
# /work/main/examples/cg/bloom_threshold.cg:19  return float4(c * contribution * bloom.z, 1);
MUL R0.xyw, R0.xyyz, R0.w;
MUL result.color.xyz, R0.xyww, c[0].z;
# /work/main/examples/cg/bloom_threshold.cg:12  float4 main(float2 uv : TEXCOORD0) : COLOR
MOV result.color.w, c[2].x;
END
# 19 instructions, 2 R-regs
