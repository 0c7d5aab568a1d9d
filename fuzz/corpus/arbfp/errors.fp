!!ARBfp1.0
# Errors of many kinds; the reader reports each and keeps going.
TEMP a, a;
MOV b, fragment.color;
ADD result.color, 1e99999, program.env[100000];
PARAM x[2] = { 1, 2, 3 };
TEX a, a, texture[99], 2D;
TEX a, a, texture[0], 2D;
TEX a, a, texture[0], 3D;
SWZ a, a, 2, x, y, z;
MOV result.depth, a
END
