!!ARBfp1.0
# tessera ARBfp writer
# source file: uniforms_bindings.ir
#profile arbfp1
#program main
#semantic a
#semantic unused
#semantic b
#semantic c
#semantic main : COLOR
#var float4 a :  : c[0] : 0 : 1
#var float4 unused :  : program.local[1] : 1 : 0
#var float4 b :  : c[2] : 2 : 1
#var float2 c :  : c[1] : 3 : 1
#var float4 main : COLOR : result.color : -1 : 1
PARAM c[3] = { program.local[0],
		program.local[2],
		program.local[5] };
TEMP R0;
# uniforms_bindings.ir:11  %3: float4 = add %0, %1
ADD R0, c[0], c[2];
# uniforms_bindings.ir:13  %5: float4 = mul %3, %4
MUL result.color, R0, c[1].xyxy;
END
# 2 instructions, 1 R-regs
