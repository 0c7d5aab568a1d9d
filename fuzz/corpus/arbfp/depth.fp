!!ARBfp1.0
OPTION ARB_fog_linear;
OPTION ARB_precision_hint_fastest;
TEMP d;
RCP d.x, fragment.position.w;
MUL d.z, fragment.position.z, d.x;
MOV_SAT result.depth.z, d;
MOV result.color, {0, 0.25, 1e39, -1e39};
END
