// SPDX-License-Identifier: MIT
// Reading through the moves that assemble a vector (forward_moves.cpp), reusing repeated
// results (reuse_results.cpp), writing a moved value in place (write_into_moves.cpp) and packing
// one-lane instructions (pack_lanes.cpp), and packing after allocation (pack_components.cpp),
// on hand-built machine code. Each test counts the instructions
// left (derived in its comment from the lanes and their sources) and runs the code before and
// after on a small evaluator of lane-space machine code (below: MOV, ADD, MUL, DP3, RCP), so a
// rewrite that reads the wrong component, drops a negation or splits a write wrongly changes
// the result register.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include "lang/arbfp/writer/machine.h"

namespace tessera::lang::arbfp::writer_detail {
namespace {

using Lanes = std::array<float, 4>;

struct Assembly {
    Machine m;
    std::uint32_t out;

    Assembly() {
        m.output_component = {-1};
        out = Reg();
        m.vregs[out].output = 0;
    }
    std::uint32_t Reg() {
        m.vregs.push_back(VReg{4, false, -1});
        return static_cast<std::uint32_t>(m.vregs.size() - 1);
    }
    static MSrc Attr(std::uint32_t id, std::array<std::uint8_t, 4> sel = {0, 1, 2, 3}, bool neg = false) {
        MSrc s;
        s.kind = SrcKind::kAttribute;
        s.id = id;
        s.sel = sel;
        s.neg = neg;
        return s;
    }
    static MSrc V(std::uint32_t id, std::array<std::uint8_t, 4> sel = {0, 1, 2, 3}, bool neg = false) {
        MSrc s = Attr(id, sel, neg);
        s.kind = SrcKind::kVReg;
        return s;
    }
    static MSrc Lit(Lanes values) {
        MSrc s;
        s.kind = SrcKind::kLiteral;
        s.lit = values;
        return s;
    }
    void Op(Opcode op, std::uint32_t dst, std::uint8_t lanes, std::initializer_list<MSrc> srcs) {
        MInst inst;
        inst.op = op;
        inst.dst = {DstKind::kVReg, dst, lanes};
        for (const MSrc& s : srcs) inst.src[inst.nsrc++] = s;
        m.code.push_back(inst);
    }
};

// The evaluator: attributes a[i] = (10i + 1, 10i + 2, 10i + 3, 10i + 4), distinct everywhere.
float LaneSlot(const MSrc& s, int k, const std::map<std::uint32_t, Lanes>& regs) {
    if (s.kind == SrcKind::kLiteral) return s.lit[k];
    float v = s.kind == SrcKind::kAttribute ? 10.0f * static_cast<float>(s.id) + 1.0f + s.sel[k]
                                            : regs.at(s.id)[s.sel[k]];
    return s.neg ? -v : v;
}

Lanes RunLanes(const Machine& m, std::uint32_t out) {
    std::map<std::uint32_t, Lanes> regs;
    for (const MInst& inst : m.code) {
        Lanes r{};
        for (int k = 0; k < 4; ++k) {
            auto a = [&](int s) { return LaneSlot(inst.src[s], k, regs); };
            switch (inst.op) {
                case Opcode::kMOV: r[k] = a(0); break;
                case Opcode::kADD: r[k] = a(0) + a(1); break;
                case Opcode::kMUL: r[k] = a(0) * a(1); break;
                case Opcode::kRCP: r[k] = 1.0f / LaneSlot(inst.src[0], 0, regs); break;
                case Opcode::kDP3:
                    r[k] = 0;
                    for (int j = 0; j < 3; ++j) r[k] += LaneSlot(inst.src[0], j, regs) * LaneSlot(inst.src[1], j, regs);
                    break;
                default: ADD_FAILURE() << "the evaluator has no " << OpcodeName(inst.op);
            }
        }
        Lanes& d = regs[inst.dst.id];
        for (int l = 0; l < 4; ++l)
            if (inst.dst.lanes & (1u << l)) d[l] = r[l];
    }
    return regs[out];
}

// Forwards `c` and checks the count and the ops left, and that the result is unchanged.
void ExpectForwarded(Assembly& c, std::size_t count, Opcode only) {
    const Lanes before = RunLanes(c.m, c.out);
    ForwardAssembledVectors(c.m);
    EXPECT_EQ(c.m.code.size(), count);
    for (const MInst& inst : c.m.code) EXPECT_EQ(inst.op, only);
    const Lanes after = RunLanes(c.m, c.out);
    EXPECT_EQ(after, before);
}

// The file's own example: four negated lanes of four registers, then ADD. Each lane is its
// own group: 4 ADDs for 4 MOVs and an ADD.
TEST(ForwardMoves, FourNegatedPlacesBecomeFourAdds) {
    Assembly c;
    const std::uint32_t t = c.Reg();
    c.Op(Opcode::kMOV, t, 0b0001, {Assembly::Attr(0, {1, 1, 1, 1}, true)});
    c.Op(Opcode::kMOV, t, 0b0010, {Assembly::Attr(1, {2, 2, 2, 2}, true)});
    c.Op(Opcode::kMOV, t, 0b0100, {Assembly::Attr(2, {3, 3, 3, 3}, true)});
    c.Op(Opcode::kMOV, t, 0b1000, {Assembly::Attr(3, {0, 0, 0, 0}, true)});
    c.Op(Opcode::kADD, c.out, 0b1111, {Assembly::Attr(4, {0, 0, 0, 0}), Assembly::V(t)});
    ExpectForwarded(c, 4, Opcode::kADD);
}

// Two lanes from a.zw and two from b.xy: two groups, so two MULs where there were three MOVs
// and a MUL; the literal operand keeps its per-lane values.
TEST(ForwardMoves, LanesOfOneRegisterShareAnInstruction) {
    Assembly c;
    const std::uint32_t t = c.Reg();
    c.Op(Opcode::kMOV, t, 0b0001, {Assembly::Attr(0, {2, 2, 2, 2})});
    c.Op(Opcode::kMOV, t, 0b0010, {Assembly::Attr(0, {3, 3, 3, 3})});
    c.Op(Opcode::kMOV, t, 0b1100, {Assembly::Attr(1, {0, 0, 0, 1})});
    c.Op(Opcode::kMUL, c.out, 0b1111, {Assembly::V(t, {3, 2, 1, 0}), Assembly::Lit({2, 3, 5, 7})});
    ExpectForwarded(c, 2, Opcode::kMUL);
}

// Literal lanes are one group whatever their values: MOV t.x, {1}; MOV t.y, {2}; MOV t.zw, a
// feeding an ADD leave two ADDs (the literal lanes, a's lanes).
TEST(ForwardMoves, LiteralLanesAreOneGroup) {
    Assembly c;
    const std::uint32_t t = c.Reg();
    c.Op(Opcode::kMOV, t, 0b0001, {Assembly::Lit({1, 0, 0, 0})});
    c.Op(Opcode::kMOV, t, 0b0010, {Assembly::Lit({0, 2, 0, 0})});
    c.Op(Opcode::kMOV, t, 0b1100, {Assembly::Attr(0)});
    c.Op(Opcode::kADD, c.out, 0b1111, {Assembly::V(t, {0, 1, 2, 3}, true), Assembly::Attr(1)});
    ExpectForwarded(c, 2, Opcode::kADD);
}

// A DP3 reads three slots into one result, so it cannot be split: it reads through only when
// the three lanes come from one register (here a permutation of a), leaving the DP3 alone.
TEST(ForwardMoves, APositionalReaderReadsThroughOneRegisterOnly) {
    Assembly one;
    const std::uint32_t t = one.Reg();
    one.Op(Opcode::kMOV, t, 0b0111, {Assembly::Attr(0, {2, 0, 1, 3})});
    one.Op(Opcode::kDP3, one.out, 0b0001, {Assembly::V(t), Assembly::Attr(1)});
    ExpectForwarded(one, 1, Opcode::kDP3);

    Assembly two;
    const std::uint32_t u = two.Reg();
    two.Op(Opcode::kMOV, u, 0b0011, {Assembly::Attr(0)});
    two.Op(Opcode::kMOV, u, 0b0100, {Assembly::Attr(2)});
    two.Op(Opcode::kDP3, two.out, 0b0001, {Assembly::V(u), Assembly::Attr(1)});
    const std::size_t before = two.m.code.size();
    ForwardAssembledVectors(two.m);
    EXPECT_EQ(two.m.code.size(), before);
}

// The move's source is written again between the move and the reader: reading it at the
// reader would see the new value, so nothing changes.
TEST(ForwardMoves, NotWhenTheSourceChangesOnTheWay) {
    Assembly c;
    const std::uint32_t a = c.Reg(), t = c.Reg();
    c.Op(Opcode::kMOV, a, 0b0001, {Assembly::Attr(0)});
    c.Op(Opcode::kMOV, t, 0b0001, {Assembly::V(a)});
    c.Op(Opcode::kMOV, t, 0b0010, {Assembly::Attr(1)});
    c.Op(Opcode::kADD, a, 0b0001, {Assembly::V(a), Assembly::Attr(2)});
    c.Op(Opcode::kADD, c.out, 0b0011, {Assembly::V(t), Assembly::V(a, {0, 0, 0, 0})});
    const MCode before = c.m.code;
    ForwardAssembledVectors(c.m);
    EXPECT_EQ(c.m.code.size(), before.size());
}

// Two readers that would each split in two: 2 MOVs die, 2 instructions are added; no saving,
// no change.
TEST(ForwardMoves, NotWhenItSavesNothing) {
    Assembly c;
    const std::uint32_t t = c.Reg(), s = c.Reg();
    c.Op(Opcode::kMOV, t, 0b0001, {Assembly::Attr(0)});
    c.Op(Opcode::kMOV, t, 0b0010, {Assembly::Attr(1)});
    c.Op(Opcode::kADD, s, 0b0011, {Assembly::V(t), Assembly::Attr(2)});
    c.Op(Opcode::kMUL, c.out, 0b0011, {Assembly::V(t), Assembly::V(s)});
    const std::size_t before = c.m.code.size();
    ForwardAssembledVectors(c.m);
    EXPECT_EQ(c.m.code.size(), before);
}

// A move inside the vector (`MOV t.y, t.x`): when a move wrote t.x, it dies with the
// rewrite, so nothing changes; when an ADD wrote it, t.x stays and stands in for t.y (a
// splat built by moves): the ADD and one reader are left.
TEST(ForwardMoves, ThroughAMoveWithinTheVectorOnlyFromAComputedLane) {
    for (const bool computed : {false, true}) {
        Assembly c;
        const std::uint32_t t = c.Reg();
        if (computed) c.Op(Opcode::kADD, t, 0b0001, {Assembly::Attr(0, {2, 2, 2, 2}), Assembly::Attr(2)});
        else c.Op(Opcode::kMOV, t, 0b0001, {Assembly::Attr(0, {2, 2, 2, 2})});
        c.Op(Opcode::kMOV, t, 0b0010, {Assembly::V(t, {0, 0, 0, 0})});
        c.Op(Opcode::kADD, c.out, 0b0011, {Assembly::V(t, {0, 1, 2, 3}), Assembly::Attr(1)});
        const Lanes before = RunLanes(c.m, c.out);
        ForwardAssembledVectors(c.m);
        EXPECT_EQ(c.m.code.size(), computed ? 2u : 3u) << computed;
        EXPECT_EQ(RunLanes(c.m, c.out), before) << computed;
    }
}

// Both passes as the writer runs them; the count left and an unchanged result.
void ExpectReused(Assembly& c, std::size_t count) {
    const Lanes before = RunLanes(c.m, c.out);
    ReuseEqualResults(c.m);
    ForwardAssembledVectors(c.m);
    EXPECT_EQ(c.m.code.size(), count);
    EXPECT_EQ(RunLanes(c.m, c.out), before);
}

// a / s and b / s: RCP, MUL, RCP, MUL. The second RCP repeats the first (same source lane),
// becomes a copy, and the MUL reads the first RCP through it: RCP, MUL, MUL.
TEST(ReuseResults, TwoDivisionsByOneDivisorShareTheReciprocal) {
    Assembly c;
    const std::uint32_t r1 = c.Reg(), r2 = c.Reg();
    c.Op(Opcode::kRCP, r1, 0b0001, {Assembly::Attr(0, {1, 1, 1, 1})});
    c.Op(Opcode::kMUL, c.out, 0b0001, {Assembly::Attr(1), Assembly::V(r1, {0, 0, 0, 0})});
    c.Op(Opcode::kRCP, r2, 0b0100, {Assembly::Attr(0, {1, 1, 1, 1})});
    c.Op(Opcode::kMUL, c.out, 0b0010, {Assembly::Attr(2), Assembly::V(r2, {2, 2, 2, 2})});
    ExpectReused(c, 3);
    EXPECT_EQ(std::count_if(c.m.code.begin(), c.m.code.end(),
                            [](const MInst& i) { return i.op == Opcode::kRCP; }),
              1);
}

// What the repeat would reuse is not the same value: the source lane was written again in
// between, the earlier result was overwritten, or the literals differ only in sign (RCP of
// -0 is -inf, of 0 is +inf). All four instructions stay in each case.
TEST(ReuseResults, NotWhenTheValuesDiffer) {
    for (int which = 0; which < 3; ++which) {
        Assembly c;
        const std::uint32_t s = c.Reg(), r1 = c.Reg(), r2 = c.Reg();
        const MSrc source = which == 2 ? Assembly::Lit({-0.0f, 0, 0, 0}) : Assembly::V(s, {0, 0, 0, 0});
        const MSrc again = which == 2 ? Assembly::Lit({0.0f, 0, 0, 0}) : Assembly::V(s, {0, 0, 0, 0});
        c.Op(Opcode::kMOV, s, 0b0001, {Assembly::Attr(0)});
        c.Op(Opcode::kRCP, r1, 0b0001, {source});
        if (which == 0) c.Op(Opcode::kADD, s, 0b0001, {Assembly::V(s), Assembly::Attr(1)});
        if (which == 1) c.Op(Opcode::kMOV, r1, 0b0001, {Assembly::Attr(2)});
        c.Op(Opcode::kRCP, r2, 0b0001, {again});
        c.Op(Opcode::kADD, c.out, 0b0001, {Assembly::V(r1), Assembly::V(r2)});
        const std::size_t before = c.m.code.size();
        ReuseEqualResults(c.m);
        EXPECT_EQ(c.m.code.size(), before) << which;
        for (const MInst& inst : c.m.code) {
            if (inst.dst.id == r2) {
                EXPECT_EQ(inst.op, Opcode::kRCP) << which;
            }
        }
    }
}

// A result register is write-only (3.11.2): an RCP written straight to one cannot be read
// by a copy, so the repeat stays an RCP.
TEST(ReuseResults, NotFromAResultRegister) {
    Assembly c;
    const std::uint32_t r = c.Reg();
    c.Op(Opcode::kRCP, c.out, 0b0001, {Assembly::Attr(0)});
    c.Op(Opcode::kRCP, r, 0b0001, {Assembly::Attr(0)});
    c.Op(Opcode::kADD, c.out, 0b0010, {Assembly::V(r, {0, 0, 0, 0}), Assembly::Attr(1)});
    ReuseEqualResults(c.m);
    EXPECT_EQ(c.m.code[1].op, Opcode::kRCP);
}

// WriteIntoMoves on `c`: the count left, and the result unchanged.
void ExpectWrittenInPlace(Assembly& c, std::size_t count) {
    const Lanes before = RunLanes(c.m, c.out);
    WriteIntoMoves(c.m);
    EXPECT_EQ(c.m.code.size(), count);
    EXPECT_EQ(RunLanes(c.m, c.out), before);
}

// RCP s.x, a.y; ADD u.x, s.x, b; MOV t.z, s.x; MOV t.xy, c; then t and u are read: the RCP
// writes t.z (a scalar result goes to any lane), the ADD reads it there, the move goes.
TEST(WriteIntoMoves, AScalarResultGoesToTheMovesLane) {
    Assembly c;
    const std::uint32_t s = c.Reg(), u = c.Reg(), t = c.Reg();
    c.Op(Opcode::kRCP, s, 0b0001, {Assembly::Attr(0, {1, 1, 1, 1})});
    c.Op(Opcode::kADD, u, 0b0001, {Assembly::V(s, {0, 0, 0, 0}), Assembly::Attr(1)});
    c.Op(Opcode::kMOV, t, 0b0100, {Assembly::V(s, {0, 0, 0, 0})});
    c.Op(Opcode::kMOV, t, 0b0011, {Assembly::Attr(2)});
    c.Op(Opcode::kDP3, c.out, 0b0001, {Assembly::V(t), Assembly::Attr(3)});
    c.Op(Opcode::kADD, c.out, 0b0010, {Assembly::V(u, {0, 0, 0, 0}), Assembly::Attr(4)});
    ExpectWrittenInPlace(c, 5);
    EXPECT_EQ(c.m.code[0].op, Opcode::kRCP);
    EXPECT_EQ(c.m.code[0].dst.id, t);
    EXPECT_EQ(c.m.code[0].dst.lanes, 0b0100);
}

// MUL s.xy, a, b; MOV t.zw, s.yyyx: the MUL writes t.zw itself, its swizzles following the
// lanes (t.z = a.y * b.y, t.w = a.x * b.x).
TEST(WriteIntoMoves, AComponentWiseResultPermutesItsSwizzles) {
    Assembly c;
    const std::uint32_t s = c.Reg(), t = c.Reg();
    c.Op(Opcode::kMUL, s, 0b0011, {Assembly::Attr(0), Assembly::Attr(1)});
    c.Op(Opcode::kMOV, t, 0b1100, {Assembly::V(s, {0, 0, 1, 0})});
    c.Op(Opcode::kMOV, t, 0b0011, {Assembly::Attr(2)});
    c.Op(Opcode::kADD, c.out, 0b1111, {Assembly::V(t), Assembly::Attr(3)});
    ExpectWrittenInPlace(c, 3);
}

// Left alone: t.z has a second writer; s has two writers; t is a result register and s is
// read elsewhere too (result registers cannot be read).
TEST(WriteIntoMoves, NotWhenTheLanesOrTheValueAreShared) {
    for (int variant = 0; variant < 3; ++variant) {
        Assembly c;
        const std::uint32_t s = c.Reg(), t = c.Reg();
        c.Op(Opcode::kADD, s, 0b0001, {Assembly::Attr(0), Assembly::Attr(1)});
        if (variant == 1) c.Op(Opcode::kMOV, s, 0b0010, {Assembly::Attr(2)});
        if (variant == 2) {
            c.Op(Opcode::kMOV, c.out, 0b0001, {Assembly::V(s)});
            c.Op(Opcode::kADD, c.out, 0b0010, {Assembly::V(s, {0, 0, 0, 0}), Assembly::Attr(3)});
        } else {
            c.Op(Opcode::kMOV, t, 0b0100, {Assembly::V(s, {0, 0, 0, 0})});
            if (variant == 0) c.Op(Opcode::kMOV, t, 0b0100, {Assembly::Attr(4)});
            c.Op(Opcode::kMOV, t, 0b0011, {Assembly::Attr(2)});
            c.Op(Opcode::kADD, c.out, 0b1111, {Assembly::V(t), Assembly::V(s, {0, 1, 0, 0})});
        }
        const std::size_t before = c.m.code.size();
        WriteIntoMoves(c.m);
        EXPECT_EQ(c.m.code.size(), before) << "variant " << variant;
    }
}

// ADD p.x, a.y, {1}; ADD q.x, a.w, {2} (the same registers slot by slot, literals differing):
// one ADD of two lanes; the readers of q read its new lane.
TEST(PackLanes, OneLaneInstructionsOnTheSameRegistersBecomeOne) {
    Assembly c;
    const std::uint32_t p = c.Reg(), q = c.Reg();
    c.m.vregs[p].width = 1;
    c.m.vregs[q].width = 1;
    c.Op(Opcode::kADD, p, 0b0001, {Assembly::Attr(0, {1, 1, 1, 1}), Assembly::Lit({1, 1, 1, 1})});
    c.Op(Opcode::kMUL, c.out, 0b0001, {Assembly::V(p, {0, 0, 0, 0}), Assembly::Attr(1)});
    c.Op(Opcode::kADD, q, 0b0001, {Assembly::Attr(0, {3, 3, 3, 3}), Assembly::Lit({2, 2, 2, 2})});
    c.Op(Opcode::kMUL, c.out, 0b0010, {Assembly::V(q, {0, 0, 0, 0}), Assembly::Attr(2)});
    const Lanes before = RunLanes(c.m, c.out);
    PackOneLaneInstructions(c.m);
    EXPECT_EQ(c.m.code.size(), 3u);
    EXPECT_EQ(c.m.code[0].dst.lanes, 0b0011);
    EXPECT_EQ(RunLanes(c.m, c.out), before);
}

// Left alone: a source of the later one is written in between (it cannot move up); the later
// one reads the earlier one's result; the signs differ.
TEST(PackLanes, NotWhenTheLaterCannotMoveOrTheSourcesDiffer) {
    for (int variant = 0; variant < 3; ++variant) {
        Assembly c;
        const std::uint32_t p = c.Reg(), q = c.Reg(), a = c.Reg();
        c.Op(Opcode::kMOV, a, 0b0011, {Assembly::Attr(0)});
        c.Op(Opcode::kADD, p, 0b0001, {Assembly::V(a, {0, 0, 0, 0}), Assembly::Attr(1)});
        if (variant == 0) c.Op(Opcode::kMOV, a, 0b0010, {Assembly::Attr(2)});
        const MSrc first = variant == 1 ? Assembly::V(p, {0, 0, 0, 0}) : Assembly::V(a, {1, 1, 1, 1});
        c.Op(Opcode::kADD, q, 0b0001, {first, Assembly::Attr(1, {0, 0, 0, 0}, variant == 2)});
        c.Op(Opcode::kADD, c.out, 0b0001, {Assembly::V(p, {0, 0, 0, 0}), Assembly::V(q, {0, 0, 0, 0})});
        const std::size_t before = c.m.code.size();
        PackOneLaneInstructions(c.m);
        EXPECT_EQ(c.m.code.size(), before) << "variant " << variant;
    }
}

// After allocation (pack_components.cpp). u = a0.x + a1.x and v = a0.x * a1.x are different
// registers, so p = u * 2 and q = v * 3 are not pack_lanes' partners; allocation puts u, v in
// R0.y, R0.x and p, q in R1.y, R1.x, and then the two MULs read R0 and write R1: one MUL of
// R1.xy (reading R0.yx... slot by slot, literals 3 and 2). 5 instructions -> 4; o = p + q
// unchanged (a0.x = 1, a1.x = 11: 12 * 2 + 11 * 3 = 57).
struct Placed {
    Assembly c;
    Allocation alloc;
    std::uint32_t u, v, p, q, o;

    Placed() : u(c.Reg()), v(c.Reg()), p(c.Reg()), q(c.Reg()), o(c.Reg()) {
        alloc.temps = 3;
        alloc.where.resize(c.m.vregs.size());
        alloc.where[c.out] = {-1, 0, {0, 1, 2, 3}};
        Place(u, 0, 1);
        Place(v, 0, 0);
        Place(p, 1, 1);
        Place(q, 1, 0);
        Place(o, 2, 2);
    }
    void Place(std::uint32_t vreg, int temp, std::uint8_t comp) {
        c.m.vregs[vreg].width = 1;
        alloc.where[vreg] = {temp, -1, {comp, comp, comp, comp}};
    }
    // Lane 0 of o in the lane-space code, then component 2 of R2 after Physicalize + PackComponents.
    std::pair<float, float> RunBoth(std::size_t expected_size) {
        const float before = RunLanes(c.m, o)[0];
        const Allocation identity = Physicalize(c.m, alloc);
        EXPECT_EQ(identity.temps, 3);
        EXPECT_EQ(identity.where[1].temp, 1);
        PackComponents(c.m);
        EXPECT_EQ(c.m.code.size(), expected_size);
        return {before, RunLanes(c.m, 2)[2]};
    }
};

TEST(PackComponents, InstructionsOnComponentsOfTheSameTempsBecomeOne) {
    Placed t;
    t.c.Op(Opcode::kADD, t.u, 0b0001, {Assembly::Attr(0, {0, 0, 0, 0}), Assembly::Attr(1, {0, 0, 0, 0})});
    t.c.Op(Opcode::kMUL, t.v, 0b0001, {Assembly::Attr(0, {0, 0, 0, 0}), Assembly::Attr(1, {0, 0, 0, 0})});
    t.c.Op(Opcode::kMUL, t.p, 0b0001, {Assembly::V(t.u, {0, 0, 0, 0}), Assembly::Lit({2, 2, 2, 2})});
    t.c.Op(Opcode::kMUL, t.q, 0b0001, {Assembly::V(t.v, {0, 0, 0, 0}), Assembly::Lit({3, 3, 3, 3})});
    t.c.Op(Opcode::kADD, t.o, 0b0001, {Assembly::V(t.p, {0, 0, 0, 0}), Assembly::V(t.q, {0, 0, 0, 0})});
    const auto [before, after] = t.RunBoth(4);
    EXPECT_EQ(before, 57.0f);
    EXPECT_EQ(after, before);
    const MInst& mul = t.c.m.code[2];
    EXPECT_EQ(mul.dst.lanes, 0b0011);  // R1.xy
    EXPECT_EQ(mul.src[0].sel[0], 0);   // q's slot reads R0.x (v)
    EXPECT_EQ(mul.src[0].sel[1], 1);   // p's slot reads R0.y (u)
    EXPECT_EQ(mul.src[1].lit[0], 3.0f);
    EXPECT_EQ(mul.src[1].lit[1], 2.0f);
}

// Left alone: the later one reads what the earlier one writes (q = p * 3 reads R1.y); a source
// of the later one is written in between (v is written again between the MULs); a texture
// instruction is in between (its node would change, 3.11.6); the signs differ.
TEST(PackComponents, NotWhenTheLaterCannotMoveOrTheSourcesDiffer) {
    for (int variant = 0; variant < 4; ++variant) {
        Placed t;
        t.c.Op(Opcode::kADD, t.u, 0b0001, {Assembly::Attr(0, {0, 0, 0, 0}), Assembly::Attr(1, {0, 0, 0, 0})});
        t.c.Op(Opcode::kMUL, t.v, 0b0001, {Assembly::Attr(0, {0, 0, 0, 0}), Assembly::Attr(1, {0, 0, 0, 0})});
        t.c.Op(Opcode::kMUL, t.p, 0b0001, {Assembly::V(t.u, {0, 0, 0, 0}), Assembly::Lit({2, 2, 2, 2})});
        if (variant == 1) t.c.Op(Opcode::kMOV, t.v, 0b0001, {Assembly::Attr(2, {0, 0, 0, 0})});
        if (variant == 2) {
            t.c.Op(Opcode::kTEX, t.o, 0b1111, {Assembly::Attr(3)});
            t.c.m.code.back().unit = 0;
        }
        const MSrc first = variant == 0 ? Assembly::V(t.p, {0, 0, 0, 0}) : Assembly::V(t.v, {0, 0, 0, 0}, variant == 3);
        t.c.Op(Opcode::kMUL, t.q, 0b0001, {first, Assembly::Lit({3, 3, 3, 3})});
        const std::size_t size = t.c.m.code.size();
        Physicalize(t.c.m, t.alloc);
        PackComponents(t.c.m);
        EXPECT_EQ(t.c.m.code.size(), size) << "variant " << variant;
    }
}

}  // namespace
}  // namespace tessera::lang::arbfp::writer_detail
