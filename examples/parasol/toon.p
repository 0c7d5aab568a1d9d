-- Lit: toon shading, the diffuse term quantized to four bands, with a dark rim.
package com.tessera.examples;

module Toon is
  import com.tessera.examples.Common as C;
  import com.io7m.parasol.Vector3f as V3;
  import com.io7m.parasol.Float as F;

  value light = new vector_3f (0.4, 0.5, 0.75);
  value paint = new vector_3f (0.3, 0.8, 0.4);

  function bands (k : float) : float = F.divide (F.floor (F.multiply (k, 4.0)), 4.0);

  shader fragment f is
    in uv : vector_2f;
    out color : vector_4f as 0;
  with
    value p = C.centered (uv);
    discard (C.outside_disc (p));
    value n = C.sphere_normal (p);
    value rim = F.lesser (n [z], 0.3);
    value k = if rim then 0.1 else F.add (0.25, bands (C.lambert (n, light))) end;
    value result = C.opaque (V3.multiply_scalar (paint, k));
  as
    out color = result;
  end;

  shader program p is
    vertex C.pass_uv;
    fragment f;
  end;
end;
