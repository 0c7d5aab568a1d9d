!!ARBfp1.0
# tessera ARBfp writer
# source file: floor_fract.frag
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
#var float4 gl_TexCoord[1] : TEXCOORD1 : fragment.texcoord[1] : 1 : 0
#var float4 gl_TexCoord[2] : TEXCOORD2 : fragment.texcoord[2] : 2 : 0
#var float4 gl_TexCoord[3] : TEXCOORD3 : fragment.texcoord[3] : 3 : 0
#var float4 gl_TexCoord[4] : TEXCOORD4 : fragment.texcoord[4] : 4 : 0
#var float4 gl_TexCoord[5] : TEXCOORD5 : fragment.texcoord[5] : 5 : 0
#var float4 gl_TexCoord[6] : TEXCOORD6 : fragment.texcoord[6] : 6 : 0
#var float4 gl_TexCoord[7] : TEXCOORD7 : fragment.texcoord[7] : 7 : 0
#var float4 gl_FragColor : COLOR : result.color : 8 : 1
#const c[0] = 4
PARAM c[1] = { { 4 } };
TEMP R0;
# floor_fract.frag:3  vec2 t = gl_TexCoord[0].xy * 4.0;
MUL R0.xy, fragment.texcoord[0], c[0].x;
# floor_fract.frag:4  gl_FragColor = vec4(floor(t), fract(t));
FLR result.color.xy, R0;
FRC result.color.zw, R0.xxxy;
END
# 3 instructions, 1 R-regs
