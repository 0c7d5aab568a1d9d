!!ARBfp1.0
# Parameter bindings: GL state, env and local parameters, arrays and constants.
PARAM m[] = { state.matrix.mvp.row[0..3], program.local[0..1], {1, -2.5e3, .5} };
PARAM mv[4] = { state.matrix.modelview[0].invtrans };
PARAM p = state.matrix.program[2].transpose.row[1];
PARAM l = state.light[1].spot.direction;
PARAM lp = state.lightprod[0].back.specular;
PARAM mat = state.material.shininess;
PARAM sc = state.lightmodel.front.scenecolor;
PARAM e = program.env[7];
TEMP r;
DP4 r.x, m[0], fragment.position;
DP4 r.y, mv[1], state.fog.color;
MAD r, r, p, l;
MAD r, lp, mat.x, sc;
ADD r, r, e;
MUL r, r, state.depth.range;
MAD r, r, state.texenv[1].color, state.fog.params;
ADD r, r, state.lightmodel.ambient;
ADD r, r, m[6];
MOV result.color, r;
END
