!!ARBfp1.0
# tessera ARBfp writer
# source file: mat2_times_vec.frag
#profile arbfp1
#program main
#semantic m
#semantic gl_TexCoord[0] : TEXCOORD0
#semantic gl_TexCoord[1] : TEXCOORD1
#semantic gl_TexCoord[2] : TEXCOORD2
#semantic gl_TexCoord[3] : TEXCOORD3
#semantic gl_TexCoord[4] : TEXCOORD4
#semantic gl_TexCoord[5] : TEXCOORD5
#semantic gl_TexCoord[6] : TEXCOORD6
#semantic gl_TexCoord[7] : TEXCOORD7
#semantic gl_FragColor : COLOR
#var float2x2 m :  : c[0], 2 : 0 : 1
#var float4 gl_TexCoord[0] : TEXCOORD0 : fragment.texcoord[0] : 1 : 1
#var float4 gl_TexCoord[1] : TEXCOORD1 : fragment.texcoord[1] : 2 : 0
#var float4 gl_TexCoord[2] : TEXCOORD2 : fragment.texcoord[2] : 3 : 0
#var float4 gl_TexCoord[3] : TEXCOORD3 : fragment.texcoord[3] : 4 : 0
#var float4 gl_TexCoord[4] : TEXCOORD4 : fragment.texcoord[4] : 5 : 0
#var float4 gl_TexCoord[5] : TEXCOORD5 : fragment.texcoord[5] : 6 : 0
#var float4 gl_TexCoord[6] : TEXCOORD6 : fragment.texcoord[6] : 7 : 0
#var float4 gl_TexCoord[7] : TEXCOORD7 : fragment.texcoord[7] : 8 : 0
#var float4 gl_FragColor : COLOR : result.color : 9 : 1
#const c[2] = 0 1
PARAM c[3] = { program.local[0..1],
		{ 0, 1 } };
TEMP R0;
# mat2_times_vec.frag:4  gl_FragColor = vec4(m * gl_TexCoord[0].xy, 0.0, 1.0);
MUL R0.xy, c[0], fragment.texcoord[0].x;
MAD R0.xy, c[1], fragment.texcoord[0].y, R0;
# mat2_times_vec.frag:3  void main() {
MOV result.color.xy, R0;
MOV result.color.zw, c[2].xxxy;
END
# 4 instructions, 1 R-regs
