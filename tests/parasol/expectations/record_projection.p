-- Records: a record value built with named fields, then projected by name.
package p;
module M is
  type pair is record first : float, second : float end;
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
    value r = record pair { second = uv [y], first = uv [x] };
    value result = new vector_4f (r.second, r.first, 0.0, 1.0);
  as
    out color = result;
  end;
  shader program prog is
    vertex v;
    fragment f;
  end;
end;
