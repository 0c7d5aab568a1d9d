!!ARBfp1.0
# tessera ARBfp writer
# source file: tex_modulate.ir
#profile arbfp1
#program main
#semantic uv : TEXCOORD0
#semantic tint
#semantic tex
#semantic main : COLOR
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float4 tint :  : c[0] : 1 : 1
#var sampler2D tex :  : texunit 0 : 2 : 1
#var float4 main : COLOR : result.color : -1 : 1
PARAM c[1] = { program.local[0] };
TEMP R0;
# tex_modulate.ir:9  %2: float4 = sample %1, %0
TEX R0, fragment.texcoord[0], texture[0], 2D;
# tex_modulate.ir:11  %4: float4 = mul %2, %3
MUL result.color, R0, c[0];
END
# 2 instructions, 1 R-regs
