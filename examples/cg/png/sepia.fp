!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/sepia.cg
#profile arbfp1
#program main
#semantic image
#semantic amount
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var sampler2D image :  : texunit 0 : 0 : 1
#var float amount :  : c[0] : 1 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 2 : 1
#var float4 main : COLOR : result.color : 3 : 1
#const c[1] = 0.393 0.769 0.189 1
#const c[2] = 0.349 0.686 0.168
#const c[3] = 0.272 0.534 0.131
PARAM c[4] = { program.local[0],
		{ 0.393, 0.769, 0.189, 1 },
		{ 0.349, 0.686, 0.168 },
		{ 0.272, 0.534, 0.131 } };
TEMP R0;
TEMP R1;
# /work/main/examples/cg/sepia.cg:16  float4 c = tex2D(image, uv);
TEX R0, fragment.texcoord[0], texture[0], 2D;
# /work/main/examples/cg/sepia.cg:17  float3 sepia = min(mul(toSepia, c.rgb), 1);
DP3 R1.x, c[1], R0;
DP3 R1.y, c[2], R0;
DP3 R1.z, c[3], R0;
MIN R1.xyz, R1, c[1].w;
# /work/main/examples/cg/sepia.cg:18  return float4(lerp(c.rgb, sepia, amount), c.a);
LRP result.color.xyz, c[0].x, R1, R0;
# /work/main/examples/cg/sepia.cg:11  float4 main(float2 uv : TEXCOORD0) : COLOR
MOV result.color.w, R0;
END
# 7 instructions, 2 R-regs
