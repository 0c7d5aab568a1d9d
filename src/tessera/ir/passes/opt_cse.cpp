// SPDX-License-Identifier: MIT
// opt_cse: common subexpression elimination over the structure.
//
// Structured blocks make dominance trivial: an instruction dominates everything after it in
// its block and in blocks nested below. So one walk with a table of "expressions seen"
// finds every redundant computation that may be replaced: what a nested block adds to the
// table is removed again when the walk leaves it. Expressions compare literals by their
// bits, so -0 and 0, and different NaNs, stay apart.
//
// The table holds instruction ids and compares the instructions themselves (an instruction
// in the table no longer changes: its operands were rewritten before it went in, and the
// pass adds no instruction), so no key is built per instruction.
#include "ir/passes/opt_cse.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <vector>

#include "ir/passes/ir_util.h"

namespace tessera::ir::passes {

namespace {

bool SameBits(const std::vector<double>& a, const std::vector<double>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (std::bit_cast<std::uint64_t>(a[i]) != std::bit_cast<std::uint64_t>(b[i])) return false;
    return true;
}

// Two instructions compute the same value when everything that defines the value agrees.
struct SameExpression {
    const Function* f;
    bool operator()(InstId a, InstId b) const {
        const Instruction& x = f->At(a);
        const Instruction& y = f->At(b);
        return x.op == y.op && x.type == y.type && x.operands == y.operands && x.indices == y.indices &&
               x.intrinsic == y.intrinsic && x.sample == y.sample && x.vars == y.vars &&
               SameBits(x.literal, y.literal);
    }
};

struct ExpressionHash {
    const Function* f;
    std::size_t operator()(InstId id) const {
        const Instruction& inst = f->At(id);
        std::size_t h = static_cast<std::size_t>(inst.op) * 0x9E3779B97F4A7C15ull;
        auto mix = [&h](std::uint64_t v) { h = (h ^ v) * 0x100000001B3ull + (h >> 29); };
        mix(inst.type.value);
        mix(static_cast<std::uint64_t>(inst.intrinsic) << 8 | static_cast<std::uint64_t>(inst.sample));
        for (InstId o : inst.operands) mix(o.value);
        for (std::uint32_t i : inst.indices) mix(i);
        for (double d : inst.literal) mix(std::bit_cast<std::uint64_t>(d));
        for (VarRef v : inst.vars) mix((std::uint64_t{static_cast<std::uint8_t>(v.scope)} << 32) | v.index);
        return h;
    }
};

/// The expressions seen, as chains of instruction ids per hash bucket, linked by an array
/// indexed by instruction (no allocation per entry). Entries leave in the reverse order
/// they came (a block's own after its nested blocks'), so the one leaving is always the
/// head of its chain.
class Seen {
public:
    explicit Seen(const Function& f)
        : f_(f), head_(std::bit_ceil(std::max<std::size_t>(f.insts.size(), 1)), kNone),
          next_(f.insts.size(), kNone) {}

    /// The entry computing the same value as `id`; else adds `id` and returns it.
    InstId FindOrAdd(InstId id) {
        std::uint32_t& head = head_[ExpressionHash{&f_}(id) & (head_.size() - 1)];
        for (std::uint32_t e = head; e != kNone; e = next_[e])
            if (SameExpression{&f_}(InstId{e}, id)) return InstId{e};
        next_[id.value] = head;
        head = id.value;
        return id;
    }

    /// Removes `id`, the entry added last of those still in the table.
    void RemoveLatest(InstId id) {
        std::uint32_t& head = head_[ExpressionHash{&f_}(id) & (head_.size() - 1)];
        head = next_[id.value];
    }

private:
    static constexpr std::uint32_t kNone = UINT32_MAX;
    const Function& f_;
    std::vector<std::uint32_t> head_;
    std::vector<std::uint32_t> next_;
};

struct State {
    Module& module;
    Function& f;
    std::vector<InstId> map;
    Seen seen;
    bool progress = false;

    bool Candidate(const Instruction& inst) const {
        if (!IsPure(inst) || inst.op == Op::kUndef) return false;
        if (inst.op != Op::kLoad) return true;
        VarRef v = inst.vars[0];
        return v.scope == VarRef::Scope::kGlobal && module.globals[v.index].kind != Global::Kind::kOutput;
    }

    void Walk(Block& block) {
        std::vector<InstId> added;  // this block's entries in `seen`, removed on leaving it
        std::vector<bool> drop(block.size(), false);
        for (std::size_t i = 0; i < block.size(); ++i) {
            InstId id = block[i];
            for (InstId& o : f.At(id).operands)
                if (map[o.value].Valid()) o = map[o.value];
            for (Block& nested : f.At(id).blocks) Walk(nested);
            if (!Candidate(f.At(id))) continue;
            const InstId same = seen.FindOrAdd(id);
            if (same == id) {
                added.push_back(id);
                continue;
            }
            map[id.value] = same;
            drop[i] = true;
            progress = true;
        }
        for (auto it = added.rbegin(); it != added.rend(); ++it) seen.RemoveLatest(*it);
        Block out;
        for (std::size_t i = 0; i < block.size(); ++i)
            if (!drop[i]) out.push_back(block[i]);
        block = std::move(out);
    }
};

}  // namespace

Result OptCse(Module& module, DiagnosticList&) {
    Result result;
    for (Function& f : module.functions) {
        State state{module, f, std::vector<InstId>(f.insts.size()), Seen(f), false};
        state.Walk(f.body);
        result.progress = result.progress || state.progress;
    }
    return result;
}

}  // namespace tessera::ir::passes
