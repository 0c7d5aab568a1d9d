-- Lit: a diffuse sphere; fragments outside the disc are discarded.
package com.tessera.examples;

module LitSphere is
  import com.tessera.examples.Common as C;
  import com.io7m.parasol.Vector3f as V3;
  import com.io7m.parasol.Float as F;

  value light = new vector_3f (0.5, 0.6, 0.8);
  value base = new vector_3f (0.9, 0.4, 0.2);
  value ambient = 0.1;

  shader fragment f is
    in uv : vector_2f;
    out color : vector_4f as 0;
  with
    value p = C.centered (uv);
    discard (C.outside_disc (p));
    value n = C.sphere_normal (p);
    value k = F.add (ambient, C.lambert (n, light));
    value result = C.opaque (V3.multiply_scalar (base, k));
  as
    out color = result;
  end;

  shader program p is
    vertex C.pass_uv;
    fragment f;
  end;
end;
