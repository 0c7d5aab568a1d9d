!!ARBfp1.0
# Every ALU instruction once, with swizzles, negation, masks and _SAT.
TEMP a, b, c;
PARAM k = {0.5, -2, 3.25e1, .125};
MOV a, fragment.color;
ABS b, -a.wzyx;
ADD c.xy, a, k;
CMP c, -a, b, k.x;
COS a.x, b.y;
SIN a.y, b.z;
SCS a.xy, b.w;
DP3 b.x, a, c;
DP4 b.y, a, c;
DPH b.z, a, c;
DST c, a, b;
EX2_SAT a.z, c.w;
LG2 a.w, c.x;
FLR b, c;
FRC b.xz, -c;
LIT c, b;
LRP a, a, b, c;
MAD_SAT b, a, k, -c;
MAX a, a, b;
MIN a, a, c;
MUL b, a, k.yyyy;
POW c.x, a.x, b.y;
RCP c.y, a.z;
RSQ c.z, -a.w;
SGE a, b, c;
SLT b, c, a;
SUB c, a, b;
SWZ a, c, 0, -1, x, -w;
XPD b.xyz, a, c;
MOV result.color, b;
END
