-- Grammar: a shader input without its type and a local without its '='; each is reported
-- once, and the rest of the shader is read.
package p;
module M is
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
    in uv : ;
    out color : vector_4f as 0;
  with
    value result V4.add (uv, uv);
  as
    out color = result;
  end;
  shader program prog is
    vertex v;
    fragment f;
  end;
end;
