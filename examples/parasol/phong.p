-- Lit: diffuse and Phong specular on a sphere, with reflect and power.
package com.tessera.examples;

module Phong is
  import com.tessera.examples.Common as C;
  import com.io7m.parasol.Vector3f as V3;
  import com.io7m.parasol.Float as F;

  value light = V3.normalize (new vector_3f (-0.4, 0.5, 0.75));
  value eye = new vector_3f (0.0, 0.0, 1.0);
  value diffuse_color = new vector_3f (0.2, 0.45, 0.8);

  function specular (n : vector_3f) : float =
    let
      value r = V3.reflect (V3.negate (light), n);
    in
      F.power (F.maximum (V3.dot (r, eye), 0.0), 24.0)
    end;

  shader fragment f is
    in uv : vector_2f;
    out color : vector_4f as 0;
  with
    value p = C.centered (uv);
    discard (C.outside_disc (p));
    value n = C.sphere_normal (p);
    value d = V3.multiply_scalar (diffuse_color, C.lambert (n, light));
    value s = specular (n);
    value result = C.opaque (V3.add_scalar (V3.multiply_scalar (d, 0.9), F.multiply (s, 0.6)));
  as
    out color = result;
  end;

  shader program p is
    vertex C.pass_uv;
    fragment f;
  end;
end;
