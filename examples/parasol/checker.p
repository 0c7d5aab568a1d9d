-- Procedural: an 8 x 8 checkerboard from floor and modulo.
package com.tessera.examples;

module Checker is
  import com.tessera.examples.Common as C;
  import com.io7m.parasol.Float as F;
  import com.io7m.parasol.Vector2f as V2;

  value squares = 8.0;
  value dark = new vector_4f (0.1, 0.2, 0.4, 1.0);
  value light = new vector_4f (0.9, 0.85, 0.7, 1.0);

  function parity (uv : vector_2f) : float =
    let
      value cell = V2.multiply_scalar (uv, squares);
    in
      F.modulo (F.add (F.floor (cell [x]), F.floor (cell [y])), 2.0)
    end;

  shader fragment f is
    in uv : vector_2f;
    out color : vector_4f as 0;
  with
    value c = if F.lesser (parity (uv), 0.5) then dark else light end;
  as
    out color = c;
  end;

  shader program p is
    vertex C.pass_uv;
    fragment f;
  end;
end;
