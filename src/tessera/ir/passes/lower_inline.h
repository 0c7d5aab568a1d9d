#pragma once

#include "ir/passes/pass.h"

namespace tessera::ir::passes {

/// lower_inline: inlines every call into the entry function (calls inside inlined bodies
/// too), then removes every other function. in/out/inout parameters become local variables
/// of the entry function; early returns in a callee become a "returned" flag
/// (lower_returns.h). Fails (with an error) only on a module the validator rejects:
/// calls nesting deeper than kMaxInlineDepth, which only recursion can do.
Result LowerInline(Module& module, DiagnosticList& diagnostics);

inline constexpr int kMaxInlineDepth = 64;

}  // namespace tessera::ir::passes
