!!ARBfp1.0
# tessera ARBfp writer
# source file: pow_exp2.frag
#profile arbfp1
#program main
#semantic gl_Color : COLOR0
#semantic gl_FragColor : COLOR
#var float4 gl_Color : COLOR0 : fragment.color.primary : 0 : 1
#var float4 gl_FragColor : COLOR : result.color : 1 : 1
#const c[0] = 0 1 2.5
PARAM c[1] = { { 0, 1, 2.5 } };
# pow_exp2.frag:3  float a = pow(gl_Color.r, 2.5);
POW result.color.x, fragment.color.primary.x, c[0].z;
# pow_exp2.frag:4  float b = exp2(gl_Color.g);
EX2 result.color.y, fragment.color.primary.y;
# pow_exp2.frag:2  void main() {
MOV result.color.zw, c[0].xxxy;
END
# 3 instructions, 0 R-regs
