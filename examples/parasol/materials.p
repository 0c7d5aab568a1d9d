-- Lit: record types; two materials chosen per half, each a record of colors and a weight.
package com.tessera.examples;

module Materials is
  import com.tessera.examples.Common as C;
  import com.io7m.parasol.Vector3f as V3;
  import com.io7m.parasol.Float as F;

  type material is record
    albedo : vector_3f,
    ambient : vector_3f,
    strength : float
  end;

  value clay = record material { albedo = new vector_3f (0.8, 0.45, 0.3), ambient = new vector_3f (0.1, 0.05, 0.0), strength = 1.0 };
  value jade = record material { strength = 0.8, ambient = new vector_3f (0.0, 0.1, 0.05), albedo = new vector_3f (0.3, 0.8, 0.5) };
  value light = new vector_3f (0.2, 0.7, 0.7);

  function shade (m : material, n : vector_3f) : vector_3f =
    V3.add (m.ambient, V3.multiply_scalar (m.albedo, F.multiply (m.strength, C.lambert (n, light))));

  shader fragment f is
    in uv : vector_2f;
    out color : vector_4f as 0;
  with
    value p = C.centered (uv);
    discard (C.outside_disc (p));
    value m = if F.lesser (uv [x], 0.5) then clay else jade end;
    value result = C.opaque (shade (m, C.sphere_normal (p)));
  as
    out color = result;
  end;

  shader program p is
    vertex C.pass_uv;
    fragment f;
  end;
end;
