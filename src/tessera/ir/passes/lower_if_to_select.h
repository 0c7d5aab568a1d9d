// SPDX-License-Identifier: MIT
#pragma once

#include "ir/passes/pass.h"

namespace tessera::ir::passes {

/// lower_if_to_select: removes every `if` by running both sides and merging what they
/// store with `select`; `if %c { discard }` becomes `discard %c` (conditions of nested ifs
/// are and-ed); early returns become a "returned" flag first (lower_returns.h). An `if` that
/// still holds a loop or a call is reported: run lower_unroll and lower_inline first.
Result LowerIfToSelect(Module& module, DiagnosticList& diagnostics);
/// With `keep_loops` (targets with loops, after lower_unroll kept some): the loops left
/// are flattened inside, every local counted as read after each `if` in them (the next
/// iteration may read it), a loop's `continue`s become a flag guarding the rest of its body
/// (lower_exit_flags.h), and an `if` holding a break or a loop is left as a branch, flattened
/// inside, for the writer (`if %c { break }` is a conditional BRK, others IF/ELSE/ENDIF).
Result LowerIfToSelect(Module& module, DiagnosticList& diagnostics, bool keep_loops);

}  // namespace tessera::ir::passes
