// SPDX-License-Identifier: MIT
#pragma once

#include "ir/passes/pass.h"

namespace tessera::ir::passes {

/// Rewrites the asin, acos, atan and atan2 intrinsics into arithmetic (polynomial
/// approximations), for targets such as ARBfp that have no inverse trigonometry.
Result LowerInverseTrig(Module& module, DiagnosticList& diagnostics);

}  // namespace tessera::ir::passes
