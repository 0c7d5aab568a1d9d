// SPDX-License-Identifier: MIT
#pragma once

#include "ir/passes/pass.h"

namespace tessera::ir::passes {

/// lower_promote_variables: mem2reg for the loop-free, if-free form lowering leaves. Each
/// load of a local becomes the value last stored to it (`undef` if none), then the stores
/// and the locals go. Parameters stay (their loads are how the entry reads its inputs). A
/// local of the entry function that cannot go (it is still used across an `if` or a loop)
/// is reported as an error; other functions keep such locals silently.
Result LowerPromoteVariables(Module& module, DiagnosticList& diagnostics);
/// With `keep_loops`, the locals that loops left (their values cross iterations) stay, for
/// the writer to keep in registers, instead of being an error.
Result LowerPromoteVariables(Module& module, DiagnosticList& diagnostics, bool keep_loops);

}  // namespace tessera::ir::passes
