!!ARBfp1.0
# Texture unit 0 modulated by the primary color, with a darkening towards the edges.
# `tessera render` binds a built-in checkerboard to unit 0 unless --texture 0=IMAGE.png is given.
TEMP t, edge;
TEX t, fragment.texcoord[0], texture[0], 2D;
SUB edge.xy, fragment.texcoord[0], 0.5;
MUL edge.xy, edge, edge;                # only x and y: z and w were never written
ADD edge.x, edge.x, edge.y;
MAD edge.x, edge.x, -1.6, 1;
MUL t, t, fragment.color;
MUL result.color.rgb, t, edge.x;
MOV result.color.a, t;
END
