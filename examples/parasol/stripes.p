-- Procedural: diagonal stripes with a smooth cosine edge.
package com.tessera.examples;

module Stripes is
  import com.tessera.examples.Common as C;
  import com.io7m.parasol.Float as F;
  import com.io7m.parasol.Vector4f as V4;

  value a = new vector_4f (0.95, 0.8, 0.2, 1.0);
  value b = new vector_4f (0.2, 0.1, 0.3, 1.0);

  shader fragment f is
    in uv : vector_2f;
    out color : vector_4f as 0;
  with
    value s = F.multiply (F.add (uv [x], uv [y]), 18.85);
    value t = F.add (0.5, F.multiply (0.5, F.cosine (s)));
    value result = V4.interpolate (a, b, t);
  as
    out color = result;
  end;

  shader program p is
    vertex C.pass_uv;
    fragment f;
  end;
end;
