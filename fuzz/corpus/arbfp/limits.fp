!!ARBfp1.0
# Over the spec's minimum limits (five texture indirections, 17 temporaries), within the default ones.
TEMP t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16;
TEX t0, fragment.texcoord[0], texture[0], 2D;
TEX t1, t0, texture[0], 2D;
TEX t2, t1, texture[0], 2D;
TEX t3, t2, texture[0], 2D;
TEX t4, t3, texture[0], 2D;
ADD t16, t4, t15;
MOV result.color, t16;
END
