-- Grammar: let and if expressions end with end. Errors inside them are reported once
-- each: the ends of the constructs left open are skipped with the declaration.
package p;
module M is
  import com.io7m.parasol.Vector4f as V4;
  value a = let value h = 1.0; in if true then h 2.0 end end;
  value b = if true then 1.0 else 2.0;
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
    value result = let value k = uv in k end;
  as
    out color = result;
  end;
  shader program prog is
    vertex v;
    fragment f;
  end;
end;
