-- Parameters and Vector4f.interpolate (x, y, t) = x * (1 - t) + y * t.
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
    parameter tint : vector_4f;
    out color : vector_4f as 0;
  with
    value result = V4.interpolate (uv, tint, 0.25);
  as
    out color = result;
  end;
  shader program prog is
    vertex v;
    fragment f;
  end;
end;
