!!ARBfp1.0
# tessera ARBfp writer
# source file: matrix_swizzles.cg
#profile arbfp1
#program main
#semantic m
#semantic v : TEXCOORD0
#semantic main : COLOR
#var float4x4 m :  : c[0], 4 : 0 : 1
#var float4 v : TEXCOORD0 : fragment.texcoord[0] : 1 : 1
#var float4 main : COLOR : result.color : 2 : 1
PARAM c[4] = { program.local[0..3] };
TEMP R0;
TEMP R1;
# matrix_swizzles.cg:8  return d + e + float4(row, x) * v;
MOV R0.x, c[0];
MOV R0.y, c[1];
MOV R0.z, c[2];
MOV R0.w, c[3];
MOV R1.x, c[0];
MOV R1.y, c[1];
MOV R1.z, c[2];
MOV R1.w, c[3];
ADD R0, R0, R1;
MOV R1.xyz, c[1];
MOV R1.w, c[3].z;
MAD result.color, R1, fragment.texcoord[0], R0;
END
# 12 instructions, 2 R-regs
