// SPDX-License-Identifier: MIT
// opt_copy_propagate: see through copies.
//
// In an IR with single-assignment values the only real copies go through memory, so the
// heart of this pass is store-to-load forwarding (ForwardLoads in ir_util, shared with
// lower_promote_variables, which also deletes the variables; this pass keeps them, so it is
// safe anywhere, loops and ifs included). The value-level copies front ends and other passes
// leave (an `xyzw` swizzle of a float4, a float-to-float convert) are replaced too.
#include "ir/passes/opt_copy_propagate.h"

#include "ir/passes/ir_util.h"

namespace tessera::ir::passes {

namespace {

// The value `inst` is a copy of, or an invalid id.
InstId CopyOf(const Function& f, const Instruction& inst) {
    if (inst.operands.size() != 1 || f.At(inst.operands[0]).type != inst.type) return {};
    if (inst.op == Op::kConvert || inst.op == Op::kConstruct) return inst.operands[0];
    if (inst.op != Op::kSwizzle) return {};
    for (std::uint32_t i = 0; i < inst.indices.size(); ++i)
        if (inst.indices[i] != i) return {};
    return inst.operands[0];
}

}  // namespace

Result OptCopyPropagate(Module& module, DiagnosticList&) {
    Result result;
    for (Function& f : module.functions) {
        result.progress = ForwardLoads(f, /*undef_uninitialised=*/false) || result.progress;
        std::vector<InstId> map(f.insts.size());
        std::vector<bool> drop(f.insts.size(), false);
        bool any = false;
        ForEachInst(f, [&](InstId id) {
            InstId original = CopyOf(f, f.At(id));
            if (!original.Valid()) return;
            map[id.value] = original;
            drop[id.value] = any = true;
        });
        if (!any) continue;
        ReplaceUses(f, map);
        DropInstructions(f, drop);
        result.progress = true;
    }
    return result;
}

}  // namespace tessera::ir::passes
