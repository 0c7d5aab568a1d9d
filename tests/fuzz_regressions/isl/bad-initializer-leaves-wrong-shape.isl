// fuzz_isl_compile: a declaration whose initializer failed (Q is undeclared) left the
// matrix holding one float, and setting a row of it copied past the end of that value.
surface i(){uniform matrix m=Q;m[1]=color(0,1,0,0);}
