!!ARBfp1.0
# tessera ARBfp writer
# source file: boolean_to_float.p
# source file: <parasol-stdlib>
#profile arbfp1
#program main
#semantic uv : TEXCOORD0
#semantic color : COLOR
#var float4 uv : TEXCOORD0 : fragment.texcoord[0] : 0 : 1
#var float4 color : COLOR : result.color : 1 : 1
#const c[0] = 0 1 0.75 0.25
PARAM c[1] = { { 0, 1, 0.75, 0.25 } };
TEMP R0;
# <parasol-stdlib>:10  function and (x : boolean, y : boolean) : boolean = X.and (x, y);
SLT R0.x, fragment.texcoord[0].y, c[0].z;
SLT R0.y, c[0].w, fragment.texcoord[0].x;
MUL result.color.x, R0.y, R0;
# boolean_to_float.p:22  out color = result;
MOV result.color.yzw, c[0].xxxy;
END
# 4 instructions, 1 R-regs
