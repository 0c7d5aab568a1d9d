// SPDX-License-Identifier: MIT
#pragma once

#include "ir/passes/pass.h"

namespace tessera::ir::passes {

/// Rewrites the exits of `loop` that sit inside ifs (not those of loops nested in it): a
/// `continue` becomes a store of true to a fresh bool local "exited", cleared at the top of
/// each run of the body, and what follows each `if` that may set it is wrapped in
/// `if not exited { ... }`; a `break` does the same and also sets "broke", which one
/// `if broke { break }` at the end of the body tests. The loop is left with exits only at
/// its body's level, which lower_unroll follows. Returns whether anything was rewritten.
/// `continues_only` (a loop kept as a loop for a target with loops but no `continue`, fp40):
/// every `continue` of the loop becomes the flag, at any depth, and breaks are left alone.
bool LowerExitsToFlags(Module& module, Function& function, InstId loop, bool continues_only = false);

}  // namespace tessera::ir::passes
