-- Textured: the texture darkened toward the corners.
package com.tessera.examples;

module Vignette is
  import com.tessera.examples.Common as C;
  import com.io7m.parasol.Sampler2D as S;
  import com.io7m.parasol.Vector2f as V2;
  import com.io7m.parasol.Vector3f as V3;
  import com.io7m.parasol.Float as F;

  shader fragment f is
    parameter image : sampler_2d;
    in uv : vector_2f;
    out color : vector_4f as 0;
  with
    value d = V2.dot (C.centered (uv), C.centered (uv));
    value shade = F.clamp (F.subtract (1.2, F.multiply (d, 0.6)), 0.0, 1.0);
    value texel = S.texture (image, uv);
    value result = C.opaque (V3.multiply_scalar (texel [x y z], shade));
  as
    out color = result;
  end;

  shader program p is
    vertex C.pass_uv;
    fragment f;
  end;
end;
