// SPDX-License-Identifier: MIT
// TESSERA_CLONES: compile a hot loop function twice, for baseline x86-64 and for AVX2, and
// let the loader pick the variant the CPU runs (GCC's function multiversioning). Only
// for functions whose loops vectorise: the arithmetic is IEEE either way (no -mfma, so
// nothing is contracted) and gives the same bits on both variants.
#pragma once

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && !defined(TESSERA_NO_CLONES)
#define TESSERA_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define TESSERA_CLONES
#endif
