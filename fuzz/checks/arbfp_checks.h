// SPDX-License-Identifier: MIT
// The invariants the ARBfp fuzz harnesses check, shared with the regression tests.
//
// A fuzz harness and the regression test that keeps its findings must check exactly the
// same things, or a fixed finding could come back unnoticed. So the checks live here, in
// plain C++ that both clang (the fuzz build, fuzz/CMakeLists.txt) and gcc (the normal
// build, tests/fuzz_regressions) compile, and they report problems as text instead of
// aborting: the harness turns a non-empty list into abort(), the test into a failure.
//
// What is checked:
// - CheckRead: ReadProgram's result is self-consistent (error position in [-1, length],
//   a program exactly when the position is -1, an "error:" line in the error string
//   exactly when there is no program; warnings may appear either way) and a loaded
//   program passes CheckProgram.
// - CheckProgram: the program model is well formed: counts agree with the tables and are
//   within the limits; every operand, destination and declaration names a register inside
//   its file; enums hold declared values; texture units and parameter numbers are in range.
// - CheckRoundTrip: a loaded program printed and re-read loads again, passes CheckProgram,
//   prints to the same text, and runs (reference interpreter, one quad, no textures) to
//   the same results as the original, all finite or NaN and inside result processing's
//   [0, 1] clamp.
#pragma once

#include <string_view>

#include "checks/problems.h"
#include "lang/common/arbasm/fragment_limits.h"
#include "lang/common/arbasm/fragment_program.h"
#include "runtime/base/fragment.h"

namespace tessera::fuzz {

Problems CheckRead(std::string_view text, const lang::arbasm::fragment::Limits& limits);
Problems CheckProgram(const lang::arbasm::fragment::Program& program, const lang::arbasm::fragment::Limits& limits);
Problems CheckRoundTrip(std::string_view text);

/// Runs `program` with the reference interpreter on one fixed 2x2 quad (attributes that
/// differ per fragment, one texture coordinate set with q = 0), no textures, and a fixed
/// value for each parameter decided by its binding.
runtime::exec::QuadResults RunFixedQuad(const lang::arbasm::fragment::Program& program);

/// Adds a problem for each color or depth outside result processing's [0, 1] clamp
/// (NaN allowed); `which` names the program in the message.
void CheckResults(const runtime::exec::QuadResults& results, const char* which, Problems& problems);

/// Everything the two harnesses check, for the regression tests: CheckRead with the
/// default and the minimum limits, then CheckRoundTrip.
Problems CheckAll(std::string_view text);

}  // namespace tessera::fuzz
