-- Vector3f.dot of uv [x y z] with a constant vector, splatted by new vector_4f (x).
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
    value d = V3.dot (uv [x y z], new vector_3f (0.5, 0.25, 0.125));
    value result = new vector_4f (d, d, d, d);
  as
    out color = result;
  end;
  shader program prog is
    vertex v;
    fragment f;
  end;
end;
