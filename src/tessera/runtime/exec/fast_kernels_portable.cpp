// SPDX-License-Identifier: MIT
// The fast executor's kernels for baseline x86-64 (SSE2) or any other target.
#define TESSERA_FAST_NAMESPACE portable
#include "runtime/exec/fast_kernels.inc"
