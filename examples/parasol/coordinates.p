-- Procedural: Fragment.coordinate (the window position) makes a pixel-exact pattern.
package com.tessera.examples;

module Coordinates is
  import com.tessera.examples.Common as C;
  import com.io7m.parasol.Fragment as W;
  import com.io7m.parasol.Float as F;

  shader fragment f is
    in uv : vector_2f;
    out color : vector_4f as 0;
  with
    value cell = F.modulo (F.add (F.floor (F.divide (W.coordinate [x], 4.0)), F.floor (F.divide (W.coordinate [y], 4.0))), 2.0);
    value result = new vector_4f (cell, uv [x], uv [y], 1.0);
  as
    out color = result;
  end;

  shader program p is
    vertex C.pass_uv;
    fragment f;
  end;
end;
