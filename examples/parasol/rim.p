-- Lit: rim (Fresnel-like) lighting on a sphere over a textured background.
package com.tessera.examples;

module Rim is
  import com.tessera.examples.Common as C;
  import com.io7m.parasol.Sampler2D as S;
  import com.io7m.parasol.Vector3f as V3;
  import com.io7m.parasol.Float as F;
  import com.io7m.parasol.Boolean as B;

  value glow = new vector_3f (0.3, 0.7, 1.0);

  shader fragment f is
    parameter background : sampler_2d;
    in uv : vector_2f;
    out color : vector_4f as 0;
  with
    value p = C.centered (uv);
    value inside = B.not (C.outside_disc (p));
    value n = C.sphere_normal (p);
    value rim = F.power (F.subtract (1.0, n [z]), 3.0);
    value back = S.texture (background, uv) [x y z];
    value c = if inside then V3.multiply_scalar (glow, rim) else V3.multiply_scalar (back, 0.5) end;
    value result = C.opaque (c);
  as
    out color = result;
  end;

  shader program p is
    vertex C.pass_uv;
    fragment f;
  end;
end;
