-- Procedural: concentric rings from the sine of the distance to the center.
package com.tessera.examples;

module Rings is
  import com.tessera.examples.Common as C;
  import com.io7m.parasol.Vector2f as V2;
  import com.io7m.parasol.Float as F;

  shader fragment f is
    in uv : vector_2f;
    out color : vector_4f as 0;
  with
    value r = V2.magnitude (C.centered (uv));
    value w = F.add (0.5, F.multiply (0.5, F.sine (F.multiply (r, 20.0))));
    value result = new vector_4f (w, F.multiply (w, 0.5), F.subtract (1.0, w), 1.0);
  as
    out color = result;
  end;

  shader program p is
    vertex C.pass_uv;
    fragment f;
  end;
end;
