// SPDX-License-Identifier: MIT
// opt_hoist_uniforms: find the work that is the same for every fragment.
//
// An instruction is uniform when it is a load of a uniform, a constant, or a pure operation
// (not a sample, not a derivative) whose operands are all uniform; one walk in definition
// order decides it for all. We report the maximal ones: uniform, not a bare load or
// constant, used by something that is not uniform. Those are exactly the values a
// runtime would upload in place of the expressions.
#include "ir/passes/opt_hoist_uniforms.h"

#include "ir/validate.h"
#include "ir/passes/ir_util.h"

namespace tessera::ir::passes {

std::vector<UniformExpression> FindUniformExpressions(const Module& module) {
    std::vector<UniformExpression> found;
    if (module.functions.empty()) return found;
    const Function& f = module.functions[module.entry];
    std::vector<bool> uniform(f.insts.size(), false), needed_outside(f.insts.size(), false);
    std::vector<InstId> order;
    ForEachInst(f, [&](InstId id) {
        const Instruction& inst = f.At(id);
        bool u = false;
        if (inst.op == Op::kConstant) u = true;
        else if (inst.op == Op::kLoad)
            u = inst.vars[0].scope == VarRef::Scope::kGlobal &&
                module.globals[inst.vars[0].index].kind == Global::Kind::kUniform;
        else if (IsPure(inst) && inst.op != Op::kSample && inst.op != Op::kUndef &&
                 !(inst.op == Op::kIntrinsic && (inst.intrinsic == Intrinsic::kDdx || inst.intrinsic == Intrinsic::kDdy))) {
            u = true;
            for (InstId o : inst.operands) u = u && uniform[o.value];
        }
        uniform[id.value] = u;
        if (!u)
            for (InstId o : inst.operands) needed_outside[o.value] = true;
        order.push_back(id);
    });
    for (InstId id : order) {
        Op op = f.At(id).op;
        if (uniform[id.value] && needed_outside[id.value] && op != Op::kLoad && op != Op::kConstant)
            found.push_back({id, f.At(id).span});
    }
    return found;
}

Result OptHoistUniforms(Module& module, DiagnosticList& diagnostics) {
    for (const UniformExpression& e : FindUniformExpressions(module))
        diagnostics.Note(e.span.offset, e.span.length,
                         "'" + InstructionText(module, module.functions[module.entry], e.value) +
                             "' depends on uniforms only and could be computed once per draw");
    return {};
}

}  // namespace tessera::ir::passes
