!!ARBfp1.0
# tessera ARBfp writer
# source file: sampler_parameters.cg
#profile arbfp1
#program main
#semantic ramp
#semantic uv : TEXCOORD0
#semantic image
#semantic cube
#semantic main : COLOR
#var sampler1D ramp :  : texunit 0 : 0 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 1 : 1
#var sampler2D image :  : texunit 1 : 2 : 1
#var samplerCUBE cube :  : texunit 2 : 3 : 1
#var float4 main : COLOR : result.color : 4 : 1
TEMP R0;
TEMP R1;
# sampler_parameters.cg:6  float4 fetch(sampler s, float2 uv) { return tex2D(s, uv); }
TEX R0, fragment.texcoord[0], texture[1], 2D;
# sampler_parameters.cg:7  float4 fetch_line(sampler s, float x) { return tex1D(s, x); }
TEX R1, fragment.texcoord[0], texture[0], 1D;
# sampler_parameters.cg:11  return fetch(image, uv) + fetch_line(ramp, uv.x) + fetch_cube(cube, uv.xyx) + tex1D(ramp, uv.y);
ADD R0, R0, R1;
# sampler_parameters.cg:8  float4 fetch_cube(sampler s, float3 d) { return texCUBE(s, d); }
TEX R1, fragment.texcoord[0].xyxx, texture[2], CUBE;
# sampler_parameters.cg:11  return fetch(image, uv) + fetch_line(ramp, uv.x) + fetch_cube(cube, uv.xyx) + tex1D(ramp, uv.y);
ADD R0, R0, R1;
TEX R1, fragment.texcoord[0].y, texture[0], 1D;
ADD result.color, R0, R1;
END
# 7 instructions, 2 R-regs
