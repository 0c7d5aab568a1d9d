!!ARBfp1.0
# A procedural 8x8 checkerboard: the parity of floor(8s) + floor(8t) picks one of two colors.
PARAM dark = {0.12, 0.14, 0.20, 1};
PARAM light = {0.92, 0.86, 0.70, 1};
TEMP cell, parity;
MUL cell, fragment.texcoord[0], 8;
FLR cell, cell;
ADD parity.x, cell.x, cell.y;
MUL parity.x, parity.x, 0.5;
FRC parity.x, parity.x;          # 0 on even squares, 0.5 on odd ones
SGE parity.x, parity.x, 0.25;
LRP result.color, parity.x, light, dark;
END
