// opt_cse: common subexpression elimination over the structure.
//
// Structured blocks make dominance trivial: an instruction dominates everything after it in
// its block and in blocks nested below. So one walk with a table of "expressions seen"
// that is copied into nested blocks (and dropped when leaving them) finds every redundant
// computation that may be replaced. Keys compare literals by their bits, so -0 and 0, and
// different NaNs, stay apart.
#include "ir/passes/opt_cse.h"

#include <bit>
#include <map>
#include <tuple>

#include "ir/passes/ir_util.h"

namespace tessera::ir::passes {

namespace {

using Key = std::tuple<int, std::uint32_t, std::vector<std::uint32_t>, std::vector<std::uint32_t>,
                       std::vector<std::uint64_t>, int, int, std::vector<std::uint64_t>>;

struct State {
    Module& module;
    Function& f;
    std::vector<InstId> map;
    bool progress = false;

    bool Candidate(const Instruction& inst) const {
        if (!IsPure(inst) || inst.op == Op::kUndef) return false;
        if (inst.op != Op::kLoad) return true;
        VarRef v = inst.vars[0];
        return v.scope == VarRef::Scope::kGlobal && module.globals[v.index].kind != Global::Kind::kOutput;
    }

    Key KeyOf(const Instruction& inst) const {
        std::vector<std::uint32_t> operands, indices(inst.indices);
        for (InstId o : inst.operands) operands.push_back(o.value);
        std::vector<std::uint64_t> literal, vars;
        for (double d : inst.literal) literal.push_back(std::bit_cast<std::uint64_t>(d));
        for (VarRef v : inst.vars) vars.push_back((std::uint64_t{static_cast<std::uint8_t>(v.scope)} << 32) | v.index);
        return {static_cast<int>(inst.op), inst.type.value, operands, indices, literal,
                static_cast<int>(inst.intrinsic), static_cast<int>(inst.sample), vars};
    }

    void Walk(Block& block, std::map<Key, InstId> seen) {
        std::vector<bool> drop(block.size(), false);
        for (std::size_t i = 0; i < block.size(); ++i) {
            InstId id = block[i];
            for (InstId& o : f.At(id).operands)
                if (map[o.value].Valid()) o = map[o.value];
            for (Block& nested : f.At(id).blocks) Walk(nested, seen);
            if (!Candidate(f.At(id))) continue;
            auto [it, inserted] = seen.emplace(KeyOf(f.At(id)), id);
            if (inserted) continue;
            map[id.value] = it->second;
            drop[i] = true;
            progress = true;
        }
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
        State state{module, f, std::vector<InstId>(f.insts.size()), false};
        state.Walk(f.body, {});
        result.progress = result.progress || state.progress;
    }
    return result;
}

}  // namespace tessera::ir::passes
