!!ARBfp1.0
# tessera ARBfp writer
# source file: floor_fract_ceil.ir
#profile arbfp1
#program main
#semantic v : TEXCOORD0
#semantic main : COLOR
#var float4 v : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float4 main : COLOR : result.color : -1 : 1
TEMP R0;
TEMP R1;
# floor_fract_ceil.ir:6  %1: float4 = intrinsic floor %0
FLR R0, fragment.texcoord[0];
# floor_fract_ceil.ir:7  %2: float4 = intrinsic fract %0
FRC R1, fragment.texcoord[0];
# floor_fract_ceil.ir:10  %5: float4 = add %1, %2
ADD R0, R0, R1;
# floor_fract_ceil.ir:8  %3: float4 = intrinsic ceil %0
FLR R1, -fragment.texcoord[0];
# floor_fract_ceil.ir:11  %6: float4 = add %5, %3
ADD R0, R0, -R1;
# floor_fract_ceil.ir:9  %4: float4 = intrinsic abs %0
ABS R1, fragment.texcoord[0];
# floor_fract_ceil.ir:12  %7: float4 = intrinsic step %4, %6
SGE result.color, R0, R1;
END
# 7 instructions, 2 R-regs
