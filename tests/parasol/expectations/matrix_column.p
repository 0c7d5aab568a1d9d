-- column m 1: the second column of a matrix_4x4f parameter.
package p;
module M is
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
    parameter m : matrix_4x4f;
    out color : vector_4f as 0;
  with
    value result = column m 1;
  as
    out color = result;
  end;
  shader program prog is
    vertex v;
    fragment f;
  end;
end;
