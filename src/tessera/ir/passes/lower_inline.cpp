// SPDX-License-Identifier: MIT
// lower_inline: one function, no calls.
//
// ARBfp has no subroutines, so every call is replaced by a copy of the callee's body. The
// parameter passing rules of docs/IR.md turn into plain variable traffic, which the later
// passes clean up:
//
//     %r = call F %a, out $v        ==>    store $p, %a          (in and inout params)
//                                          ...F's body, cloned, with F's locals renamed
//                                          to fresh locals of the caller...
//                                          %t = load $q          (out and inout params,
//                                          store $v, %t           in parameter order)
//
// and the call's value is the value F's final `ret` returns. To have a single final `ret`,
// the callee's early returns are first lowered to a flag (lower_returns), once per callee.
//
// Calls inside an inlined body are inlined in the next round; rounds are bounded by
// kMaxInlineDepth so that even an unvalidated recursive module cannot hang us. Before each
// round, repeated calls of side-effect-free functions with the same arguments are merged
// (merge_calls.h), so `f(g(x), g(x))` copies g once, and a chain of such calls grows
// linearly with its depth instead of exponentially. Calls that differ, `f(f(x))` at every
// level, still double the code per level, so the entry function may grow by at most
// kMaxInlinedInstructions; past that the call being inlined is reported and inlining stops.
#include "ir/passes/lower_inline.h"

#include <optional>
#include <string>

#include "ir/passes/ir_util.h"
#include "ir/passes/lower_returns.h"
#include "ir/passes/merge_calls.h"

namespace tessera::ir::passes {

namespace {

/// Each callee with its returns lowered, lowered once on first use. The other functions are
/// lowered in place: nothing but inlining reads them any more, and lowering returns keeps
/// what merge_calls asks of them (parameters, discards, global stores, calls). The entry
/// function itself (only recursion calls it) is copied afresh, since it grows as we go.
class LoweredCallees {
public:
    explicit LoweredCallees(const Module& module) : lowered_(module.functions.size(), false) {}

    const Function& Get(Module& module, std::uint32_t index) {
        if (index == module.entry) {
            entry_copy_ = module.functions[index];
            LowerReturns(module.types, entry_copy_);
            return entry_copy_;
        }
        Function& callee = module.functions[index];
        if (!lowered_[index]) LowerReturns(module.types, callee);
        lowered_[index] = true;
        return callee;
    }

private:
    std::vector<bool> lowered_;
    Function entry_copy_;
};

struct State {
    Module& module;
    Function& f;
    LoweredCallees& callees;
    std::size_t size_limit;  // f's instruction arena may not grow past this
    std::vector<std::pair<InstId, InstId>> replaced;  // call -> returned value
    std::optional<InstId> over_limit;  // the call not inlined because of size_limit

    void Process(Block& block) {
        Block out;
        for (InstId id : Block(block)) {
            if (f.At(id).op == Op::kCall && !over_limit) {
                if (f.insts.size() > size_limit) {
                    over_limit = id;  // this call and the rest stay as they are
                    out.push_back(id);
                    continue;
                }
                Inline(id, out);
                continue;
            }
            for (std::size_t b = 0; b < f.At(id).blocks.size(); ++b) {
                Block nested = f.At(id).blocks[b];
                Process(nested);
                f.At(id).blocks[b] = std::move(nested);
            }
            out.push_back(id);
        }
        block = std::move(out);
    }

    void Store(Block& out, VarRef var, InstId value, Span span) {
        EmitStore(f, out, module.types.Void(), var, value, span);
    }

    void Inline(InstId call_id, Block& out) {
        const Instruction call = f.At(call_id);
        const Function& callee = callees.Get(module, call.callee);
        std::uint32_t base = static_cast<std::uint32_t>(f.locals.size());
        for (const Variable& v : callee.locals) f.locals.push_back(v);
        auto local = [&](std::uint32_t index) { return VarRef{VarRef::Scope::kLocal, base + index}; };
        Cloner cloner{f, {}, {}};
        cloner.vars = [&](VarRef v) { return v.scope == VarRef::Scope::kLocal ? local(v.index) : v; };

        std::size_t arg = 0;
        for (const Parameter& p : callee.params)
            if (p.direction != ParamDirection::kOut && arg < call.operands.size())
                Store(out, local(p.var), call.operands[arg++], call.span);
        InstId value;
        for (std::size_t i = 0; i < callee.body.size(); ++i) {
            InstId id = callee.body[i];
            bool last = i + 1 == callee.body.size();
            if (last && callee.At(id).op == Op::kReturn) {
                if (!callee.At(id).operands.empty()) value = cloner.Map(callee.At(id).operands[0]);
                break;
            }
            out.push_back(cloner.CloneInst(callee, id));
        }
        std::size_t out_var = 0;
        for (const Parameter& p : callee.params) {
            if (p.direction == ParamDirection::kIn || out_var >= call.vars.size()) continue;
            Instruction load;
            load.op = Op::kLoad;
            load.type = callee.locals[p.var].type;
            load.vars = {local(p.var)};
            load.span = call.span;
            InstId loaded = AddInst(f, std::move(load));
            out.push_back(loaded);
            Store(out, call.vars[out_var++], loaded, call.span);
        }
        if (ProducesValue(call)) replaced.emplace_back(call_id, value);
    }
};

bool HasCalls(const Function& f) { return ContainsOp(f, f.body, Op::kCall); }

}  // namespace

Result LowerInline(Module& module, DiagnosticList& diagnostics) {
    Result result;
    if (module.functions.empty()) return result;
    Function& entry = module.functions[module.entry];
    const std::size_t size_limit = entry.insts.size() + kMaxInlinedInstructions;
    LoweredCallees callees(module);
    for (int round = 0; HasCalls(entry); ++round) {
        if (round == kMaxInlineDepth) {
            ReportError(diagnostics, entry.span,
                              "calls from '" + entry.name + "' nest more than " +
                                  std::to_string(kMaxInlineDepth) + " deep (is there recursion?)");
            result.ok = false;
            return result;
        }
        MergeRepeatedCalls(module, entry);
        State state{module, entry, callees, size_limit, {}, std::nullopt};
        state.Process(entry.body);
        std::vector<InstId> map(entry.insts.size());
        for (auto [call, value] : state.replaced) map[call.value] = value;
        ReplaceUses(entry, map);
        result.progress = true;
        if (state.over_limit) {
            ReportError(diagnostics, entry.At(*state.over_limit).span,
                        "inlining the calls from '" + entry.name + "' makes more than " +
                            std::to_string(kMaxInlinedInstructions) +
                            " instructions, the limit (at this call)");
            result.ok = false;
            return result;
        }
    }
    if (module.functions.size() > 1) {
        // Only the entry function is left to run; the others would only be noise.
        Function kept = std::move(entry);
        module.functions.clear();
        module.functions.push_back(std::move(kept));
        module.entry = 0;
        result.progress = true;
    }
    return result;
}

}  // namespace tessera::ir::passes
