// SPDX-License-Identifier: MIT
// The fast executor's kernels compiled with -mavx2 (and without -mfma: no contraction may
// change a result; CMakeLists.txt sets the flag on this file only). On a target without
// AVX2 the file is compiled as the portable one and never selected.
#define TESSERA_FAST_NAMESPACE avx2
#include "runtime/exec/fast_kernels.inc"
