// A string array element set by assignment: AssignElement counted a string as 16 values,
// so names[1] was the 17th string of two (found by tests/fuzz_regressions/findings_test.cpp
// while its bad-initializer case was written; a heap-buffer-overflow under ASan).
surface s() {
    uniform string names[2] = {"a", "c"};
    names[1] = "b";
    FB = diffuse();
}
