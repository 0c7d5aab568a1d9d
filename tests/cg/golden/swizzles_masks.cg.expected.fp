!!ARBfp1.0
# tessera ARBfp writer
# source file: swizzles_masks.cg
#profile arbfp1
#program main
#semantic c : COLOR0
#semantic uv : TEXCOORD0
#semantic main : COLOR
#var float4 c : COLOR0 : fragment.color.primary : 0 : 1
#var float2 uv : TEXCOORD0 : fragment.texcoord[0] : 1 : 1
#var float4 main : COLOR : result.color : 2 : 1
# swizzles_masks.cg:9  r.rgb = r.rgb + s.stp;
ADD result.color.zw, fragment.color.primary.xxxy, fragment.color.primary.w;
ADD result.color.y, fragment.texcoord[0], fragment.color.primary.w;
# swizzles_masks.cg:2  float4 main(float4 c : COLOR0, float2 uv : TEXCOORD0) : COLOR
MOV result.color.x, fragment.texcoord[0];
END
# 3 instructions, 0 R-regs
