// SPDX-License-Identifier: MIT
#pragma once

#include "ir/passes/pass.h"

namespace tessera::ir::passes {

/// opt_copy_propagate: uses of a copy are replaced by the original. Copies are values
/// passed through a variable (a load whose variable's value is known: the last store, or an
/// earlier load, on every path), identity swizzles, conversions to the same type, and a
/// `construct` of one operand of the result type. The copies are removed.
Result OptCopyPropagate(Module& module, DiagnosticList& diagnostics);

}  // namespace tessera::ir::passes
