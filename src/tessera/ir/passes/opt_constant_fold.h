// SPDX-License-Identifier: MIT
#pragma once

#include "ir/passes/pass.h"

namespace tessera::ir::passes {

/// opt_constant_fold: every operation and intrinsic whose operands are all constants becomes
/// a constant (computed in float and rounded, as the interpreter computes; see const_eval.h),
/// an `if` on a constant condition is replaced by the block it takes, and `discard %c` with a
/// constant `%c` becomes `discard` or disappears.
Result OptConstantFold(Module& module, DiagnosticList& diagnostics);

}  // namespace tessera::ir::passes
