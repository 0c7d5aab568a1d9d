// SPDX-License-Identifier: MIT
// opt_dce: dead code elimination.
//
// Liveness in an SSA-valued IR is use counting: an instruction with no uses and no effect
// goes, which may leave its operands unused, so we repeat until nothing changes (each
// round removes at least one instruction, so this ends). Variables are the one place where
// "no uses" needs a second look: a store is dead when no load of its local exists anywhere
// in the function (we do not try to kill stores that are overwritten before being read:
// lower_promote_variables and copy propagation make those loads disappear first).
#include "ir/passes/opt_dce.h"

#include "ir/passes/ir_util.h"

namespace tessera::ir::passes {

namespace {

bool Round(const Module& module, Function& f) {
    std::vector<std::uint32_t> uses = CountUses(f);
    std::vector<bool> read(f.locals.size(), false), is_param(f.locals.size(), false);
    for (const Parameter& p : f.params) is_param[p.var] = true;
    ForEachInst(f, [&](InstId id) {
        if (f.At(id).op == Op::kLoad || f.At(id).op == Op::kCall)
            for (VarRef v : f.At(id).vars)
                if (v.scope == VarRef::Scope::kLocal) read[v.index] = true;
    });
    std::vector<bool> drop(f.insts.size(), false);
    bool progress = false;
    ForEachInst(f, [&](InstId id) {
        const Instruction& inst = f.At(id);
        bool dead = false;
        if (IsPure(inst)) {
            dead = uses[id.value] == 0;
        } else if (inst.op == Op::kStore) {
            VarRef v = inst.vars[0];
            dead = v.scope == VarRef::Scope::kLocal && !is_param[v.index] && !read[v.index];
        } else if (inst.op == Op::kCall) {
            dead = uses[id.value] == 0 && inst.vars.empty() &&
                   !HasGlobalEffects(module, module.functions[inst.callee]);
        } else if (inst.op == Op::kIf) {
            dead = inst.blocks[0].empty() && inst.blocks[1].empty();
        } else if (inst.op == Op::kLoop) {
            dead = inst.blocks[0].size() == 1 && f.At(inst.blocks[0][0]).op == Op::kBreak &&
                   inst.blocks[1].empty();
        }
        if (dead) drop[id.value] = progress = true;
    });
    if (progress) DropInstructions(f, drop);
    return progress;
}

}  // namespace

Result OptDce(Module& module, DiagnosticList&) {
    Result result;
    for (Function& f : module.functions) {
        while (Round(module, f)) result.progress = true;
        result.progress = RemoveUnusedLocals(f) || result.progress;
    }
    return result;
}

}  // namespace tessera::ir::passes
