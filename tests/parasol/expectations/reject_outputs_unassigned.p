-- Vertex shaders: exactly one assignment for each output; uv and tint have none, and each
-- is reported at its own declaration.
package p;
module M is
  shader vertex v is
    in position : vector_4f;
    out vertex clip : vector_4f;
    out uv : vector_4f;
    out tint : vector_4f;
  as
    out clip = position;
  end;
  shader fragment f is
    in uv : vector_4f;
    out color : vector_4f as 0;
  as
    out color = uv;
  end;
  shader program prog is
    vertex v;
    fragment f;
  end;
end;
