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

#include <algorithm>
#include <map>
#include <tuple>

#include "ir/passes/ir_util.h"

namespace tessera::ir::passes {

namespace {

struct Lane {
    InstId source;      // the vector, or the shared scalar, or the scalar constant
    std::uint32_t lane; // which component (0 for a shared scalar)
    bool shared;
    bool constant = false;  // members may have different constants: they become one vector
};

/// Stands for "a scalar constant" in a group's key, whichever constant it is.
constexpr std::uint32_t kAnyConstant = UINT32_MAX;

struct State {
    Module& module;
    Function& f;
    std::vector<InstId> map;
    bool progress = false;
    /// Comparisons read only as the condition of a select, discard or if: the writer folds
    /// such a comparison into the CMP (or KIL) that reads it, which a packed comparison
    /// would have to compute on its own first.
    std::vector<bool> only_decides;
    /// The one instruction reading a value, where exactly one does.
    std::vector<InstId> only_user;

    void Survey() {
        std::vector<std::uint8_t> uses(f.insts.size(), 0);  // bit 0: as a condition, bit 1: as a value
        std::vector<std::uint32_t> count(f.insts.size(), 0);
        only_user.assign(f.insts.size(), InstId{});
        for (std::uint32_t i = 0; i < f.insts.size(); ++i) {
            const Instruction& inst = f.At(InstId{i});
            for (std::size_t k = 0; k < inst.operands.size(); ++k) {
                const bool condition = k == 0 && (inst.op == Op::kSelect || inst.op == Op::kDiscard || inst.op == Op::kIf);
                const std::uint32_t o = inst.operands[k].value;
                uses[o] |= condition ? 1 : 2;
                only_user[o] = ++count[o] == 1 ? InstId{i} : InstId{};
            }
        }
        only_decides.assign(f.insts.size(), false);
        for (std::size_t i = 0; i < uses.size(); ++i) only_decides[i] = uses[i] == 1;
    }

    /// A product whose only reader adds it to something else than a product is a MAD in the
    /// writer. Such products pack only with products whose adds would pack too (the other
    /// addend a lane of the same vector, or a constant), so that the next round makes a
    /// vector MAD of them instead of a vector MUL and scalar ADDs.
    bool SameSources(InstId a, InstId b) const {
        const Instruction& x = f.At(a);
        const Instruction& y = f.At(b);
        if (x.op != y.op || x.operands.size() != y.operands.size()) return false;
        for (std::size_t k = 0; k < x.operands.size(); ++k)
            if (LaneOf(x.operands[k]).source != LaneOf(y.operands[k]).source) return false;
        return true;
    }

    std::pair<std::uint32_t, bool> AddendKey(InstId id) const {
        const InstId user = only_user[id.value];
        if (f.At(id).op != Op::kMul || !user.Valid()) return {0, false};
        const Instruction& add = f.At(user);
        if ((add.op != Op::kAdd && add.op != Op::kSub) || add.operands.size() != 2) return {0, false};
        const std::size_t other = add.operands[0] == id ? 1 : 0;
        // Both addends products of lanes of the same vectors (`z.x*z.x - z.y*z.y`): they
        // pack together, and one MUL of both and an ADD cost what a MUL and a MAD do.
        if (SameSources(id, add.operands[other])) return {0, false};
        const Lane lane = LaneOf(add.operands[other]);
        const std::uint32_t source = lane.constant ? kAnyConstant : lane.source.value;
        return {source * 4 + static_cast<std::uint32_t>(add.op == Op::kSub) * 2 + static_cast<std::uint32_t>(other), true};
    }

    Lane LaneOf(InstId id) const {
        const Instruction& inst = f.At(id);
        bool component = (inst.op == Op::kExtract || (inst.op == Op::kSwizzle && inst.indices.size() == 1)) &&
                         module.types.Get(f.At(inst.operands[0]).type).IsVector();
        if (component) return {inst.operands[0], inst.indices[0], false};
        if (inst.op == Op::kConstant && module.types.Get(inst.type).IsScalar()) return {id, 0, true, true};
        return {id, 0, true};
    }

    /// Component-wise operations whose lanes are independent: arithmetic, comparisons,
    /// bool logic, select and the component-wise intrinsics. Not the intrinsics ARBfp
    /// computes one lane at a time (RSQ, EX2, POW, SIN...): packing them saves nothing there.
    bool Candidate(InstId id) const {
        const Instruction& inst = f.At(id);
        if (!module.types.Get(inst.type).IsScalar()) return false;
        const bool boolean = module.types.Get(inst.type).scalar == ScalarKind::kBool;
        switch (inst.op) {
            case Op::kAdd: case Op::kSub: case Op::kMul: case Op::kDiv: case Op::kNeg:
                return !boolean;
            case Op::kEq: case Op::kNe: case Op::kLt: case Op::kLe: case Op::kGt: case Op::kGe:
                return !only_decides[id.value];
            case Op::kAnd: case Op::kOr: case Op::kNot: case Op::kSelect:
                return true;
            case Op::kIntrinsic:
                return !boolean && ComponentWise(inst.intrinsic);
            default:
                return false;
        }
    }

    static bool ComponentWise(Intrinsic intrinsic) {
        switch (intrinsic) {
            case Intrinsic::kAbs: case Intrinsic::kSign: case Intrinsic::kFloor: case Intrinsic::kCeil:
            case Intrinsic::kFract: case Intrinsic::kMin: case Intrinsic::kMax: case Intrinsic::kClamp:
            case Intrinsic::kSaturate: case Intrinsic::kLerp: case Intrinsic::kStep: case Intrinsic::kSmoothstep:
                return true;
            default:
                return false;
        }
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
            if (!Candidate(block[i])) continue;
            const Instruction& inst = f.At(block[i]);
            const int kind = static_cast<int>(inst.op) * 256 + static_cast<int>(inst.intrinsic);
            Key key{kind, inst.type.value, {}};
            bool any_vector = false;
            for (InstId o : inst.operands) {
                Lane lane = LaneOf(o);
                any_vector = any_vector || !lane.shared;
                std::get<2>(key).emplace_back(lane.constant ? kAnyConstant : lane.source.value, lane.shared);
            }
            if (!any_vector) continue;
            std::get<2>(key).push_back(AddendKey(block[i]));
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
                // An operand's own kind: a comparison's or a select's operands are not bool.
                const ScalarKind kind = module.types.Get(f.At(first.operands[k]).type).scalar;
                if (LaneOf(first.operands[k]).constant) {
                    std::vector<double> literal;
                    for (std::size_t m : group) literal.push_back(f.At(f.At(block[m]).operands[k]).literal[0]);
                    operands.push_back(AddConstant(f, module.types.Vector(kind, width), std::move(literal), first.span));
                    out.push_back(operands.back());
                    continue;
                }
                std::vector<std::uint32_t> lanes;
                for (std::size_t m : group) lanes.push_back(LaneOf(f.At(block[m]).operands[k]).lane);
                operands.push_back(EmitInst(f, out, Op::kSwizzle, module.types.Vector(kind, width),
                                            {LaneOf(first.operands[k]).source}, lanes, first.span));
            }
            InstId packed = EmitInst(f, out, first.op, vector, operands, {}, first.span);
            f.At(packed).intrinsic = first.intrinsic;
            for (std::size_t m = 0; m < group.size(); ++m) {
                map.resize(f.insts.size());
                map[block[group[m]].value] =
                    EmitInst(f, out, Op::kExtract, first.type, {packed}, {static_cast<std::uint32_t>(m)}, first.span);
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

/// `and(and(v.x, v.y), v.z)` over lanes of one bool vector is `all(v)` (`or`: `any`), or
/// `all(swizzle v, lanes)` for some of its lanes: packing leaves such trees where the source
/// compared component by component (xbrz's `(a.x==b.x)&&(a.y==b.y)&&(a.z==b.z)`), and the
/// writer computes all/any of a comparison without a per-lane result.
struct ChainReducer {
    Module& module;
    Function& f;
    std::vector<std::uint32_t> uses = CountUses(f);
    std::vector<InstId> map = std::vector<InstId>(f.insts.size());
    std::vector<bool> consumed = std::vector<bool>(f.insts.size(), false);
    bool progress = false;

    bool IsLogic(InstId id, Op op) const {
        const Instruction& inst = f.At(id);
        return inst.op == op && module.types.Get(inst.type).IsScalar() &&
               module.types.Get(inst.type).scalar == ScalarKind::kBool;
    }

    /// The tree under `id` of `op` nodes no one else reads; false unless every leaf is a
    /// lane of the same bool vector, each lane once.
    bool Collect(InstId id, Op op, bool root, InstId& vector, std::vector<std::uint32_t>& lanes,
                 std::vector<InstId>& inner) const {
        if (IsLogic(id, op) && (root || uses[id.value] == 1)) {
            if (!root) inner.push_back(id);
            for (InstId o : f.At(id).operands)
                if (!Collect(o, op, false, vector, lanes, inner)) return false;
            return true;
        }
        const Instruction& leaf = f.At(id);
        if (leaf.op != Op::kExtract || !module.types.Get(f.At(leaf.operands[0]).type).IsVector()) return false;
        if (vector.Valid() && leaf.operands[0] != vector) return false;
        vector = leaf.operands[0];
        for (std::uint32_t l : lanes)
            if (l == leaf.indices[0]) return false;
        lanes.push_back(leaf.indices[0]);
        return true;
    }

    void Reduce(Block& block) {
        std::map<std::size_t, Block> before;  // the reductions, each before the root it replaces
        for (std::size_t i = block.size(); i-- > 0;) {  // roots before the nodes under them
            for (Block& nested : f.At(block[i]).blocks) Reduce(nested);
            const Instruction& inst = f.At(block[i]);
            if (consumed[block[i].value] || (inst.op != Op::kAnd && inst.op != Op::kOr)) continue;
            InstId vector;
            std::vector<std::uint32_t> lanes;
            std::vector<InstId> inner;
            if (!Collect(block[i], inst.op, true, vector, lanes, inner) || lanes.size() < 2) continue;
            for (InstId n : inner) consumed[n.value] = true;
            std::sort(lanes.begin(), lanes.end());
            const Instruction root = inst;
            Block& out = before[i];
            InstId operand = vector;
            if (lanes.size() != static_cast<std::size_t>(module.types.Get(f.At(vector).type).Width()))
                operand = EmitInst(f, out, Op::kSwizzle,
                                   module.types.Vector(ScalarKind::kBool, static_cast<int>(lanes.size())), {vector},
                                   lanes, root.span);
            const Op reduce = root.op == Op::kAnd ? Op::kAll : Op::kAny;
            const InstId reduced = EmitInst(f, out, reduce, root.type, {operand}, {}, root.span);
            map.resize(f.insts.size());
            map[block[i].value] = reduced;
            progress = true;
        }
        if (before.empty()) return;
        Block rebuilt;
        for (std::size_t i = 0; i < block.size(); ++i) {
            if (auto it = before.find(i); it != before.end()) rebuilt.insert(rebuilt.end(), it->second.begin(), it->second.end());
            rebuilt.push_back(block[i]);
        }
        block = std::move(rebuilt);
    }

};

}  // namespace

Result OptVectorPack(Module& module, DiagnosticList&) {
    Result result;
    for (Function& f : module.functions) {
        State state{module, f, {}, false, {}, {}};
        state.Survey();
        state.Pack(f.body);
        if (state.progress) {
            state.map.resize(f.insts.size());
            ReplaceUses(f, state.map);
            result.progress = true;
        }
        ChainReducer chains{module, f};
        chains.Reduce(f.body);
        if (chains.progress) {
            chains.map.resize(f.insts.size());
            ReplaceUses(f, chains.map);
            result.progress = true;
        }
    }
    return result;
}

}  // namespace tessera::ir::passes
