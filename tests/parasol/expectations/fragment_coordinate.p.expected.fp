!!ARBfp1.0
# tessera ARBfp writer
# source file: fragment_coordinate.p
# source file: <parasol-stdlib>
#profile arbfp1
#program main
#semantic fragment_coordinate : WPOS
#semantic uv : TEXCOORD0
#semantic color : COLOR
#var float4 fragment_coordinate : WPOS : fragment.position : 0 : 1
#var float4 uv : TEXCOORD0 : fragment.texcoord[0] : 1 : 0
#var float4 color : COLOR : result.color : 2 : 1
# fragment_coordinate.p:20  out color = result;
MOV result.color, fragment.position;
END
# 1 instructions, 0 R-regs
