// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>

#include "ir/passes/pass.h"

namespace tessera::ir::passes {

/// lower_inline: inlines every call into the entry function (calls inside inlined bodies
/// too), then removes every other function. in/out/inout parameters become local variables
/// of the entry function; early returns in a callee become a "returned" flag
/// (lower_returns.h). Fails (with an error) only on a module the validator rejects:
/// calls nesting deeper than kMaxInlineDepth, which only recursion can do, or inlining that
/// adds more than kMaxInlinedInstructions instructions (a chain of functions each calling
/// the next twice doubles the code at every level).
Result LowerInline(Module& module, DiagnosticList& diagnostics);

inline constexpr int kMaxInlineDepth = 64;
/// Four times the largest ARBfp program the default limits allow (65,536 instructions): the
/// later passes remove much, but nothing this large could become a program (issue 10).
inline constexpr std::size_t kMaxInlinedInstructions = 262144;

}  // namespace tessera::ir::passes
