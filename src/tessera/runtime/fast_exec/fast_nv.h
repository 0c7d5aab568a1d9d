// SPDX-License-Identifier: MIT
// The fast executor on programs with an NVIDIA option (NV_fragment_program_option,
// NV_fragment_program2): FastProgram's NvSteps run on one block's registers with a lane
// mask, bit for bit as the reference's NV part (reference_nv.cpp) runs each quad.
//
// The reference runs a quad's four fragments in lock-step under an execution mask that
// every IF, loop, BRK, CAL and RET narrows; here the mask has a bit per lane of the block,
// and the same control flow (nv_flow.h, one template for both) runs all sixteen quads at
// once. Since a
// fragment's registers, condition codes, counters and masks change only when its own bit
// is set, and the only reads across fragments (DDX, DDY and the implicit derivatives of
// TEX, TXP and TXB) stay inside a quad, each quad sees exactly the sequence of operations
// the reference gives it: a quad whose lanes are all inactive just waits while the other
// quads of its block iterate.
//
// Per instruction: ALU instructions the kernels compute exactly as nv_alu.h does (an ARB
// opcode with no precision conversion or absolute value: NvStep::vector) run through
// RunSteps, straight into the destination when every lane of the block executes them and
// no condition mask applies, else into the scratch slot merged per lane by the execution
// and condition masks, with "C"'s condition codes generated per lane from the rows; every
// other instruction calls nv_alu.h's helpers (EvaluateNvAlu, ConvertPrecision,
// UpdateDestinationNv, ConditionHolds) lane by lane on operands loaded from the rows, as
// the reference does per fragment; TEX, TXP and TXB sample through SampleBlock, TXD and TXL
// through the texture units per lane (the reference's own calls).
//
// Nothing is unsupported: every NV program runs here (the reader does not take relative
// addressing of fragment.texcoord[A0.x+n], so the loop index is never read).
#pragma once

#include <cstdint>

#include "runtime/fast_exec/fast_kernels.h"
#include "runtime/fast_exec/fast_program.h"

namespace tessera::runtime::exec::fast {

/// Runs an NV program (program.IsNv()) on one block: `registers` holds the constants,
/// parameters and attributes (temporaries and outputs are zeroed here, as the reference
/// starts them), killed[lane] is set to 1 by KIL, and only the quads of
/// context.quad_mask execute. `run` is the executor's kernel variant.
void RunNvBlock(const FastProgram& program, float* registers, std::int32_t* killed,
                const SampleContext& context, RunStepsFunction run);

}  // namespace tessera::runtime::exec::fast
