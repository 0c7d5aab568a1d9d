// SPDX-License-Identifier: MIT
#pragma once

#include "ir/module.h"

namespace tessera::ir::passes {

/// A helper for lower_inline and lower_if_to_select, not a pass of its own: rewrites
/// `function` so that its only `ret` is the last instruction of its body (or, for a void
/// function, so that it has no `ret` except possibly that one). Returns whether it changed
/// anything. See the essay in lower_returns.cpp.
bool LowerReturns(TypeTable& types, Function& function);

/// True when `function` has a `ret` anywhere but as the last instruction of its body.
bool HasEarlyReturn(const Function& function);

}  // namespace tessera::ir::passes
