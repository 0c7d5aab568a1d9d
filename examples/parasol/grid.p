-- Procedural: grid lines where the fractional part is small; the rest discarded.
package com.tessera.examples;

module Grid is
  import com.tessera.examples.Common as C;
  import com.io7m.parasol.Float as F;
  import com.io7m.parasol.Boolean as B;

  function near_line (x : float) : boolean =
    let
      value f = F.modulo (F.multiply (x, 10.0), 1.0);
    in
      B.or (F.lesser (f, 0.12), F.greater (f, 0.88))
    end;

  shader fragment f is
    in uv : vector_2f;
    out color : vector_4f as 0;
  with
    discard (B.not (B.or (near_line (uv [x]), near_line (uv [y]))));
    value c = new vector_4f (uv [y], 1.0, uv [x], 1.0);
  as
    out color = c;
  end;

  shader program p is
    vertex C.pass_uv;
    fragment f;
  end;
end;
