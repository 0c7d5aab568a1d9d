// SPDX-License-Identifier: MIT
#pragma once

#include "ir/passes/pass.h"

namespace tessera::ir::passes {

/// opt_mad_fusion: prepares multiply-adds for the ARBfp writer. The IR has no MAD; the
/// writer fuses `add(mul(a, b), c)` when the mul is float, component-wise and used only by
/// that add (passes/README.md). This pass puts such a mul first in the add (add commutes
/// exactly in IEEE float), so the writer has one shape to match.
Result OptMadFusion(Module& module, DiagnosticList& diagnostics);

}  // namespace tessera::ir::passes
