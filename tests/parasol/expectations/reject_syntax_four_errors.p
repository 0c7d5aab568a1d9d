-- Grammar: four independent syntax errors, in a value, a vertex output, a fragment
-- output assignment and a program, each reported once.
package p;
module M is
  import com.io7m.parasol.Vector4f as V4;
  value swizzled = new vector_4f (1.0, 0.0, 0.0, 1.0) [x y;
  shader vertex v is
    in position : vector_4f;
    in uv_in : vector_4f;
    out vertex : vector_4f;
    out uv : vector_4f;
  as
    out uv = uv_in;
  end;
  shader fragment f is
    in uv : vector_4f;
    out color : vector_4f as 0;
  as
    out color = ;
  end;
  shader program prog is
    vertex v;
    fragment f
  end;
end;
