-- Vector3f.normalize: v divided by its magnitude.
package p;
module M is
  import com.io7m.parasol.Vector3f as V3;
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
    out color : vector_4f as 0;
  with
    value result = new vector_4f (V3.normalize (uv [x y z]), 1.0);
  as
    out color = result;
  end;
  shader program prog is
    vertex v;
    fragment f;
  end;
end;
