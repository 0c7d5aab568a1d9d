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
# matrix_swizzles.cg:8  return d + e + float4(row, x) * v;
ADD R0.x, c[0], c[0];
ADD R0.y, c[1], c[1];
ADD R0.z, c[2], c[2];
ADD R0.w, c[3], c[3];
MAD result.color.xyz, c[1], fragment.texcoord[0], R0;
MAD result.color.w, c[3].z, fragment.texcoord[0], R0;
END
# 6 instructions, 1 R-regs
