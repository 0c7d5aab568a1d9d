!!ARBfp1.0
# tessera ARBfp writer
# source file: texture_proj.frag
#profile arbfp1
#program main
#semantic image
#semantic gl_TexCoord[0] : TEXCOORD0
#semantic gl_TexCoord[1] : TEXCOORD1
#semantic gl_TexCoord[2] : TEXCOORD2
#semantic gl_TexCoord[3] : TEXCOORD3
#semantic gl_TexCoord[4] : TEXCOORD4
#semantic gl_TexCoord[5] : TEXCOORD5
#semantic gl_TexCoord[6] : TEXCOORD6
#semantic gl_TexCoord[7] : TEXCOORD7
#semantic gl_FragColor : COLOR
#var sampler2D image :  : texunit 0 : 0 : 1
#var float4 gl_TexCoord[0] : TEXCOORD0 : fragment.texcoord[0] : 1 : 1
#var float4 gl_TexCoord[1] : TEXCOORD1 : fragment.texcoord[1] : 2 : 0
#var float4 gl_TexCoord[2] : TEXCOORD2 : fragment.texcoord[2] : 3 : 0
#var float4 gl_TexCoord[3] : TEXCOORD3 : fragment.texcoord[3] : 4 : 0
#var float4 gl_TexCoord[4] : TEXCOORD4 : fragment.texcoord[4] : 5 : 0
#var float4 gl_TexCoord[5] : TEXCOORD5 : fragment.texcoord[5] : 6 : 0
#var float4 gl_TexCoord[6] : TEXCOORD6 : fragment.texcoord[6] : 7 : 0
#var float4 gl_TexCoord[7] : TEXCOORD7 : fragment.texcoord[7] : 8 : 0
#var float4 gl_FragColor : COLOR : result.color : 9 : 1
# texture_proj.frag:4  gl_FragColor = texture2DProj(image, gl_TexCoord[0]);
TXP result.color, fragment.texcoord[0], texture[0], 2D;
END
# 1 instructions, 0 R-regs
