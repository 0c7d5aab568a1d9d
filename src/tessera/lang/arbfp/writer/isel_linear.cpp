// SPDX-License-Identifier: MIT
// Instruction selection, part three: dot products and matrices (isel_ops.cpp has the
// rest of the operations and the idioms they follow).
//
// - dot -> DP3/DP4, DPH when one operand is float4(v.xyz, 1) and DP3 when it is
//   float4(v.xyz, 0) (3.11.5.6-8); float2 -> MUL + ADD; a scalar -> MUL.
// - mul(M, v) -> one DP4/DP3 (or DPH) per row into the lanes of one register, `v` made one
//   operand once rather than once per row; mul(v, M) -> a MUL/MAD chain over the rows.
// - length(v) -> RCP(RSQ(dot(v, v))) (0 at 0, see isel_ops.cpp); normalize -> DP3, RSQ, MUL.
// And the one polynomial: sin and cos where the target has no SIN/COS (ARBvp).
#include <algorithm>

#include "lang/arbfp/writer/selector.h"

namespace tessera::lang::arbfp::writer_detail {

bool Selector::AffineW(const Val& v) {
    if (v.Width() != 4 || v.lanes[3].kind != SrcKind::kLiteral || (v.lanes[3].lit != 0.0f && v.lanes[3].lit != 1.0f))
        return false;
    Val xyz;
    xyz.lanes.assign(v.lanes.begin(), v.lanes.begin() + 3);
    return !AllLiteral(xyz) && IsSingleSource(xyz);
}

void Selector::DotInto(Val a, Val b, std::uint32_t vreg, int lane) {
    const MDst dst = ToVReg(vreg, static_cast<std::uint8_t>(1u << lane));
    const int w = CommonWidth(a, b);
    if (w == 1) {
        Emit(Opcode::kMUL, dst, {ScalarOperand(a, 0), ScalarOperand(b, 0)});
    } else if (w == 2) {
        Val t = Binary(Opcode::kMUL, a, b);
        Emit(Opcode::kADD, dst, {ScalarOperand(t, 0), ScalarOperand(t, 1)});
    } else if (w == 3) {
        Emit(Opcode::kDP3, dst, {Operand(a), Operand(b)});
    } else {
        // DPH (3.11.5.7) when either side is (v.xyz, 1), DP3 when it is (v.xyz, 0).
        auto homogeneous = [](const Val& v, float w) { return AffineW(v) && v.lanes[3].lit == w; };
        if ((homogeneous(b, 1) && !homogeneous(a, 1)) || (homogeneous(b, 0) && !homogeneous(a, 0))) std::swap(a, b);
        if (homogeneous(a, 1) || homogeneous(a, 0)) {
            Val xyz;
            xyz.lanes.assign(a.lanes.begin(), a.lanes.begin() + 3);
            Emit(homogeneous(a, 1) ? Opcode::kDPH : Opcode::kDP3, dst, {Operand(xyz), Operand(b)});
        } else {
            Emit(Opcode::kDP4, dst, {Operand(a), Operand(b)});
        }
    }
}

Val Selector::Dot(Val a, Val b) {
    std::uint32_t r = NewVReg(1);
    DotInto(std::move(a), std::move(b), r, 0);
    return VRegVal(r, 1);
}

Val Selector::Length(Val v) {
    if (v.Width() == 1) return Unary(Opcode::kABS, v);
    Val d = Dot(v, v);
    Val s = PerLane(Opcode::kRSQ, d);
    return PerLane(Opcode::kRCP, s);
}

Val Selector::Normalize(Val v) {
    Val d = Dot(v, v);
    Val s = PerLane(Opcode::kRSQ, d);
    return Binary(Opcode::kMUL, v, Broadcast(s, v.Width()));
}

Val Selector::VectorTimesMatrix(Val v, const Val& m) {
    if (m.elems.empty()) return Val{};
    const int columns = m.elems[0].Width();
    std::uint32_t r = NewVReg(columns);
    Val rv = VRegVal(r, columns);
    Val row0 = m.elems[0];
    Emit(Opcode::kMUL, ToVReg(r, Mask(columns)), {Operand(row0), ScalarOperand(v, 0)});
    for (std::size_t i = 1; i < m.elems.size(); ++i) {
        Val row = m.elems[i];
        Emit(Opcode::kMAD, ToVReg(r, Mask(columns)),
             {Operand(row), ScalarOperand(v, static_cast<int>(i)), Operand(rv)});
    }
    return rv;
}

void Selector::LowerMatrix(ir::InstId id, const ir::Instruction& inst) {
    Val& out = vals_[id.value];
    if (inst.op == ir::Op::kMatrixTimesVector) {
        const Val m = Value(inst.operands[0]);
        Val v = Value(inst.operands[1]);
        if (!AffineW(v)) Materialize(v);  // once, not once per row
        const int rows = static_cast<int>(m.elems.size());
        std::uint32_t r = NewVReg(rows);
        for (int i = 0; i < rows; ++i) DotInto(m.elems[i], v, r, i);
        out = VRegVal(r, rows);
    } else if (inst.op == ir::Op::kVectorTimesMatrix) {
        const Val v = Value(inst.operands[0]);
        out = VectorTimesMatrix(v, Value(inst.operands[1]));
    } else {
        const Val a = Value(inst.operands[0]);
        const Val b = Value(inst.operands[1]);
        out.aggregate = true;
        for (const Val& row : a.elems) out.elems.push_back(VectorTimesMatrix(row, b));
    }
}

// sin(x + 2 pi turns): SIN/COS where the target has them; else (ARBvp, 2.14.5) x is reduced
// to y in [-pi, pi) with FRC (t = x / 2pi + 1/2 + turns, y = 2pi (frc(t) - 1/2)) and sin y
// is the odd Taylor polynomial to y^15 in Horner form over y^2: 12 instructions, with a
// truncation error below pi^17 / 17! < 8e-7 on [-pi, pi] (the reduction adds the rounding of
// x / 2pi, about |x| * 1e-7).
Val Selector::Sine(const Val& x, float turns) {
    if (target_.has_trigonometry)
        return PerLane(turns == 0 ? Opcode::kSIN : Opcode::kCOS, x);
    constexpr double kTwoPi = 6.283185307179586;
    const int w = x.Width();
    Val t = Ternary(Opcode::kMAD, x, Splat(static_cast<float>(1 / kTwoPi), w), Splat(0.5f + turns, w));
    Val y = Ternary(Opcode::kMAD, Unary(Opcode::kFRC, t), Splat(static_cast<float>(kTwoPi), w),
                    Splat(static_cast<float>(-kTwoPi / 2), w));
    Val y2 = Binary(Opcode::kMUL, y, y);
    // (-1)^k / (2k + 1)! for k = 7 down to 0.
    const double coefficients[] = {-1 / 1307674368000.0, 1 / 6227020800.0, -1 / 39916800.0, 1 / 362880.0,
                                   -1 / 5040.0,          1 / 120.0,        -1 / 6.0};
    Val p = Splat(static_cast<float>(coefficients[0]), w);
    for (std::size_t k = 1; k < std::size(coefficients); ++k)
        p = Ternary(Opcode::kMAD, y2, p, Splat(static_cast<float>(coefficients[k]), w));
    return Ternary(Opcode::kMAD, Binary(Opcode::kMUL, y2, p), y, y);  // y + y^3 p(y^2)
}

}  // namespace tessera::lang::arbfp::writer_detail
