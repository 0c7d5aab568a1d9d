-- Modules, Imports: the imported module must exist.
package p;
module M is
  import com.io7m.parasol.Vector9f as V9;
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
    value result = uv;
  as
    out color = result;
  end;
  shader program prog is
    vertex v;
    fragment f;
  end;
end;
