-- Sampler2D.texture_projective_4f: uv [x y] divided by uv [w] before the lookup.
package p;
module M is
  import com.io7m.parasol.Sampler2D as S;
  shader vertex v is
    in position : vector_4f;
    in uv_in : vector_4f;
    out vertex clip : vector_4f;
    out uv : vector_4f;
  as
    out clip = position;
    out uv = uv_in;
  end;
  shader fragment f is
    in uv : vector_4f;
    parameter image : sampler_2d;
    out color : vector_4f as 0;
  with
    value result = S.texture_projective_4f (image, uv);
  as
    out color = result;
  end;
  shader program prog is
    vertex v;
    fragment f;
  end;
end;
