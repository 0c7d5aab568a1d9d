-- Boolean.and of two comparisons, converted by new float (true is 1.0, false 0.0).
package p;
module M is
  import com.io7m.parasol.Float as F;
  import com.io7m.parasol.Boolean as B;
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
    value both = B.and (F.greater (uv [x], 0.25), F.lesser (uv [y], 0.75));
    value result = new vector_4f (new float (both), 0.0, 0.0, 1.0);
  as
    out color = result;
  end;
  shader program prog is
    vertex v;
    fragment f;
  end;
end;
