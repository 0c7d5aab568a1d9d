-- Textured: one texture read at the interpolated coordinate.
package com.tessera.examples;

module Textured is
  import com.tessera.examples.Common as C;
  import com.io7m.parasol.Sampler2D as S;

  shader fragment f is
    parameter albedo : sampler_2d;
    in uv : vector_2f;
    out color : vector_4f as 0;
  with
    value texel = S.texture (albedo, uv);
  as
    out color = texel;
  end;

  shader program p is
    vertex C.pass_uv;
    fragment f;
  end;
end;
