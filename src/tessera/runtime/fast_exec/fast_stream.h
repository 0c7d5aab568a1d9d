// SPDX-License-Identifier: MIT
// A program's instruction stream: its per-block steps decoded once per executor into ops
// (fast_kernels.h's Op), each with its kernel and rows chosen then, so that a block runs
// as a loop of `op.kernel(op, state)` with no per-step set-up (docs/fast_executor.md,
// "The instruction stream").
//
// A per-component instruction (ABS ADD SUB MUL MAD LRP CMP MAX MIN SGE SLT FLR FRC MOV) is
// one op per written component, reading row c of each source and writing row c of the
// destination, with its source negations applied as the rows are loaded and its saturation
// before the store. DP3, DP4 and DPH are one op each, storing the sum into every written
// row; so are the scalar-result instructions (RCP RSQ EX2 LG2 SIN COS POW), their value
// computed once, and LIT is one op. KIL is one op, its operand negated on load too,
// followed by the quad-mask update and the block's early exit once every quad is killed.
// The others (DST XPD SCS, the texture instructions) run through RunSteps' own Execute as
// generic ops.
#pragma once

#include <vector>

#include "runtime/fast_exec/fast_kernels.h"

namespace tessera::runtime::exec::fast {

/// The stream of `steps` for an executor whose block registers are `registers`, with the
/// kernels of `kernels`. A component written through scratch (its destination row is a
/// source row of a component the step writes later, so writing it in place would change
/// what that component reads) goes to `scratch.rows` and is copied home after the step's
/// last component. `steps`, `registers` and `scratch` must outlive the stream.
std::vector<Op> DecodeStream(const std::vector<Step>& steps, const OpKernelTable& kernels,
                             float* registers, KernelScratch& scratch);

/// Runs `stream` on one block: `state` holds the block's kill mask and sampling context
/// (its quad_mask narrowed by each KIL).
inline void RunStream(const std::vector<Op>& stream, OpState& state) {
    for (const Op& op : stream)
        if (op.kernel(op, state)) return;
}

}  // namespace tessera::runtime::exec::fast
