// SPDX-License-Identifier: MIT
// The fast executor's kernels compiled with -mavx2 (and without -mfma: no contraction may
// change a result; CMakeLists.txt sets the flag on this file only). Compiled on x86 only.
#define TESSERA_FAST_NAMESPACE avx2
#include "runtime/exec/fast_kernels.inc"
