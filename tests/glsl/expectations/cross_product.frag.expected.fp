!!ARBfp1.0
# tessera ARBfp writer
# source file: cross_product.frag
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
#var float4 gl_TexCoord[2] : TEXCOORD2 : fragment.texcoord[2] : 2 : 0
#var float4 gl_TexCoord[3] : TEXCOORD3 : fragment.texcoord[3] : 3 : 0
#var float4 gl_TexCoord[4] : TEXCOORD4 : fragment.texcoord[4] : 4 : 0
#var float4 gl_TexCoord[5] : TEXCOORD5 : fragment.texcoord[5] : 5 : 0
#var float4 gl_TexCoord[6] : TEXCOORD6 : fragment.texcoord[6] : 6 : 0
#var float4 gl_TexCoord[7] : TEXCOORD7 : fragment.texcoord[7] : 7 : 0
#var float4 gl_FragColor : COLOR : result.color : 8 : 1
#const c[0] = 1
PARAM c[1] = { { 1 } };
# cross_product.frag:3  gl_FragColor = vec4(cross(gl_TexCoord[0].xyz, gl_TexCoord[1].xyz), 1.0);
XPD result.color.xyz, fragment.texcoord[0], fragment.texcoord[1];
# cross_product.frag:2  void main() {
MOV result.color.w, c[0].x;
END
# 2 instructions, 0 R-regs
