-- What every example shares: the vertex stage and a few helpers. Compile an example
-- together with this unit:
--   tessera compile common.p checker.p --program com.tessera.examples.Checker.p --target arbfp1
package com.tessera.examples;

module Common is
  import com.io7m.parasol.Float as F;
  import com.io7m.parasol.Vector2f as V2;
  import com.io7m.parasol.Vector3f as V3;

  -- The position passes through; the texture coordinate becomes the varying `uv`.
  shader vertex pass_uv is
    in position : vector_4f;
    in uv_attribute : vector_2f;
    out vertex clip : vector_4f;
    out uv : vector_2f;
  as
    out clip = position;
    out uv = uv_attribute;
  end;

  -- [0, 1] to [-1, 1]
  function centered (uv : vector_2f) : vector_2f =
    V2.subtract (V2.multiply_scalar (uv, 2.0), new vector_2f (1.0, 1.0));

  -- The front-facing normal of the unit sphere at p (the disc's outside is flattened).
  function sphere_normal (p : vector_2f) : vector_3f =
    let
      value d = F.minimum (V2.dot (p, p), 1.0);
    in
      new vector_3f (p, F.square_root (F.subtract (1.0, d)))
    end;

  function outside_disc (p : vector_2f) : boolean = F.greater (V2.dot (p, p), 1.0);

  function lambert (n : vector_3f, l : vector_3f) : float =
    F.maximum (V3.dot (n, V3.normalize (l)), 0.0);

  function opaque (c : vector_3f) : vector_4f = new vector_4f (c, 1.0);
end;
