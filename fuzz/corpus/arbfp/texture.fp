!!ARBfp1.0
# The three sample instructions on several targets and units, and a dependent read.
ATTRIB tc = fragment.texcoord[1];
TEMP t, u;
TEX t, tc, texture[0], 2D;
TXP u, fragment.texcoord[0], texture[1], 3D;
TXB t.xyz, tc, texture[2], CUBE;
MUL u, t, u;
TEX u, u, texture[3], RECT;
TEX t, t, texture[4], 1D;
KIL -t;
MOV result.color, u;
END
