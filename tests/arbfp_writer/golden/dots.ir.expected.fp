!!ARBfp1.0
# tessera ARBfp writer
# source file: dots.ir
#profile arbfp1
#program main
#semantic n : TEXCOORD0
#semantic l : TEXCOORD1
#semantic plane
#semantic main : COLOR
#var float4 n : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float4 l : TEXCOORD1 : fragment.texcoord[1] : 1 : 1
#var float4 plane :  : c[0] : 2 : 1
#var float4 main : COLOR : result.color : -1 : 1
#const c[1] = 1
PARAM c[2] = { program.local[0],
		{ 1 } };
# dots.ir:11  %4: float = intrinsic dot %2, %3
DP3 result.color.x, fragment.texcoord[0], fragment.texcoord[1];
# dots.ir:12  %5: float = intrinsic dot %0, %1
DP4 result.color.y, fragment.texcoord[0], fragment.texcoord[1];
# dots.ir:16  %9: float = intrinsic dot %7, %8
DPH result.color.z, fragment.texcoord[0], c[0];
# dots.ir:18  ret %10
MOV result.color.w, c[1].x;
END
# 4 instructions, 0 R-regs
