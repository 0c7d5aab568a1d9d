-- Grammar: a function whose body has a syntax error; its use in the shader gives no
-- further error (the units are not checked after a syntax error).
package p;
module M is
  import com.io7m.parasol.Vector4f as V4;
  function brighten (c : vector_4f) : vector_4f = V4.multiply_scalar (c 2.0);
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
    value result = brighten (uv);
  as
    out color = result;
  end;
  shader program prog is
    vertex v;
    fragment f;
  end;
end;
