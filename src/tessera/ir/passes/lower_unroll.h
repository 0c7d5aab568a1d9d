#pragma once

#include <cstdint>

#include "ir/passes/pass.h"

namespace tessera::ir::passes {

struct UnrollOptions {
    /// Most copies of a loop body one loop may become (runs of the body, counted per loop).
    std::uint32_t max_iterations = 4096;
    /// Most instructions the copies of one loop may add.
    std::uint32_t max_instructions = 65536;
};

/// lower_unroll: replaces every loop whose control folds to constants by copies of its body,
/// innermost loops first. Reports an error for each loop it cannot unroll (control that does
/// not fold, or past a limit of `options`); those loops stay as they were.
Result LowerUnroll(Module& module, DiagnosticList& diagnostics, const UnrollOptions& options);
Result LowerUnroll(Module& module, DiagnosticList& diagnostics);

}  // namespace tessera::ir::passes
