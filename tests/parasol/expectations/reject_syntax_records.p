-- Grammar: a record type's field without its ':' and a record expression's field without
-- its '='; each is reported once, the record type's end skipped with its declaration.
package p;
module M is
  import com.io7m.parasol.Vector4f as V4;
  type light is record colour : vector_4f, power float end;
  value lamp = record light { colour = new vector_4f (1.0, 1.0, 1.0, 1.0), power 2.0 };
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
  as
    out color = uv;
  end;
  shader program prog is
    vertex v;
    fragment f;
  end;
end;
