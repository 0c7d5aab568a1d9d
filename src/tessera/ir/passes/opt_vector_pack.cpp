// SPDX-License-Identifier: MIT
// opt_vector_pack: merge scalar operations on vector components into one vector operation.
//
// Front ends that scalarise (or programs written component by component) produce
//
//     %x = extract %a, [0];  %y = extract %b, [0];  %s = add %x, %y
//     %z = extract %a, [2];  %w = extract %b, [2];  %t = add %z, %w
//
// which ARBfp can do in one masked ADD. We rewrite it as
//
//     %p = swizzle %a, [0, 2];  %q = swizzle %b, [0, 2];  %v = add %p, %q
//     %s' = extract %v, [0];    %t' = extract %v, [1]
//
// at the first member's place, and drop the members. That is always legal: the vectors the members read are
// defined before the first member reads them, and every use of a member comes after it.
// An operand may also be one scalar shared by all members (`%a.x * 2`, `%a.y * 2`): it is
// splatted with a swizzle. The old extracts are left for opt_dce. The writer
// turns the swizzles into source swizzles and the extracts into write masks, both free.
#include "ir/passes/opt_vector_pack.h"

#include <map>
#include <tuple>

#include "ir/passes/ir_util.h"

namespace tessera::ir::passes {

namespace {

struct Lane {
    InstId source;      // the vector, or the shared scalar
    std::uint32_t lane; // which component (0 for a shared scalar)
    bool shared;
};

struct State {
    Module& module;
    Function& f;
    std::vector<InstId> map;
    bool progress = false;

    Lane LaneOf(InstId id) const {
        const Instruction& inst = f.At(id);
        bool component = (inst.op == Op::kExtract || (inst.op == Op::kSwizzle && inst.indices.size() == 1)) &&
                         module.types.Get(f.At(inst.operands[0]).type).IsVector();
        if (component) return {inst.operands[0], inst.indices[0], false};
        return {id, 0, true};
    }

    bool Candidate(const Instruction& inst) const {
        bool arithmetic = inst.op == Op::kAdd || inst.op == Op::kSub || inst.op == Op::kMul ||
                          inst.op == Op::kDiv || inst.op == Op::kNeg;
        return arithmetic && module.types.Get(inst.type).IsScalar() &&
               module.types.Get(inst.type).scalar != ScalarKind::kBool;
    }

    InstId New(Op op, TypeId type, std::vector<InstId> operands, std::vector<std::uint32_t> indices, Span span,
               Block& out) {
        Instruction inst;
        inst.op = op;
        inst.type = type;
        inst.operands = std::move(operands);
        inst.indices = std::move(indices);
        inst.span = span;
        InstId id = AddInst(f, std::move(inst));
        out.push_back(id);
        return id;
    }

    void Pack(Block& block) {
        for (InstId id : block)
            for (std::size_t b = 0; b < f.At(id).blocks.size(); ++b) {
                Block nested = f.At(id).blocks[b];
                Pack(nested);
                f.At(id).blocks[b] = std::move(nested);
            }
        // Group by op, type and the sources of each operand; a group holds at most 4.
        using Key = std::tuple<int, std::uint32_t, std::vector<std::pair<std::uint32_t, bool>>>;
        std::map<Key, std::vector<std::size_t>> open;
        std::vector<std::vector<std::size_t>> groups;
        for (std::size_t i = 0; i < block.size(); ++i) {
            const Instruction& inst = f.At(block[i]);
            if (!Candidate(inst)) continue;
            Key key{static_cast<int>(inst.op), inst.type.value, {}};
            bool any_vector = false;
            for (InstId o : inst.operands) {
                Lane lane = LaneOf(o);
                any_vector = any_vector || !lane.shared;
                std::get<2>(key).emplace_back(lane.source.value, lane.shared);
            }
            if (!any_vector) continue;
            std::vector<std::size_t>& group = open[key];
            group.push_back(i);
            if (group.size() == 4) groups.push_back(std::move(group)), group.clear();
        }
        for (auto& [key, group] : open)
            if (group.size() >= 2) groups.push_back(group);
        if (groups.empty()) return;
        // Emit each group's vector code before its first member.
        std::map<std::size_t, Block> before;
        for (const std::vector<std::size_t>& group : groups) {
            const Instruction first = f.At(block[group[0]]);
            int width = static_cast<int>(group.size());
            TypeId vector = module.types.Vector(module.types.Get(first.type).scalar, width);
            Block& out = before[group[0]];
            std::vector<InstId> operands;
            for (std::size_t k = 0; k < first.operands.size(); ++k) {
                std::vector<std::uint32_t> lanes;
                for (std::size_t m : group) lanes.push_back(LaneOf(f.At(block[m]).operands[k]).lane);
                operands.push_back(New(Op::kSwizzle, vector, {LaneOf(first.operands[k]).source}, lanes, first.span, out));
            }
            InstId packed = New(first.op, vector, operands, {}, first.span, out);
            for (std::size_t m = 0; m < group.size(); ++m) {
                map.resize(f.insts.size());
                map[block[group[m]].value] = New(Op::kExtract, first.type, {packed}, {static_cast<std::uint32_t>(m)}, first.span, out);
            }
            progress = true;
        }
        // The members' uses all move to the extracts, so the members themselves go now.
        std::vector<bool> member(block.size(), false);
        for (const std::vector<std::size_t>& group : groups)
            for (std::size_t m : group) member[m] = true;
        Block rebuilt;
        for (std::size_t i = 0; i < block.size(); ++i) {
            if (auto it = before.find(i); it != before.end()) rebuilt.insert(rebuilt.end(), it->second.begin(), it->second.end());
            if (!member[i]) rebuilt.push_back(block[i]);
        }
        block = std::move(rebuilt);
    }
};

}  // namespace

Result OptVectorPack(Module& module, DiagnosticList&) {
    Result result;
    for (Function& f : module.functions) {
        State state{module, f, {}, false};
        state.Pack(f.body);
        if (!state.progress) continue;
        state.map.resize(f.insts.size());
        ReplaceUses(f, state.map);
        result.progress = true;
    }
    return result;
}

}  // namespace tessera::ir::passes
