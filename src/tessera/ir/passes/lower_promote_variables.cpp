// SPDX-License-Identifier: MIT
// lower_promote_variables: variables to values.
//
// In straight-line code, mem2reg needs no phi nodes and no dominance frontiers: walking the
// block in order and remembering the last value stored to each variable is the whole
// algorithm (ForwardLoads in ir_util does the walk, and also knows which values survive
// into nested blocks, so this pass is still correct, just incomplete, on code with ifs and
// loops left). Once no load of a local remains, its stores are dead and the local goes.
#include "ir/passes/lower_promote_variables.h"

#include "ir/passes/ir_util.h"

namespace tessera::ir::passes {

namespace {

bool PromoteFunction(Function& f) {
    bool progress = ForwardLoads(f, /*undef_uninitialised=*/true);
    std::vector<bool> is_param(f.locals.size(), false), read(f.locals.size(), false);
    for (const Parameter& p : f.params) is_param[p.var] = true;
    ForEachInst(f, [&](InstId id) {
        const Instruction& inst = f.At(id);
        // A call writes its out variables; they may be read later through a load we
        // still have, so count a call's variables as read to keep their stores honest.
        if (inst.op == Op::kLoad || inst.op == Op::kCall)
            for (VarRef v : inst.vars)
                if (v.scope == VarRef::Scope::kLocal) read[v.index] = true;
    });
    std::vector<bool> drop(f.insts.size(), false);
    ForEachInst(f, [&](InstId id) {
        const Instruction& inst = f.At(id);
        if (inst.op != Op::kStore || inst.vars[0].scope != VarRef::Scope::kLocal) return;
        std::uint32_t v = inst.vars[0].index;
        if (!is_param[v] && !read[v]) drop[id.value] = progress = true;
    });
    DropInstructions(f, drop);
    return RemoveUnusedLocals(f) || progress;
}

}  // namespace

Result LowerPromoteVariables(Module& module, DiagnosticList& diagnostics) {
    return LowerPromoteVariables(module, diagnostics, false);
}

Result LowerPromoteVariables(Module& module, DiagnosticList& diagnostics, bool keep_loops) {
    Result result;
    for (std::size_t i = 0; i < module.functions.size(); ++i) {
        Function& f = module.functions[i];
        result.progress = PromoteFunction(f) || result.progress;
        if (i != module.entry || keep_loops) continue;
        for (std::size_t v = f.params.size(); v < f.locals.size(); ++v) {
            ReportError(diagnostics, f.locals[v].span,
                              "cannot promote variable '" + f.locals[v].name +
                                  "': it is still used across an if or a loop");
            result.ok = false;
        }
    }
    return result;
}

}  // namespace tessera::ir::passes
