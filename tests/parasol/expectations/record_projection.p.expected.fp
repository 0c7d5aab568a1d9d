!!ARBfp1.0
# tessera ARBfp writer
# source file: record_projection.p
# source file: <parasol-stdlib>
#profile arbfp1
#program main
#semantic uv : TEXCOORD0
#semantic color : COLOR
#var float4 uv : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float4 color : COLOR : result.color : 1 : 1
#const c[0] = 0 1
PARAM c[1] = { { 0, 1 } };
# record_projection.p:21  out color = result;
MOV result.color.xy, fragment.texcoord[0].yxxx;
MOV result.color.zw, c[0].xxxy;
END
# 2 instructions, 0 R-regs
