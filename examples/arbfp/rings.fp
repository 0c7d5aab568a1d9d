!!ARBfp1.0
# Concentric rings around the centre of the quad, tinted by the vertex colors.
# ring = 0.5 + 0.5 * sin(2 * pi * 8 * distance)
PARAM centre = {0.5, 0.5, 0, 0};
PARAM freq = 50.265482;          # 2 * pi * 8
TEMP d, ring;
SUB d, fragment.texcoord[0], centre;
DP3 d.x, d, d;                   # squared distance (z is 0 on the default scene)
RSQ d.y, d.x;
MUL d.x, d.x, d.y;               # distance = d^2 / sqrt(d^2)
MUL d.x, d.x, freq;
SIN ring.x, d.x;
MAD ring.x, ring.x, 0.5, 0.5;
MUL result.color.rgb, fragment.color, ring.x;
MOV result.color.a, 1;
END
