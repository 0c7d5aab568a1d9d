// SPDX-License-Identifier: MIT
// Instruction selection, part two: the operations, with the idioms ARBfp makes cheap.
//
// Each operation is written the way a careful person writes ARBfp by hand (section numbers
// are the instruction's in 3.11.5):
// - add(mul(a, b), c) -> MAD, one per add when several read the product, and for a / b
//   (a * RCP(b)); sub(a, b) -> ADD a, -b; negation and swizzles are free (folded into the
//   operand, 3.11.4.1); saturate -> _SAT on the producing instruction.
// - a / b -> a * RCP(b), one RCP per distinct component (RCP is scalar); by a literal, a
//   multiplication by its reciprocal.
// - sqrt(x) -> RCP(RSQ(x)), not x * RSQ(x): at 0 the latter is 0 * inf = NaN, the former
//   RCP(inf) = 0. length and distance use the same form; normalize is DP3, RSQ, MUL.
// - exp(x) -> EX2(x * log2 e), log(x) -> LG2(x) * ln 2.
// - dot products and matrix products: isel_linear.cpp.
// - comparisons, bool logic and select: isel_compare.cpp.
// - floor/fract -> FLR/FRC; ceil(x) -> -FLR(-x) with both negations free; trunc ->
//   ABS, FLR, CMP; round -> FLR(x + 0.5); sign -> two CMPs; step -> SGE; lerp -> LRP.
// - lit -> LIT (the exponent is clamped to +-128 by LIT, 3.11.5.14); cross -> XPD.
// - integer division and modulo, determinant of 4x4: several instructions (isel_exact.cpp).
// - sin and cos of one angle stay SIN and COS, never SCS: SCS is undefined outside
//   [-PI, PI] (3.11.5.23), reducing an arbitrary angle into that range costs more
//   instructions than the one SCS saves, and the IR carries no value ranges that would
//   show an angle is already in range.
// Not expressible: derivatives, inverse trigonometry, `.lod`/`.grad` samples: each is an
// error naming the function.
#include <algorithm>
#include <cmath>
#include <numbers>

#include "ir/printer.h"
#include "lang/arbfp/writer/selector.h"

namespace tessera::lang::arbfp::writer_detail {

namespace {

}  // namespace

Val Selector::Unary(Opcode op, Val a, bool sat) {
    const int w = a.Width();
    std::uint32_t r = NewVReg(w);
    Emit(op, ToVReg(r, Mask(w)), {Operand(a)}, sat);
    return VRegVal(r, w);
}

Val Selector::Binary(Opcode op, Val a, Val b, bool sat) {
    const int w = CommonWidth(a, b);
    a = Broadcast(a, w);
    b = Broadcast(b, w);
    std::uint32_t r = NewVReg(w);
    Emit(op, ToVReg(r, Mask(w)), {Operand(a), Operand(b)}, sat);
    return VRegVal(r, w);
}

Val Selector::BinaryOfOperands(Opcode op, const ir::Instruction& inst) {
    const Val b = Value(inst.operands[1]);
    return Binary(op, Value(inst.operands[0]), b);
}

Val Selector::Ternary(Opcode op, Val a, Val b, Val c, bool sat) {
    const int w = std::max(CommonWidth(a, b), c.Width());
    a = Broadcast(a, w);
    b = Broadcast(b, w);
    c = Broadcast(c, w);
    std::uint32_t r = NewVReg(w);
    Emit(op, ToVReg(r, Mask(w)), {Operand(a), Operand(b), Operand(c)}, sat);
    return VRegVal(r, w);
}

Val Selector::PerLane(Opcode op, const Val& a, const Val* b) {
    Materialize(const_cast<Val&>(a));
    const int w = a.Width();
    // Distinct (a lane, b lane) pairs: s.xxx needs one RCP, not three.
    std::vector<int> first_of;  // lane -> index of its distinct lane
    std::vector<int> distinct;
    for (int l = 0; l < w; ++l) {
        int found = -1;
        for (std::size_t d = 0; d < distinct.size(); ++d) {
            const int k = distinct[d];
            if (a.lanes[k] == a.lanes[l] && (b == nullptr || b->lanes[std::min(k, b->Width() - 1)] ==
                                                                 b->lanes[std::min(l, b->Width() - 1)]))
                found = static_cast<int>(d);
        }
        if (found < 0) {
            found = static_cast<int>(distinct.size());
            distinct.push_back(l);
        }
        first_of.push_back(found);
    }
    std::uint32_t r = NewVReg(static_cast<int>(distinct.size()));
    for (std::size_t d = 0; d < distinct.size(); ++d) {
        const int l = distinct[d];
        const MDst dst = ToVReg(r, static_cast<std::uint8_t>(1u << d));
        if (b == nullptr) Emit(op, dst, {ScalarOperand(a, l)});
        else Emit(op, dst, {ScalarOperand(a, l), ScalarOperand(*b, std::min(l, b->Width() - 1))});
    }
    Val out;
    for (int l = 0; l < w; ++l)
        out.lanes.push_back(Lane{SrcKind::kVReg, r, static_cast<std::uint8_t>(first_of[l]), false, 0});
    return out;
}

Val Selector::Reciprocal(Val b) {
    if (!AllLiteral(b)) return PerLane(Opcode::kRCP, b);
    for (Lane& l : b.lanes) l.lit = 1.0f / l.lit;
    return b;
}

Val Selector::Divide(Val a, Val b) {
    const bool by_literal = AllLiteral(b);
    Val r = Reciprocal(b);
    if (!by_literal && IsLiteral(a, 1.0f)) return Broadcast(r, CommonWidth(a, b));
    return Binary(Opcode::kMUL, a, r);
}

Val Selector::Truncate(Val x) {
    Val t = Unary(Opcode::kABS, x);
    Val f = Unary(Opcode::kFLR, t);
    return Ternary(Opcode::kCMP, x, Negate(f), f);
}

Val Selector::Saturate(ir::InstId x) {
    Val v = Value(x);
    std::uint32_t vr = 0;
    if (uses_[x.value] == 1 && IsWholeVReg(v, vr) && vreg_owner_[vr] == x && m_.vregs[vr].output < 0 &&
        !vreg_defs_[vr].empty()) {
        bool ok = true;
        for (std::uint32_t d : vreg_defs_[vr])
            for (int k = 0; k < m_.code[d].nsrc; ++k)
                ok = ok && !(m_.code[d].src[k].kind == SrcKind::kVReg && m_.code[d].src[k].id == vr);
        if (ok) {
            for (std::uint32_t d : vreg_defs_[vr]) m_.code[d].sat = true;
            return v;
        }
    }
    return Unary(Opcode::kMOV, v, true);
}

void Selector::LowerArithmetic(ir::InstId id, const ir::Instruction& inst) {
    Val& out = vals_[id.value];
    const bool is_int = KindOf(inst.type) == ir::ScalarKind::kInt;
    switch (inst.op) {
        case ir::Op::kNeg: out = Negate(Value(inst.operands[0])); return;
        case ir::Op::kAdd:
        case ir::Op::kSub: {
            const bool sub = inst.op == ir::Op::kSub;
            for (int k = 0; k < 2; ++k) {
                const ir::InstId mid = inst.operands[k];
                const ir::Op mid_op = fn_.At(mid).op;
                if (!deferred_[mid.value] || lowered_[mid.value] || (mid_op != ir::Op::kMul && mid_op != ir::Op::kDiv))
                    continue;
                const ir::Instruction& mul = fn_.At(mid);
                Val ma = Value(mul.operands[0]);
                Val mb = Value(mul.operands[1]);
                // A product several adds read, whose factors would each be assembled from
                // several registers, is one MUL: a MAD per add would be split by lanes
                // (forward_moves.cpp; super-xbr's taps: 7 instructions more).
                if (uses_[mid.value] > 1 && !(IsSingleSource(ma) && IsSingleSource(mb))) continue;
                if (uses_[mid.value] == 1) lowered_[mid.value] = 1;  // consumed here: its only user
                if (mid_op == ir::Op::kDiv) mb = Reciprocal(mb);
                Val other = Value(inst.operands[1 - k]);
                if (sub && k == 0) other = Negate(other);  // a*b - c
                if (sub && k == 1) ma = Negate(ma);        // c - a*b
                out = Ternary(Opcode::kMAD, ma, mb, other);
                return;
            }
            Val b = Value(inst.operands[1]);
            out = Binary(Opcode::kADD, Value(inst.operands[0]), sub ? Negate(b) : b);
            return;
        }
        case ir::Op::kMul: out = BinaryOfOperands(Opcode::kMUL, inst); return;
        case ir::Op::kDiv:
        case ir::Op::kMod: {
            Val a = Value(inst.operands[0]);
            Val b = Value(inst.operands[1]);
            if (is_int) {
                out = IntegerDivide(a, b, inst.op == ir::Op::kMod);
                return;
            }
            if (inst.op == ir::Op::kDiv) {
                out = Divide(a, b);
            } else {
                // fmod: x - y * trunc(x / y).
                Val t = Truncate(Divide(a, b));
                out = Ternary(Opcode::kMAD, Negate(b), t, a);
            }
            return;
        }
        default:
            diags_.Error(inst.span, std::string("'") + ir::OpName(inst.op) + "' is not supported by the ARBfp writer");
            return;
    }
}

void Selector::LowerSample(ir::InstId id, const ir::Instruction& inst) {
    Val& out = vals_[id.value];
    if (Unavailable(target_.has_textures, "texture sampling", "texture instructions; the vp40 target has them")) {
        vals_[id.value] = Splat(0, 4);
        return;
    }
    const Val& sampler = Raw(inst.operands[0]);
    if (!sampler.is_sampler) {
        diags_.Error(inst.span, "the sampler of a texture sample is not a bound sampler");
        return;
    }
    Val coord = Value(inst.operands[1]);
    const int w = coord.Width();
    Opcode op = Opcode::kTEX;
    Val c;
    switch (inst.sample) {
        case ir::SampleKind::kPlain: c = coord; break;
        case ir::SampleKind::kProjective:
            // TXP divides x, y, z by w (3.11.5.30): the last component goes to w.
            op = Opcode::kTXP;
            for (int k = 0; k < 3; ++k) c.lanes.push_back(coord.lanes[std::max(0, std::min(k, w - 2))]);
            c.lanes.push_back(coord.lanes[w - 1]);
            break;
        case ir::SampleKind::kBias: {
            op = Opcode::kTXB;  // the bias goes to w (3.11.5.29)
            const Val& bias = Value(inst.operands[2]);
            for (int k = 0; k < 3; ++k) c.lanes.push_back(coord.lanes[std::min(k, w - 1)]);
            c.lanes.push_back(bias.lanes[0]);
            break;
        }
        case ir::SampleKind::kGrad:
            if (!target_.has_gradient_lookups) {
                diags_.Error(inst.span, std::string("texture sampling with explicit derivatives (.grad) cannot be "
                                                    "expressed in ") + target_.language + "; the fp30 and fp40 targets have TXD");
                return;
            }
            op = Opcode::kTXD;  // NV_fragment_program_option: coordinate, d/dx, d/dy
            c = coord;
            break;
        case ir::SampleKind::kLod: {
            if (!target_.has_explicit_lod) {
                diags_.Error(inst.span, std::string("texture sampling with an explicit level of detail (.lod) cannot "
                                                    "be expressed in ") + target_.language +
                                            (target_.stage == ir::Stage::kFragment ? "; the fp40 target has TXL" : "; the vp40 target has TXL"));
                return;
            }
            op = Opcode::kTXL;  // NV_fragment_program2 6.6, NV_vertex_program3: the LOD goes to w
            const Val& lod = Value(inst.operands[2]);
            for (int k = 0; k < 3; ++k) c.lanes.push_back(coord.lanes[std::min(k, w - 1)]);
            c.lanes.push_back(lod.lanes[0]);
            break;
        }
    }
    const TextureTarget target = sampler.target;
    if (target == TextureTarget::kShadow1D || target == TextureTarget::kShadow2D ||
        target == TextureTarget::kShadowRect)
        bindings_.shadow = true;
    std::uint32_t r = NewVReg(4, true);
    MInst& tex = op == Opcode::kTXD ? Emit(op, ToVReg(r, 0xF), {Operand(c), Operand(Value(inst.operands[2])),
                                                                Operand(Value(inst.operands[3]))})
                                    : Emit(op, ToVReg(r, 0xF), {Operand(c)});
    tex.unit = sampler.unit;
    tex.target = target;
    out = VRegVal(r, 4);
}

void Selector::LowerIntrinsic(ir::InstId id, const ir::Instruction& inst) {
    Val& out = vals_[id.value];
    const int width = module_.types.Get(inst.type).Width();
    std::vector<Val> a;
    auto arg = [&](std::size_t i) -> Val {
        while (a.size() <= i) a.push_back(Value(inst.operands[a.size()]));
        return a[i];
    };
    auto unsupported = [&](const std::string& why) {
        diags_.Error(inst.span, std::string("'") + ir::IntrinsicName(inst.intrinsic) + "' " + why);
        out = Splat(0, std::max(width, 1));
    };
    using I = ir::Intrinsic;
    switch (inst.intrinsic) {
        case I::kAbs: out = Unary(Opcode::kABS, arg(0)); return;
        case I::kSign: {
            Val x = arg(0);
            const int w = x.Width();
            Val pos = Ternary(Opcode::kCMP, Negate(x), Splat(1, w), Splat(0, w));
            out = Ternary(Opcode::kCMP, x, Splat(-1, w), pos);
            return;
        }
        case I::kFloor: out = Unary(Opcode::kFLR, arg(0)); return;
        case I::kCeil: out = Negate(Unary(Opcode::kFLR, Negate(arg(0)))); return;
        case I::kFract: out = Unary(Opcode::kFRC, arg(0)); return;
        case I::kRound: {
            Val x = arg(0);
            out = Unary(Opcode::kFLR, Binary(Opcode::kADD, x, Splat(0.5f, x.Width())));
            return;
        }
        case I::kTrunc: out = Truncate(arg(0)); return;
        case I::kMin:
        case I::kMax: {
            const bool is_min = inst.intrinsic == I::kMin;
            // min(max(x, 0), 1) and max(min(x, 1), 0): the inner one was deferred.
            const ir::InstId inner = inst.operands[0];
            if (deferred_[inner.value] && !lowered_[inner.value] && fn_.At(inner).op == ir::Op::kIntrinsic) {
                lowered_[inner.value] = 1;
                out = Saturate(fn_.At(inner).operands[0]);
                return;
            }
            out = Binary(is_min ? Opcode::kMIN : Opcode::kMAX, arg(0), arg(1));
            return;
        }
        case I::kClamp: {
            if (IsLiteral(arg(1), 0) && IsLiteral(arg(2), 1)) {
                out = Saturate(inst.operands[0]);
                return;
            }
            out = Binary(Opcode::kMIN, Binary(Opcode::kMAX, arg(0), arg(1)), arg(2));
            return;
        }
        case I::kSaturate: out = Saturate(inst.operands[0]); return;
        case I::kLerp: out = Ternary(Opcode::kLRP, arg(2), arg(1), arg(0)); return;
        case I::kStep: out = Binary(Opcode::kSGE, arg(1), arg(0)); return;
        case I::kSmoothstep: {
            Val e0 = arg(0), e1 = arg(1), x = arg(2);
            const int w = std::max({e0.Width(), e1.Width(), x.Width()});
            Val num = Binary(Opcode::kADD, x, Negate(e0));
            Val den = AllLiteral(e0) && AllLiteral(e1) ? Val{} : Binary(Opcode::kADD, e1, Negate(e0));
            if (den.lanes.empty()) {
                den = Broadcast(e1, w);
                Val e0b = Broadcast(e0, w);
                for (int l = 0; l < w; ++l) den.lanes[l].lit -= e0b.lanes[l].lit;
            }
            Val t = Divide(num, den);
            // t = saturate(t): the MUL that made it takes _SAT.
            std::uint32_t tv = 0;
            if (IsWholeVReg(t, tv) && vreg_defs_[tv].size() == 1) m_.code[vreg_defs_[tv][0]].sat = true;
            else t = Unary(Opcode::kMOV, t, true);
            Val u = Ternary(Opcode::kMAD, t, Splat(-2, w), Splat(3, w));  // 3 - 2t
            Val t2 = Binary(Opcode::kMUL, t, t);
            out = Binary(Opcode::kMUL, t2, u);
            return;
        }
        case I::kSqrt: out = PerLane(Opcode::kRCP, PerLane(Opcode::kRSQ, arg(0))); return;
        case I::kRsqrt: out = PerLane(Opcode::kRSQ, arg(0)); return;
        case I::kRcp: out = PerLane(Opcode::kRCP, arg(0)); return;
        case I::kExp2: out = PerLane(Opcode::kEX2, arg(0)); return;
        case I::kLog2: out = PerLane(Opcode::kLG2, arg(0)); return;
        case I::kExp: {
            Val x = arg(0);
            Val scaled = Binary(Opcode::kMUL, x, Splat(static_cast<float>(std::numbers::log2e), x.Width()));
            out = PerLane(Opcode::kEX2, scaled);
            return;
        }
        case I::kLog: {
            Val l = PerLane(Opcode::kLG2, arg(0));
            out = Binary(Opcode::kMUL, l, Splat(static_cast<float>(std::numbers::ln2), l.Width()));
            return;
        }
        case I::kPow: {
            // POW goes through LG2, so a negative base gives an undefined result (ARB spec
            // 3.11.5.20) where pow(x, 2.0) means x*x to the program's author (libretro's
            // bicubic weights square negative distances; Mesa turns GLSL's pow(a, 2.0) into
            // a*a too). An exponent of exactly 2 is therefore a MUL.
            Val b = arg(1);
            const bool squared = std::all_of(b.lanes.begin(), b.lanes.end(), [](const Lane& l) {
                return l.kind == SrcKind::kLiteral && (l.neg ? -l.lit : l.lit) == 2.0f;
            });
            out = squared ? Binary(Opcode::kMUL, arg(0), arg(0)) : PerLane(Opcode::kPOW, arg(0), &b);
            return;
        }
        case I::kSin: out = Sine(arg(0), 0); return;
        case I::kCos: out = Sine(arg(0), 0.25f); return;
        case I::kTan: out = Divide(Sine(arg(0), 0), Sine(arg(0), 0.25f)); return;
        case I::kAsin:
        case I::kAcos:
        case I::kAtan:
        case I::kAtan2:
            unsupported("has no ARBfp instruction; it needs a polynomial approximation the writer "
                        "does not make");
            return;
        case I::kDdx:
        case I::kDdy:
            if (!target_.has_derivatives) {
                unsupported(std::string("cannot be expressed in ") + target_.language +
                            ", which has no derivative instructions" +
                            (target_.stage == ir::Stage::kFragment ? "; the fp30 and fp40 targets have DDX and DDY" : ""));
                return;
            }
            // NV_fragment_program_option's DDX and DDY: d/dx and d/dy in window coordinates.
            out = Unary(inst.intrinsic == I::kDdx ? Opcode::kDDX : Opcode::kDDY, arg(0));
            return;
        case I::kDot: out = Dot(arg(0), arg(1)); return;
        case I::kCross: {
            std::uint32_t r = NewVReg(3, true);
            Emit(Opcode::kXPD, ToVReg(r, 0x7), {Operand(arg(0)), Operand(arg(1))});
            out = VRegVal(r, 3);
            return;
        }
        case I::kLength: out = Length(arg(0)); return;
        case I::kDistance: out = Length(Binary(Opcode::kADD, arg(0), Negate(arg(1)))); return;
        case I::kNormalize: out = Normalize(arg(0)); return;
        case I::kReflect: {
            // i - 2 dot(n, i) n: DP3, ADD (doubling is exact), MAD.
            Val i = arg(0), n = arg(1);
            Val d = Dot(n, i);
            Val d2 = Binary(Opcode::kADD, d, d);
            out = Ternary(Opcode::kMAD, Negate(Broadcast(d2, n.Width())), n, i);
            return;
        }
        case I::kRefract: {
            // k = 1 - eta^2 (1 - d^2); k < 0 ? 0 : eta i - (eta d + sqrt(k)) n.
            Val i = arg(0), n = arg(1), eta = arg(2);
            const int w = i.Width();
            Val d = Dot(n, i);
            Val one_minus_d2 = Ternary(Opcode::kMAD, Negate(d), d, Splat(1, 1));
            Val eta2 = Binary(Opcode::kMUL, eta, eta);
            Val k = Ternary(Opcode::kMAD, Negate(eta2), one_minus_d2, Splat(1, 1));
            Val root = PerLane(Opcode::kRCP, PerLane(Opcode::kRSQ, k));
            Val m = Ternary(Opcode::kMAD, eta, d, root);
            Val ei = Binary(Opcode::kMUL, i, Broadcast(eta, w));
            Val r = Ternary(Opcode::kMAD, Negate(Broadcast(m, w)), n, ei);
            out = Ternary(Opcode::kCMP, Broadcast(k, w), Splat(0, w), r);
            return;
        }
        case I::kFaceforward: {
            Val n = arg(0);
            Val d = Dot(arg(2), arg(1));
            out = Ternary(Opcode::kCMP, Broadcast(d, n.Width()), n, Negate(n));
            return;
        }
        case I::kTranspose: {
            // Free: the rows of the transpose are lanes of the rows (materialized at use).
            Val m = arg(0);
            out.aggregate = true;
            const int columns = m.elems.empty() ? 0 : m.elems[0].Width();
            for (int c = 0; c < columns; ++c) {
                Val row;
                for (const Val& r : m.elems) row.lanes.push_back(r.lanes[c]);
                out.elems.push_back(std::move(row));
            }
            return;
        }
        case I::kDeterminant: {
            Val m = arg(0);
            if (m.elems.size() == 2) {
                Val t = Binary(Opcode::kMUL, LaneOf(m.elems[0], 1), LaneOf(m.elems[1], 0));
                out = Ternary(Opcode::kMAD, LaneOf(m.elems[0], 0), LaneOf(m.elems[1], 1), Negate(t));
            } else if (m.elems.size() == 3) {
                std::uint32_t r = NewVReg(3, true);
                Emit(Opcode::kXPD, ToVReg(r, 0x7), {Operand(m.elems[1]), Operand(m.elems[2])});
                out = Dot(m.elems[0], VRegVal(r, 3));
            } else {
                out = Determinant4(m);
            }
            return;
        }
        case I::kLit: {
            // LIT reads x = n.l, y = n.h, w = m (3.11.5.14).
            Val src;
            src.lanes = {arg(0).lanes[0], arg(1).lanes[0], arg(1).lanes[0], arg(2).lanes[0]};
            std::uint32_t r = NewVReg(4, true);
            Emit(Opcode::kLIT, ToVReg(r, 0xF), {Operand(src)});
            out = VRegVal(r, 4);
            return;
        }
        case I::kFmod: {
            Val x = arg(0), y = arg(1);
            Val t = Truncate(Divide(x, y));
            out = Ternary(Opcode::kMAD, Negate(y), t, x);
            return;
        }
    }
    unsupported("is not supported by the ARBfp writer");
}

}  // namespace tessera::lang::arbfp::writer_detail
