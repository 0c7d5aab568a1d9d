// SPDX-License-Identifier: MIT
// merge_calls: a call computed twice is computed once, before lower_inline copies it.
//
// Inlining copies the callee at every call site, so a chain of functions each of which
// calls the next twice with the same arguments, `f(g(x), g(x))`, grows as 2^depth.
// Merging the two calls first keeps it linear: lower_inline runs this on the entry function
// before each round, so the calls an inlined body brings in are merged before they are
// copied in the next round.
//
// Two calls are "the same" when they call the same side-effect-free function with the
// same argument values. The arguments of a freshly inlined body are loads of the copied
// parameters' locals, a new value per load, so values are compared through a small
// forwarding table (a load of a variable stands for the value last stored to it, or for its
// first load, until something may store it): the same walk lower_unroll uses, without
// rewriting anything but the merged calls. Structured blocks make dominance easy: a call
// seen earlier in the same block, or in an enclosing one, dominates.
#include "ir/passes/merge_calls.h"

#include <algorithm>
#include <map>
#include <unordered_map>

#include "ir/passes/ir_util.h"

namespace tessera::ir::passes {

namespace {

// The value each variable holds, keyed by the variable (scope and index in one number). A
// map, not a list: an entry function inlined to hundreds of thousands of instructions has
// a local per inlined parameter, and a list made every load and store linear in those.
using Known = std::unordered_map<std::uint64_t, InstId>;
using CallKey = std::pair<std::uint32_t, std::vector<std::uint32_t>>;

std::uint64_t Key(VarRef v) { return std::uint64_t{static_cast<std::uint8_t>(v.scope)} << 32 | v.index; }

void Forget(Known& known, const std::vector<VarRef>& vars) {
    for (VarRef v : vars) known.erase(Key(v));
}

struct State {
    const Module& module;
    Function& f;
    std::vector<char> purity;      // per function: 0 unknown, 1 pure, 2 not, 3 being computed
    std::vector<InstId> same;      // per value: the value it equals (loads, merged calls)
    std::vector<InstId> replace;   // per merged call: the earlier call's value
    bool progress = false;

    bool Pure(std::uint32_t index) {
        if (index >= module.functions.size()) return false;
        if (purity[index] == 0) {
            purity[index] = 3;  // a recursive call (invalid IR) is judged impure
            const Function& g = module.functions[index];
            bool pure = std::all_of(g.params.begin(), g.params.end(),
                                    [](const Parameter& p) { return p.direction == ParamDirection::kIn; });
            ForEachInst(g, [&](InstId id) {
                const Instruction& inst = g.At(id);
                if (inst.op == Op::kDiscard) pure = false;
                if (inst.op == Op::kStore && inst.vars[0].scope == VarRef::Scope::kGlobal) pure = false;
                if (inst.op == Op::kCall && pure && !Pure(inst.callee)) pure = false;
            });
            purity[index] = pure ? 1 : 2;
        }
        return purity[index] == 1;
    }

    InstId Same(InstId id) const { return same[id.value].Valid() ? same[id.value] : id; }

    void Walk(Block& block, Known known, std::map<CallKey, InstId> calls) {
        Block out;
        for (InstId id : block) {
            Instruction& inst = f.At(id);
            if (inst.op == Op::kLoad) {
                auto [it, inserted] = known.emplace(Key(inst.vars[0]), id);
                if (!inserted) same[id.value] = it->second;
            } else if (inst.op == Op::kStore) {
                known[Key(inst.vars[0])] = Same(inst.operands[0]);
            } else if (inst.op == Op::kCall) {
                Forget(known, inst.vars);
                if (inst.vars.empty() && Pure(inst.callee)) {
                    CallKey key{inst.callee, {}};
                    for (InstId o : inst.operands) key.second.push_back(Same(o).value);
                    auto [at, inserted] = calls.emplace(std::move(key), id);
                    if (!inserted) {
                        same[id.value] = replace[id.value] = at->second;
                        progress = true;
                        continue;  // dropped
                    }
                }
            } else if (!inst.blocks.empty()) {
                std::vector<VarRef> stored;
                for (const Block& b : inst.blocks) CollectStoredVars(f, b, stored);
                Known inner = known;
                if (inst.op == Op::kLoop) Forget(inner, stored);  // the next run sees the stores
                for (Block& b : inst.blocks) Walk(b, inner, calls);
                Forget(known, stored);
            }
            out.push_back(id);
        }
        block = std::move(out);
    }
};

}  // namespace

bool MergeRepeatedCalls(const Module& module, Function& function) {
    State state{module, function, std::vector<char>(module.functions.size(), 0),
                std::vector<InstId>(function.insts.size()), std::vector<InstId>(function.insts.size()), false};
    state.Walk(function.body, {}, {});
    if (state.progress) ReplaceUses(function, state.replace);
    return state.progress;
}

}  // namespace tessera::ir::passes
