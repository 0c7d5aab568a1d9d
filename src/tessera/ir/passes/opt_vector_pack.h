// SPDX-License-Identifier: MIT
#pragma once

#include "ir/passes/pass.h"

namespace tessera::ir::passes {

/// opt_vector_pack: scalar add/sub/mul/div/neg instructions of one block that apply the
/// same op to components of the same vectors (or to one shared scalar) become one vector
/// instruction on swizzles, and each scalar result an `extract` of it. Up to 4 per vector.
Result OptVectorPack(Module& module, DiagnosticList& diagnostics);

}  // namespace tessera::ir::passes
