-- Procedural: a checkerboard rotated by a matrix_3x3f built from its columns.
package com.tessera.examples;

module Rotated is
  import com.tessera.examples.Common as C;
  import com.io7m.parasol.Matrix3x3f as M3;
  import com.io7m.parasol.Float as F;

  -- rotation by 30 degrees about z: columns (cos, sin, 0), (-sin, cos, 0), (0, 0, 1)
  value rotation = new matrix_3x3f (
    new vector_3f (0.8660254, 0.5, 0.0),
    new vector_3f (-0.5, 0.8660254, 0.0),
    new vector_3f (0.0, 0.0, 1.0));

  shader fragment f is
    in uv : vector_2f;
    out color : vector_4f as 0;
  with
    value q = M3.multiply_vector (rotation, new vector_3f (C.centered (uv), 1.0));
    value cells = F.add (F.floor (F.multiply (q [x], 3.1)), F.floor (F.multiply (q [y], 3.1)));
    value odd = F.modulo (cells, 2.0);
    value column0 = column rotation 0;
    value result = new vector_4f (odd, column0 [y], F.subtract (1.0, odd), 1.0);
  as
    out color = result;
  end;

  shader program p is
    vertex C.pass_uv;
    fragment f;
  end;
end;
