!!ARBfp1.0
# tessera ARBfp writer
# source file: mad_forms.ir
#profile arbfp1
#program main
#semantic a : TEXCOORD0
#semantic b : TEXCOORD1
#semantic c : TEXCOORD2
#semantic main : COLOR
#var float4 a : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float4 b : TEXCOORD1 : fragment.texcoord[1] : 1 : 1
#var float4 c : TEXCOORD2 : fragment.texcoord[2] : 2 : 1
#var float4 main : COLOR : result.color : -1 : 1
TEMP R0;
TEMP R1;
TEMP R2;
# mad_forms.ir:18  %4: float4 = add %3, %2
RCP R0.x, fragment.texcoord[1].x;
RCP R0.y, fragment.texcoord[1].y;
RCP R0.z, fragment.texcoord[1].z;
RCP R0.w, fragment.texcoord[1].w;
MAD R0, fragment.texcoord[0], R0, fragment.texcoord[2];
# mad_forms.ir:21  %7: float4 = sub %4, %5
MAD R0, -fragment.texcoord[0], fragment.texcoord[2], R0;
# mad_forms.ir:20  %6: float4 = add %5, %1
MAD R1, fragment.texcoord[0], fragment.texcoord[2], fragment.texcoord[1];
# mad_forms.ir:30  %16: float4 = add %6, %7
ADD R0, R1, R0;
# mad_forms.ir:27  %13: float4 = mul %12, %2
MUL R1.xw, fragment.texcoord[0], fragment.texcoord[2];
MUL R1.y, fragment.texcoord[1], fragment.texcoord[2];
MUL R1.z, fragment.texcoord[2], fragment.texcoord[2];
# mad_forms.ir:28  %14: float4 = add %13, %1
ADD R2, R1, fragment.texcoord[1];
# mad_forms.ir:29  %15: float4 = sub %0, %13
ADD R1, fragment.texcoord[0], -R1;
# mad_forms.ir:31  %17: float4 = add %14, %15
ADD R1, R2, R1;
# mad_forms.ir:32  %18: float4 = add %16, %17
ADD result.color, R0, R1;
END
# 15 instructions, 3 R-regs
