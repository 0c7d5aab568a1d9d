// SPDX-License-Identifier: MIT
// How a harness reports a broken invariant: print every problem, then abort(), which
// libFuzzer records as a crash and saves the input for (fuzz/run puts it in fuzz/findings/).
#pragma once

#include <cstdio>
#include <cstdlib>

#include "checks/problems.h"

namespace tessera::fuzz {

inline void AbortOnProblems(const Problems& problems) {
    if (problems.empty()) return;
    for (const std::string& p : problems) std::fprintf(stderr, "tessera-fuzz: %s\n", p.c_str());
    std::abort();
}

}  // namespace tessera::fuzz
