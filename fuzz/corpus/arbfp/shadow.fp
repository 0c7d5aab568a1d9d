!!ARBfp1.0
OPTION ARB_fragment_program_shadow;
TEMP s;
TEX s, fragment.texcoord[0], texture[0], SHADOW2D;
TXP s.y, fragment.texcoord[1], texture[1], SHADOW1D;
TEX s.z, fragment.texcoord[2], texture[2], SHADOWRECT;
MOV result.color, s;
END
