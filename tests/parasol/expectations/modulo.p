-- Float.modulo (x, y) = x - y * floor (x / y), of uv [x] by 0.25.
package p;
module M is
  import com.io7m.parasol.Float as F;
  import com.io7m.parasol.Vector4f as V4;
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
    value result = new vector_4f (F.modulo (uv [x], 0.25), 0.0, 0.0, 1.0);
  as
    out color = result;
  end;
  shader program prog is
    vertex v;
    fragment f;
  end;
end;
