-- Normal-mapped: a sphere's normal perturbed by a texture, then lit; the disc is discarded outside.
package com.tessera.examples;

module BumpSphere is
  import com.tessera.examples.Common as C;
  import com.io7m.parasol.Sampler2D as S;
  import com.io7m.parasol.Vector3f as V3;

  value light = new vector_3f (-0.3, 0.5, 0.8);

  shader fragment f is
    parameter bumps : sampler_2d;
    in uv : vector_2f;
    out color : vector_4f as 0;
  with
    value p = C.centered (uv);
    discard (C.outside_disc (p));
    value t = S.texture (bumps, uv);
    value offset = V3.multiply_scalar (V3.subtract (t [x y z], new vector_3f (0.5, 0.5, 0.5)), 0.6);
    value n = V3.normalize (V3.add (C.sphere_normal (p), offset));
    value k = C.lambert (n, light);
    value result = C.opaque (new vector_3f (k, k, k));
  as
    out color = result;
  end;

  shader program p is
    vertex C.pass_uv;
    fragment f;
  end;
end;
