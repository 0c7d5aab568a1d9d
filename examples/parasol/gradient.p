-- Procedural: the texture coordinate as a color, blue from their product.
package com.tessera.examples;

module Gradient is
  import com.tessera.examples.Common as C;
  import com.io7m.parasol.Float as F;

  shader fragment f is
    in uv : vector_2f;
    out color : vector_4f as 0;
  with
    value b = F.multiply (uv [x], uv [y]);
    value result = C.opaque (new vector_3f (uv [x y], b));
  as
    out color = result;
  end;

  shader program p is
    vertex C.pass_uv;
    fragment f;
  end;
end;
