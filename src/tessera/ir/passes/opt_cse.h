// SPDX-License-Identifier: MIT
#pragma once

#include "ir/passes/pass.h"

namespace tessera::ir::passes {

/// opt_cse: a pure instruction equal to one that dominates it (same op, type, operands,
/// indices and literal bits) is replaced by it. Loads take part only for inputs, uniforms
/// and samplers, which never change; `undef` never does (two undefs may differ).
Result OptCse(Module& module, DiagnosticList& diagnostics);

}  // namespace tessera::ir::passes
