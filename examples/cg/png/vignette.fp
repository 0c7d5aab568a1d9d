!!ARBfp1.0
# tessera ARBfp writer
# source file: /work/main/examples/cg/vignette.cg
#profile arbfp1
#program main
#semantic image
#semantic vignette
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var sampler2D image :  : texunit 0 : 0 : 1
#var float4 vignette :  : c[0] : 1 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 2 : 1
#var float4 main : COLOR : result.color : 3 : 1
#const c[1] = 0.5 1 -2 3
PARAM c[2] = { program.local[0],
		{ 0.5, 1, -2, 3 } };
TEMP R0;
TEMP R1;
# /work/main/examples/cg/vignette.cg:13  float4 c = tex2D(image, uv);
TEX R0, fragment.texcoord[0], texture[0], 2D;
# /work/main/examples/cg/vignette.cg:14  float2 d = (uv - 0.5) * float2(vignette.w, 1);
ADD R1.xy, fragment.texcoord[0], -c[1].x;
MUL R1.z, R1.x, c[0].w;
MUL R1.w, R1.y, c[1].y;
# /work/main/examples/cg/vignette.cg:15  float v = smoothstep(vignette.x, vignette.y, length(d));
MUL R1.xy, R1.zwww, R1.zwww;
ADD R1.x, R1, R1.y;
RSQ R1.x, R1.x;
RCP R1.x, R1.x;
ADD R1.x, R1, -c[0];
ADD R1.y, c[0], -c[0].x;
RCP R1.y, R1.y;
MUL_SAT R1.x, R1, R1.y;
MAD R1.y, R1.x, c[1].z, c[1].w;
MUL R1.x, R1, R1;
MUL R1.x, R1, R1.y;
# /work/main/examples/cg/vignette.cg:16  return float4(c.rgb * (1 - v * vignette.z), c.a);
MAD R1.x, -R1, c[0].z, c[1].y;
MUL result.color.xyz, R0, R1.x;
# /work/main/examples/cg/vignette.cg:11  float4 main(float2 uv : TEXCOORD0) : COLOR
MOV result.color.w, R0;
END
# 18 instructions, 2 R-regs
