!!ARBfp1.0
# Linear fog applied by the GL after the program (3.11.4.5.1): the default scene's fog
# coordinate runs from 0 on the left to 1 on the right, so the rings fade into the fog color.
OPTION ARB_fog_linear;
TEMP d;
SUB d, fragment.texcoord[0], {0.5, 0.5, 0, 0};
DP3 d.x, d, d;
MUL d.x, d.x, 120;
COS d.x, d.x;
MAD result.color, d.x, 0.5, 0.5;
END
