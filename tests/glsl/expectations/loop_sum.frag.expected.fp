!!ARBfp1.0
# tessera ARBfp writer
# source file: loop_sum.frag
#profile arbfp1
#program main
#semantic gl_TexCoord[0] : TEXCOORD0
#semantic gl_TexCoord[1] : TEXCOORD1
#semantic gl_TexCoord[2] : TEXCOORD2
#semantic gl_TexCoord[3] : TEXCOORD3
#semantic gl_TexCoord[4] : TEXCOORD4
#semantic gl_TexCoord[5] : TEXCOORD5
#semantic gl_TexCoord[6] : TEXCOORD6
#semantic gl_TexCoord[7] : TEXCOORD7
#semantic gl_FragColor : COLOR
#var float4 gl_TexCoord[0] : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float4 gl_TexCoord[1] : TEXCOORD1 : fragment.texcoord[1] : 1 : 1
#var float4 gl_TexCoord[2] : TEXCOORD2 : fragment.texcoord[2] : 2 : 1
#var float4 gl_TexCoord[3] : TEXCOORD3 : fragment.texcoord[3] : 3 : 0
#var float4 gl_TexCoord[4] : TEXCOORD4 : fragment.texcoord[4] : 4 : 0
#var float4 gl_TexCoord[5] : TEXCOORD5 : fragment.texcoord[5] : 5 : 0
#var float4 gl_TexCoord[6] : TEXCOORD6 : fragment.texcoord[6] : 6 : 0
#var float4 gl_TexCoord[7] : TEXCOORD7 : fragment.texcoord[7] : 7 : 0
#var float4 gl_FragColor : COLOR : result.color : 8 : 1
#const c[0] = 0
PARAM c[1] = { { 0 } };
TEMP R0;
# loop_sum.frag:4  for (int i = 0; i < 3; ++i) sum += gl_TexCoord[i];
ADD R0, c[0].x, fragment.texcoord[0];
ADD R0, R0, fragment.texcoord[1];
ADD result.color, R0, fragment.texcoord[2];
END
# 3 instructions, 1 R-regs
