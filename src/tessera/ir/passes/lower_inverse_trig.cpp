// SPDX-License-Identifier: MIT
// lower_inverse_trig: asin, acos, atan and atan2 as polynomials.
//
// ARBfp has SIN and COS but nothing for their inverses, so, as cgc did, the inverses are
// computed from classic minimax polynomials (Abramowitz and Stegun, Handbook of
// Mathematical Functions, 1964):
//
//   acos(x) = sqrt(1 - a) * (1.5707288 - 0.2121144 a + 0.0742610 a^2 - 0.0187293 a^3),
//             a = |x|, mirrored as pi - acos(|x|) for x < 0         (4.4.45, |error| <= 6.7e-5)
//   asin(x) = pi/2 - acos(x)
//   atan(t) = t (0.9998660 - 0.3302995 t^2 + 0.1801410 t^4 - 0.0851330 t^6 + 0.0208351 t^8)
//             for t in [0, 1]                                      (4.4.49, |error| <= 1e-5)
//   atan2(y, x): t = min(|x|, |y|) / max(|x|, |y|), then the octant is restored with
//             pi/2 - r (|y| > |x|), pi - r (x < 0), -r (y < 0); atan(x) = atan2(x, 1).
//
// Everything is component-wise on the operand's type, built from add/mul/div, abs, min,
// max, sqrt, comparisons and select, which every target has. The denominator of atan2 is
// kept at least 1e-30 so atan2(0, 0) is 0, not NaN.
#include "ir/passes/lower_inverse_trig.h"

#include <vector>

#include "ir/passes/ir_util.h"

namespace tessera::ir::passes {

namespace {

constexpr double kPi = 3.14159265358979323846;

// Appends new instructions to `out` (a block being rebuilt), all of type `type` unless said.
struct Emitter {
    Module& module;
    Function& f;
    std::vector<InstId>& out;
    TypeId type;
    Span span;

    InstId Push(Instruction inst) {
        inst.span = span;
        InstId id = AddInst(f, std::move(inst));
        out.push_back(id);
        return id;
    }
    InstId Splat(double value) {
        InstId id = AddConstant(f, type, std::vector<double>(module.types.ComponentCount(type), static_cast<double>(static_cast<float>(value))), span);
        out.push_back(id);
        return id;
    }
    InstId Op2(Op op, InstId a, InstId b) {
        Instruction inst;
        inst.op = op;
        inst.type = op >= Op::kEq && op <= Op::kGe ? module.types.WithScalar(type, ScalarKind::kBool) : type;
        inst.operands = {a, b};
        return Push(std::move(inst));
    }
    InstId Call(Intrinsic which, std::vector<InstId> args) {
        Instruction inst;
        inst.op = Op::kIntrinsic;
        inst.intrinsic = which;
        inst.type = type;
        inst.operands = std::move(args);
        return Push(std::move(inst));
    }
    InstId Select(InstId condition, InstId a, InstId b) {
        Instruction inst;
        inst.op = Op::kSelect;
        inst.type = type;
        inst.operands = {condition, a, b};
        return Push(std::move(inst));
    }
    InstId Add(InstId a, InstId b) { return Op2(Op::kAdd, a, b); }
    InstId Sub(InstId a, InstId b) { return Op2(Op::kSub, a, b); }
    InstId Mul(InstId a, InstId b) { return Op2(Op::kMul, a, b); }
    InstId Neg(InstId a) {
        Instruction inst;
        inst.op = Op::kNeg;
        inst.type = type;
        inst.operands = {a};
        return Push(std::move(inst));
    }
    // c[0] + x (c[1] + x (c[2] + ...)) by Horner's rule.
    InstId Polynomial(InstId x, const std::vector<double>& c) {
        InstId r = Splat(c.back());
        for (std::size_t i = c.size() - 1; i-- > 0;) r = Add(Mul(r, x), Splat(c[i]));
        return r;
    }

    InstId Acos(InstId x) {
        InstId a = Call(Intrinsic::kAbs, {x});
        InstId p = Polynomial(a, {1.5707288, -0.2121144, 0.0742610, -0.0187293});
        InstId r = Mul(Call(Intrinsic::kSqrt, {Sub(Splat(1), a)}), p);
        return Select(Op2(Op::kLt, x, Splat(0)), Sub(Splat(kPi), r), r);
    }
    InstId Asin(InstId x) { return Sub(Splat(kPi / 2), Acos(x)); }
    InstId Atan2(InstId y, InstId x) {
        InstId ax = Call(Intrinsic::kAbs, {x});
        InstId ay = Call(Intrinsic::kAbs, {y});
        InstId large = Call(Intrinsic::kMax, {Call(Intrinsic::kMax, {ax, ay}), Splat(1e-30)});
        InstId t = Op2(Op::kDiv, Call(Intrinsic::kMin, {ax, ay}), large);
        InstId s = Mul(t, t);
        InstId r = Mul(t, Polynomial(s, {0.9998660, -0.3302995, 0.1801410, -0.0851330, 0.0208351}));
        r = Select(Op2(Op::kGt, ay, ax), Sub(Splat(kPi / 2), r), r);
        r = Select(Op2(Op::kLt, x, Splat(0)), Sub(Splat(kPi), r), r);
        return Select(Op2(Op::kLt, y, Splat(0)), Neg(r), r);
    }
};

bool IsInverseTrig(const Module& module, const Instruction& inst) {
    if (inst.op != Op::kIntrinsic) return false;
    bool which = inst.intrinsic == Intrinsic::kAsin || inst.intrinsic == Intrinsic::kAcos ||
                 inst.intrinsic == Intrinsic::kAtan || inst.intrinsic == Intrinsic::kAtan2;
    return which && module.types.Get(inst.type).IsNumeric();
}

}  // namespace

Result LowerInverseTrig(Module& module, DiagnosticList&) {
    Result result;
    for (Function& f : module.functions) {
        std::size_t count = 0;
        ForEachInst(f, [&](InstId id) { count += IsInverseTrig(module, f.At(id)); });
        if (count == 0) continue;
        // ForEachBlock hands out blocks that live inside the arena's instructions; they stay
        // put while the expansions are appended (support::ChunkedVector never moves them).
        std::vector<InstId> replacement(f.insts.size());
        bool changed = false;
        ForEachBlock(f, [&](Block& block) {
            std::vector<InstId> rebuilt;
            for (InstId id : block) {
                const Instruction& inst = f.At(id);  // stays put while the expansion is added
                if (!IsInverseTrig(module, inst)) {
                    rebuilt.push_back(id);
                    continue;
                }
                Emitter e{module, f, rebuilt, inst.type, inst.span};
                InstId value;
                switch (inst.intrinsic) {
                    case Intrinsic::kAcos: value = e.Acos(inst.operands[0]); break;
                    case Intrinsic::kAsin: value = e.Asin(inst.operands[0]); break;
                    case Intrinsic::kAtan: value = e.Atan2(inst.operands[0], e.Splat(1)); break;
                    default: value = e.Atan2(inst.operands[0], inst.operands[1]); break;
                }
                if (replacement.size() < f.insts.size()) replacement.resize(f.insts.size());
                replacement[id.value] = value;
                changed = true;
            }
            block = std::move(rebuilt);
        });
        if (!changed) continue;
        replacement.resize(f.insts.size());
        ReplaceUses(f, replacement);
        result.progress = true;
    }
    return result;
}

}  // namespace tessera::ir::passes
