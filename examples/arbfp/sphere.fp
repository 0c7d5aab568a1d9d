!!ARBfp1.0
# A lit sphere drawn on a flat quad: the normal is rebuilt from the texture coordinate,
# fragments outside the disc are killed, and LIT gives the diffuse and specular terms.
PARAM light = {0.48, 0.60, 0.64, 0};   # normalized direction towards the light
PARAM halfway = {0.24, 0.30, 0.92, 0}; # roughly normalize(light + eye)
PARAM base = {0.85, 0.35, 0.20, 1};
PARAM ambient = {0.08, 0.06, 0.10, 0};
TEMP n, lit, c;
MOV n, 0;
MAD n.xy, fragment.texcoord[0], 2, -1;     # x, y in [-1, 1]
DP3 n.w, n, n;                              # r^2
SUB c.x, 1, n.w;
KIL c.x;                                    # outside the disc
RSQ c.y, c.x;
MUL n.z, c.x, c.y;                          # z = sqrt(1 - r^2)
DP3 lit.x, n, light;
DP3 lit.y, n, halfway;
MOV lit.w, 40;                              # specular exponent
LIT lit, lit;
MAD c, base, lit.y, ambient;
ADD result.color.rgb, c, lit.z;
MOV result.color.a, 1;
END
