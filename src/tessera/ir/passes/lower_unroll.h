// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>

#include "ir/passes/pass.h"

namespace tessera::ir::passes {

struct UnrollOptions {
    /// Most copies of a loop body one loop may become (runs of the body, counted per loop).
    std::uint32_t max_iterations = 4096;
    /// Most instructions the copies of one loop may add.
    std::uint32_t max_instructions = 65536;
    /// Most instructions the copies of all the loops of one function may add, in all. A loop
    /// within the per-loop limits can still be one of thousands (a function inlined at every
    /// call site): this bounds the function, and so the compiler's memory (issue 10). Four
    /// times the largest ARBfp program the default limits allow (65,536 instructions).
    std::uint32_t max_total_instructions = 262144;
    /// A loop that cannot be unrolled (a trip count known only at run time, or past a limit)
    /// stays a loop instead of being an error: for targets with loops (fp40, issue 34).
    bool keep_loops = false;
};

/// lower_unroll: replaces every loop whose control folds to constants by copies of its body,
/// innermost loops first. Reports an error for each loop it cannot unroll (control that does
/// not fold, or past a limit of `options`); those loops stay as they were.
Result LowerUnroll(Module& module, DiagnosticList& diagnostics, const UnrollOptions& options);
Result LowerUnroll(Module& module, DiagnosticList& diagnostics);

}  // namespace tessera::ir::passes
