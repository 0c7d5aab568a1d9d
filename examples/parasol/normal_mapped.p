-- Normal-mapped: the normal is read from a texture ([0,1] to [-1,1]) and lit.
package com.tessera.examples;

module NormalMapped is
  import com.tessera.examples.Common as C;
  import com.io7m.parasol.Sampler2D as S;
  import com.io7m.parasol.Vector3f as V3;
  import com.io7m.parasol.Float as F;

  value light = new vector_3f (0.3, 0.4, 0.9);
  value surface = new vector_3f (0.8, 0.75, 0.6);

  function decode (t : vector_4f) : vector_3f =
    V3.normalize (V3.subtract (V3.multiply_scalar (t [x y z], 2.0), new vector_3f (1.0, 1.0, 0.0)));

  shader fragment f is
    parameter normals : sampler_2d;
    in uv : vector_2f;
    out color : vector_4f as 0;
  with
    value n = decode (S.texture (normals, uv));
    value k = C.lambert (n, light);
    value result = C.opaque (V3.multiply_scalar (surface, F.add (0.15, F.multiply (0.85, k))));
  as
    out color = result;
  end;

  shader program p is
    vertex C.pass_uv;
    fragment f;
  end;
end;
