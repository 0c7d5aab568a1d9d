-- Procedural: a color wheel from the angle (arc_tangent of y/x) and the radius.
package com.tessera.examples;

module Polar is
  import com.tessera.examples.Common as C;
  import com.io7m.parasol.Vector2f as V2;
  import com.io7m.parasol.Float as F;

  shader fragment f is
    in uv : vector_2f;
    out color : vector_4f as 0;
  with
    value p = C.centered (uv);
    value a = F.arc_tangent (F.divide (p [y], F.add (F.absolute (p [x]), 0.001)));
    value h = F.add (0.5, F.divide (a, 3.14159265));
    value r = F.clamp (V2.magnitude (p), 0.0, 1.0);
    value result = new vector_4f (h, r, F.subtract (1.0, h), 1.0);
  as
    out color = result;
  end;

  shader program p is
    vertex C.pass_uv;
    fragment f;
  end;
end;
