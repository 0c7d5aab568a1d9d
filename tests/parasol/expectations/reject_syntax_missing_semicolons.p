-- Grammar: declarations end with ';'. A missing one is reported where the next
-- declaration starts, and that declaration is read; an import without its alias too.
package p;
module M is
  import com.io7m.parasol.Float as;
  import com.io7m.parasol.Vector4f as V4;
  value one = 1.0
  value two = F.add (one, one)
  function scale (x : vector_4f) : vector_4f = V4.multiply_scalar (x, two);
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
    value result = scale (uv);
  as
    out color = result;
  end;
  shader program prog is
    vertex v;
    fragment f;
  end;
end;
