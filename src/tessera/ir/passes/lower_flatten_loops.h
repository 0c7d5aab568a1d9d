// SPDX-License-Identifier: MIT
#pragma once

#include "ir/passes/pass.h"

namespace tessera::ir::passes {

/// Loops a target keeping loops runs nested at once: NV_fragment_program2's
/// MAX_PROGRAM_LOOP_DEPTH_NV (its minimum, 4), fp40's limit. The vertex targets that keep
/// loops (vp30, vp40: branches) have none, and are flattened the same way, which costs an
/// iteration's flag test and keeps one form for both.
inline constexpr int kMaxKeptLoopDepth = 4;

/// For targets that keep loops (lower_if_to_select with keep_loops): when `function`'s loops
/// nest deeper than kMaxKeptLoopDepth, flattens each loop whose body ends in a loop (and holds
/// no other) into one loop, from the outermost, until they nest two deep (each kept loop then
/// gets the two REPs that let it run past 255 iterations, isel_flow.cpp) or no loop has that
/// shape. The meaning is kept exactly (lower_flatten_loops.cpp); the exits become `continue`,
/// which the caller lowers next. Returns whether anything was flattened.
bool FlattenDeepLoopNests(Module& module, Function& function);

}  // namespace tessera::ir::passes
