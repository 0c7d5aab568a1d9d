// SPDX-License-Identifier: MIT
// opt_mad_fusion: normalise multiply-add so the ARBfp writer sees one form.
//
// We cannot add a MAD op to the IR (module.h is shared and every pass would have to learn
// it), and we do not need to: MAD is a selection decision, and instruction selection is the
// writer's job. What the writer needs from the optimiser is a canonical shape. So the only
// rewrite here is `add(c, mul(a, b))` -> `add(mul(a, b), c)` when the mul is single-use
// and the first operand is not already a single-use mul. Float addition is commutative
// bit for bit (NaN payloads aside), so this never changes a result.
//
// Whether fusing changes results is the writer's concern: ARBfp's MAD may or may not round
// the product, which is within what the ARB spec allows for MUL then ADD.
#include "ir/passes/opt_mad_fusion.h"

#include <utility>

#include "ir/passes/ir_util.h"

namespace tessera::ir::passes {

Result OptMadFusion(Module& module, DiagnosticList&) {
    Result result;
    for (Function& f : module.functions) {
        std::vector<std::uint32_t> uses = CountUses(f);
        auto fusable = [&](InstId id) {
            const Instruction& inst = f.At(id);
            return inst.op == Op::kMul && uses[id.value] == 1 &&
                   module.types.Get(module.types.ScalarOf(inst.type)).scalar == ScalarKind::kFloat;
        };
        ForEachInst(f, [&](InstId id) {
            Instruction& inst = f.At(id);
            if (inst.op != Op::kAdd || inst.operands.size() != 2) return;
            if (fusable(inst.operands[0]) || !fusable(inst.operands[1])) return;
            std::swap(inst.operands[0], inst.operands[1]);
            result.progress = true;
        });
    }
    return result;
}

}  // namespace tessera::ir::passes
