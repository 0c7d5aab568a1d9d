// SPDX-License-Identifier: MIT
// Instruction selection, part three: comparisons, bool logic and select.
//
// Comparisons stay unevaluated (Selector::Condition) until something needs them:
// select(x < y, a, b) is CMP on x - y (exact for floats: x - y < 0 exactly when x < y,
// infinities included); `>=` and `==` are the same with the branches swapped, `!=` is CMP on
// -|x - y|. As values they are SLT/SGE (0.0 or 1.0), and select on such a value is CMP on its
// negation (exact, where LRP would turn an infinite branch into NaN). `and` is MUL, `or` MAX,
// `not` 1 - x or the inverse comparison; all/any count true lanes with a DP3/DP4, or for
// all(x == y)/any(x != y) sum the distances. NaN operands follow the instructions, not IEEE
// (documented in docs/IR.md).
#include <algorithm>

#include "lang/arbfp/writer/selector.h"

namespace tessera::lang::arbfp::writer_detail {

namespace {

ir::Op Inverse(ir::Op op) {
    switch (op) {
        case ir::Op::kLt: return ir::Op::kGe;
        case ir::Op::kGe: return ir::Op::kLt;
        case ir::Op::kGt: return ir::Op::kLe;
        case ir::Op::kLe: return ir::Op::kGt;
        case ir::Op::kEq: return ir::Op::kNe;
        default: return ir::Op::kEq;
    }
}

}  // namespace

Val Selector::MaterializeCondition(int ci) {
    const Condition c = conds_[ci];
    const int w = CommonWidth(c.x, c.y);
    const Val x = Broadcast(c.x, w), y = Broadcast(c.y, w);
    switch (c.op) {
        case ir::Op::kLt: return Binary(Opcode::kSLT, x, y);
        case ir::Op::kGt: return Binary(Opcode::kSLT, y, x);
        case ir::Op::kGe: return Binary(Opcode::kSGE, x, y);
        case ir::Op::kLe: return Binary(Opcode::kSGE, y, x);
        default: {
            Val n;
            bool inverted = false;
            NegativeWhere(ci, n, inverted);  // -|x - y|
            return Binary(c.op == ir::Op::kEq ? Opcode::kSGE : Opcode::kSLT, n, Splat(0, w));
        }
    }
}

bool Selector::NegativeWhere(int ci, Val& out, bool& inverted) {
    const Condition c = conds_[ci];
    const int w = CommonWidth(c.x, c.y);
    const Val x = Broadcast(c.x, w), y = Broadcast(c.y, w);
    // x - y, computed once per pair (x < y and x >= y of the same operands share it).
    auto diff = [&](const Val& a, const Val& b) {
        if (IsLiteral(b, 0)) return a;
        if (IsLiteral(a, 0)) return Negate(b);
        for (const auto& [key_a, key_b, d] : differences_)
            if (key_a == a.lanes && key_b == b.lanes) return d;
        Val d = Binary(Opcode::kADD, a, Negate(b));
        differences_.push_back({a.lanes, b.lanes, d});
        return d;
    };
    switch (c.op) {
        case ir::Op::kLt: out = diff(x, y); inverted = false; break;
        case ir::Op::kGt: out = diff(y, x); inverted = false; break;
        case ir::Op::kGe: out = diff(x, y); inverted = true; break;
        case ir::Op::kLe: out = diff(y, x); inverted = true; break;
        default: {
            Val d = diff(x, y);
            out = Negate(Unary(Opcode::kABS, d));
            inverted = c.op == ir::Op::kEq;
            break;
        }
    }
    return true;
}

// all(x == y) and any(x != y) on vectors: s = |x0 - y0| + |x1 - y1| + ... is 0 exactly when
// every lane is equal (a sum of non-negative floats does not round to 0), so the result is
// the condition -s >= 0 (all) or -s < 0 (any) on one DP3/DP4 of -|x - y|: no per-lane
// compare, and a select reads -s directly (CMP). A NaN lane makes s NaN, which GL leaves
// undefined like every comparison with NaN here.
bool Selector::SumOfDifferences(const ir::Instruction& inst, Val& out) {
    const Val& raw = Raw(inst.operands[0]);
    if (raw.cond < 0) return false;
    const bool any = inst.op == ir::Op::kAny;
    if (conds_[raw.cond].op != (any ? ir::Op::kNe : ir::Op::kEq)) return false;
    Val n;
    bool inverted = false;
    NegativeWhere(raw.cond, n, inverted);  // -|x - y|
    const int w = n.Width();
    if (w < 2) return false;
    Val minus_s;
    if (w == 2) {
        minus_s = Binary(Opcode::kADD, LaneOf(n, 0), LaneOf(n, 1));
    } else {
        std::uint32_t r = NewVReg(1);
        Emit(w == 3 ? Opcode::kDP3 : Opcode::kDP4, ToVReg(r, 1), {Operand(n), Operand(Splat(1, w))}, false);
        minus_s = VRegVal(r, 1);
    }
    conds_.push_back(Condition{any ? ir::Op::kLt : ir::Op::kGe, minus_s, Splat(0, 1)});
    out.cond = static_cast<int>(conds_.size() - 1);
    return true;
}

Val Selector::Select(ir::InstId cid, Val a, Val b) {
    if (a.aggregate) {
        Val r = a;
        for (std::size_t i = 0; i < r.elems.size() && i < b.elems.size(); ++i)
            r.elems[i] = Select(cid, a.elems[i], b.elems[i]);
        return r;
    }
    const int w = CommonWidth(a, b);
    Val& c = Raw(cid);
    if (c.cond >= 0) {
        Val n;
        bool inverted = false;
        NegativeWhere(c.cond, n, inverted);
        if (inverted) std::swap(a, b);
        return Ternary(Opcode::kCMP, Broadcast(n, w), a, b);
    }
    // A 0/1 value: -c < 0 exactly when c is 1 (CMP selects its second operand for -0).
    Val f = Negate(Value(cid));
    return Ternary(Opcode::kCMP, Broadcast(f, w), a, b);
}

void Selector::LowerComparisonOrLogic(ir::InstId id, const ir::Instruction& inst) {
    Val& out = vals_[id.value];
    switch (inst.op) {
        case ir::Op::kEq:
        case ir::Op::kNe:
        case ir::Op::kLt:
        case ir::Op::kLe:
        case ir::Op::kGt:
        case ir::Op::kGe:
            conds_.push_back(Condition{inst.op, Value(inst.operands[0]), Value(inst.operands[1])});
            out.cond = static_cast<int>(conds_.size() - 1);
            return;
        case ir::Op::kNot: {
            const Val& c = Raw(inst.operands[0]);
            if (c.cond >= 0) {
                Condition n = conds_[c.cond];
                n.op = Inverse(n.op);
                conds_.push_back(n);
                out.cond = static_cast<int>(conds_.size() - 1);
                return;
            }
            Val v = Value(inst.operands[0]);
            out = Binary(Opcode::kADD, Negate(v), Splat(1, v.Width()));
            return;
        }
        case ir::Op::kAnd: out = BinaryOfOperands(Opcode::kMUL, inst); return;
        case ir::Op::kOr: out = BinaryOfOperands(Opcode::kMAX, inst); return;
        case ir::Op::kXor: {
            const Val b = Value(inst.operands[1]);  // operands last first: see BinaryOfOperands
            Val d = Binary(Opcode::kADD, Value(inst.operands[0]), Negate(b));
            out = Unary(Opcode::kABS, d);
            return;
        }
        case ir::Op::kAny:
        case ir::Op::kAll: {
            if (SumOfDifferences(inst, out)) return;
            Val c = Value(inst.operands[0]);
            const int w = c.Width();
            const bool any = inst.op == ir::Op::kAny;
            if (w == 1) {
                out = c;
            } else if (w == 2) {
                out = Binary(any ? Opcode::kADD : Opcode::kMUL, LaneOf(c, 0), LaneOf(c, 1), any);
            } else {
                // The number of true components, saturated (any) or compared with w (all).
                std::uint32_t r = NewVReg(1);
                Emit(w == 3 ? Opcode::kDP3 : Opcode::kDP4, ToVReg(r, 1), {Operand(c), Operand(Splat(1, w))}, any);
                out = VRegVal(r, 1);
                if (!any) out = Binary(Opcode::kSGE, out, Splat(static_cast<float>(w), 1));
            }
            return;
        }
        case ir::Op::kSelect: {
            const Val b = Value(inst.operands[2]);  // operands last first: see BinaryOfOperands
            out = Select(inst.operands[0], Value(inst.operands[1]), b);
            return;
        }
        case ir::Op::kConvert: {
            const ir::ScalarKind to = KindOf(inst.type);
            const ir::ScalarKind from =
                KindOf(fn_.At(inst.operands[0]).type);
            if (to == ir::ScalarKind::kBool && from != ir::ScalarKind::kBool) {
                Val x = Value(inst.operands[0]);
                conds_.push_back(Condition{ir::Op::kNe, x, Splat(0, x.Width())});
                out.cond = static_cast<int>(conds_.size() - 1);
            } else if (to == ir::ScalarKind::kInt && from == ir::ScalarKind::kFloat) {
                out = Truncate(Value(inst.operands[0]));
            } else {
                out = Value(inst.operands[0]);  // bool and int values are already floats
            }
            return;
        }
        default: return;
    }
}

}  // namespace tessera::lang::arbfp::writer_detail
