-- Procedural: writes a depth (out depth) as well as a color; the depth is a cone.
package com.tessera.examples;

module Depth is
  import com.tessera.examples.Common as C;
  import com.io7m.parasol.Vector2f as V2;
  import com.io7m.parasol.Float as F;

  shader fragment f is
    in uv : vector_2f;
    out color : vector_4f as 0;
    out depth z : float;
  with
    value r = F.clamp (V2.magnitude (C.centered (uv)), 0.0, 1.0);
    value c = new vector_4f (r, r, r, 1.0);
  as
    out color = c;
    out z = r;
  end;

  shader program p is
    vertex C.pass_uv;
    fragment f;
  end;
end;
