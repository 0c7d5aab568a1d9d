-- Programs, compatibility: parameters of both shaders with one name must have one type.
package p;
module M is
  import com.io7m.parasol.Float as F;
  import com.io7m.parasol.Vector4f as V4;
  shader vertex v is
    parameter scale : float;
    in position : vector_4f;
    out vertex clip : vector_4f;
    out uv : vector_4f;
  with
    value scaled = V4.multiply_scalar (position, scale);
  as
    out clip = position;
    out uv = scaled;
  end;
  shader fragment f is
    in uv : vector_4f;
    parameter scale : vector_4f;
    out color : vector_4f as 0;
  with
    value result = V4.multiply_scalar (uv, 2.0);
  as
    out color = result;
  end;
  shader program prog is
    vertex v;
    fragment f;
  end;
end;
