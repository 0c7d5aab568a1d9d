// SPDX-License-Identifier: MIT
// The invariants of the Cg front end and of the whole Cg compile path, shared by the Cg
// fuzz harnesses and the regression tests. Inputs are split into files as
// cfamily_checks.h describes (the main file is "main.cg"; "a.h", "b.h", "c.h" can be
// #included).
//
// CheckCgCheck: CheckCg (every function type-checked) reports `ok` exactly when it counts
// no error, and its diagnostics have an "error:" line with file:line:col exactly then,
// none an internal error.
//
// CheckCgCompile: CompileCg with entry "main" and profile arbfp1, the same diagnostics
// checks, and for a program it writes: the text loads in our ARBfp reader (a program the
// writer emits that the reader rejects is a bug), the loaded program passes CheckProgram,
// and it runs on the reference interpreter (RunFixedQuad) to colors and depths inside
// result processing's [0, 1] clamp.
#pragma once

#include <string_view>

#include "checks/problems.h"

namespace tessera::fuzz {

Problems CheckCgCheck(std::string_view input);
Problems CheckCgCompile(std::string_view input);

}  // namespace tessera::fuzz
