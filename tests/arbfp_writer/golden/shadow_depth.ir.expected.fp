!!ARBfp1.0
OPTION ARB_fragment_program_shadow;
# tessera ARBfp writer
# source file: shadow_depth.ir
#profile arbfp1
#program main
#semantic coord : TEXCOORD0
#semantic shadow
#semantic color : COLOR
#semantic depth : DEPTH
#var float3 coord : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var sampler2DShadow shadow :  : texunit 2 : 1 : 1
#var float4 color : COLOR : result.color : 2 : 1
#var float depth : DEPTH : result.depth : 3 : 1
#const c[0] = 0.5
PARAM c[1] = { { 0.5 } };
# shadow_depth.ir:10  %2: float4 = sample %1, %0
TEX result.color, fragment.texcoord[0], texture[2], SHADOW2D;
# shadow_depth.ir:14  %5: float = mul %3, %4
MUL result.depth.z, fragment.texcoord[0], c[0].x;
END
# 2 instructions, 0 R-regs
