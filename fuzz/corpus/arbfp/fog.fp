!!ARBfp1.0
OPTION ARB_fog_exp2;
OPTION ARB_precision_hint_nicest;
ATTRIB c2 = fragment.color.secondary;
OUTPUT out = result.color;
TEMP t;
ALIAS u = t;
ADD u, fragment.color.primary, c2;
MUL out, t, fragment.fogcoord.x;
END
