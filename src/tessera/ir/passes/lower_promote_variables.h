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

}  // namespace tessera::ir::passes
