-- Textured: the texture's channels swizzled and tinted, alpha forced to one.
package com.tessera.examples;

module Tinted is
  import com.tessera.examples.Common as C;
  import com.io7m.parasol.Sampler2D as S;
  import com.io7m.parasol.Vector3f as V3;

  value tint = new vector_3f (1.0, 0.75, 0.5);

  shader fragment f is
    parameter albedo : sampler_2d;
    in uv : vector_2f;
    out color : vector_4f as 0;
  with
    value texel = S.texture (albedo, uv);
    value rgb = V3.multiply (texel [z x y], tint);
    value result = C.opaque (rgb);
  as
    out color = result;
  end;

  shader program p is
    vertex C.pass_uv;
    fragment f;
  end;
end;
