!!ARBfp1.0
# tessera ARBfp writer
# source file: matrix.ir
#profile arbfp1
#program main
#semantic p : TEXCOORD0
#semantic m
#semantic main : COLOR
#var float3 p : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float4x4 m :  : c[0], 4 : 1 : 1
#var float4 main : COLOR : result.color : -1 : 1
PARAM c[4] = { program.local[0..3] };
TEMP R0;
TEMP R1;
# matrix.ir:10  %4: float4 = mul.mv %3, %2
DPH R0.x, fragment.texcoord[0], c[0];
DPH R0.y, fragment.texcoord[0], c[1];
DPH R0.z, fragment.texcoord[0], c[2];
DPH R0.w, fragment.texcoord[0], c[3];
# matrix.ir:11  %5: float4 = mul.vm %4, %3
MUL R1, c[0], R0.x;
MAD R1, c[1], R0.y, R1;
MAD R1, c[2], R0.z, R1;
MAD R1, c[3], R0.w, R1;
# matrix.ir:12  ret %5
MOV result.color, R1;
END
# 9 instructions, 2 R-regs
