!!ARBfp1.0
# Texture unit 0 modulated by the primary color, with a darkening towards the edges.
# `tessera render` binds a built-in checkerboard to unit 0 unless --texture 0=IMAGE.png is given.
TEMP t, edge;
TEX t, fragment.texcoord[0], texture[0], 2D;
SUB edge.xy, fragment.texcoord[0], 0.5;
DP3 edge.x, edge, edge;                 # z of the default scene's coordinates is 0
MAD edge.x, edge.x, -1.6, 1;
MUL t, t, fragment.color;
MUL result.color.rgb, t, edge.x;
MOV result.color.a, t;
END
