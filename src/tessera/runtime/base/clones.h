// SPDX-License-Identifier: MIT
// TESSERA_CLONES: compile a hot loop function three times, for baseline x86-64, for AVX2
// and for x86-64-v4 (AVX-512), and let the loader pick the variant the CPU runs (GCC's
// function multiversioning). Only for functions whose loops vectorise: the arithmetic is
// IEEE on every variant, and nothing is contracted into a fused multiply-add (the whole
// project is compiled with -ffp-contract=off, top-level CMakeLists.txt; x86-64-v4 has FMA),
// so all three give the same bits. The AVX-512 variant measured 1.11x the AVX2 one over
// tessera_exec_bench's draw/ programs (docs/fast_executor.md, "Dispatch").
#pragma once

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && !defined(TESSERA_NO_CLONES)
#define TESSERA_CLONES __attribute__((target_clones("arch=x86-64-v4", "avx2", "default")))
#else
#define TESSERA_CLONES
#endif
