// SPDX-License-Identifier: MIT
#pragma once

#include "ir/passes/pass.h"

namespace tessera::ir::passes {

/// opt_dce: removes what nothing needs: unused pure instructions (loads included), stores
/// to locals that are never read (parameters aside: callers read out parameters), calls
/// whose result is unused when the callee has no out variables and no global effects,
/// `if`s with two empty blocks, `loop { break }`, and locals nothing refers to. Kept as
/// side effects: stores to outputs and parameters, discard, calls that write or discard.
Result OptDce(Module& module, DiagnosticList& diagnostics);

}  // namespace tessera::ir::passes
