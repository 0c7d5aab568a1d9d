// SPDX-License-Identifier: MIT
// Instruction selection, part four: operations ARBfp has no instruction for, built from
// several so that the result is exact.
//
// Integer division and modulo. ARB programs keep ints in float registers (integers up to
// 2^24 are exact floats), so `a / b` rounds toward zero like C and `a % b` is
// a - b * (a / b), C's `%` with the sign of a. The quotient of the magnitudes A = |a|,
// B = |b| is found in two estimates and one exact correction:
//
//     q0 = FLR(A * RCP(B))            off by at most 2: RCP and MUL round (2^-23 relative
//                                     in all), and A / B < 2^24
//     r0 = A - q0 * B                 exact: integers below 2^24
//     q1 = q0 + FLR(r0 * RCP(B))      |r0 / B| < 3, so the estimate of it is off by far less
//                                     than one: q1 is off by at most 1 (a floor just
//                                     below an exact integer quotient)
//     r1 = A - q1 * B                 exact
//     q  = q1 + (r1 >= B) - (r1 < 0)  the one-step correction, exact
//
// and the sign is put back with CMP on a * b (negative exactly when the signs differ).
// Every intermediate is an integer below 2^24, hence exact, when |a| + 2|b| <= 2^24 (so for
// all |a|, |b| < 2^23); beyond that a product can round. Division by zero is undefined in
// C and here (RCP(0) is infinite, the result NaN); the IR interpreter gives 0.
//
// Determinant of a 4x4 matrix: expansion along row 0, each 3x3 minor a triple product
// (XPD, then DP3) of rows 1-3 without that column. The minors of odd columns take rows 2
// and 3 swapped, which negates them, so the cofactors need no negation and the expansion
// is one DP4 of row 0 with them: 4 XPD, 4 DP3, 1 DP4.
#include "lang/arbfp/writer/selector.h"

namespace tessera::lang::arbfp::writer_detail {

Val Selector::IntegerDivide(Val a, Val b, bool remainder) {
    const int w = std::max(a.Width(), b.Width());
    a = Broadcast(a, w);
    b = Broadcast(b, w);
    Val A = Unary(Opcode::kABS, a), B = Unary(Opcode::kABS, b);
    Val reciprocal = PerLane(Opcode::kRCP, B);
    Val q0 = Unary(Opcode::kFLR, Binary(Opcode::kMUL, A, reciprocal));
    Val r0 = Ternary(Opcode::kMAD, Negate(q0), B, A);
    Val q1 = Binary(Opcode::kADD, q0, Unary(Opcode::kFLR, Binary(Opcode::kMUL, r0, reciprocal)));
    Val r1 = Ternary(Opcode::kMAD, Negate(q1), B, A);
    Val up = Binary(Opcode::kSGE, r1, B), down = Binary(Opcode::kSLT, r1, Splat(0, w));
    Val q = Binary(Opcode::kADD, q1, Binary(Opcode::kADD, up, Negate(down)));
    Val signed_q = Ternary(Opcode::kCMP, Binary(Opcode::kMUL, a, b), Negate(q), q);
    if (!remainder) return signed_q;
    return Ternary(Opcode::kMAD, Negate(signed_q), b, a);
}

Val Selector::Determinant4(const Val& m) {
    std::uint32_t cofactors = NewVReg(4);
    for (int j = 0; j < 4; ++j) {
        auto without_column = [&](int row) {
            Val v;
            for (int c = 0; c < 4; ++c)
                if (c != j) v.lanes.push_back(m.elems[static_cast<std::size_t>(row)].lanes[static_cast<std::size_t>(c)]);
            return v;
        };
        const int second = j % 2 == 0 ? 2 : 3, third = j % 2 == 0 ? 3 : 2;
        std::uint32_t cross = NewVReg(3, true);
        Emit(Opcode::kXPD, ToVReg(cross, 0x7), {Operand(without_column(second)), Operand(without_column(third))});
        DotInto(without_column(1), VRegVal(cross, 3), cofactors, j);
    }
    return Dot(m.elems[0], VRegVal(cofactors, 4));
}

}  // namespace tessera::lang::arbfp::writer_detail
