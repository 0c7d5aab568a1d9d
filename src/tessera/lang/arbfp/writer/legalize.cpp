// SPDX-License-Identifier: MIT
// Legalization for targets without CMP, LRP and _SAT: ARB vertex programs (2.14.5 lists
// neither, and 2.14.4 has no saturation), rewritten after selection so that instruction
// selection stays one mechanism for both targets.
//
//   CMP d, a, b, c   (d = a < 0 ? b : c)     SLT t, a, 0;  SGE s, a, 0;  MUL u, c, s;
//                                            MAD d, b, t, u
//   LRP d, f, a, b   (d = f*a + (1-f)*b)     SUB u, a, b;  MAD d, f, u, b
//   OP_SAT d, ...                            OP t, ...;  MAX t, t, 0;  MIN d, t, 1
//
// The CMP form keeps the selected value exact: t and s are exactly 0 or 1, so b*t + c*s is
// b or c itself (plus 0), where the shorter (b - c)*t + c would round b away when b and c
// differ in magnitude. Like CMP, it picks c for -0 and for NaN (SLT and SGE are both false
// on NaN, which gives 0 instead of c: the one difference, documented in docs/cg.md). An
// infinite b or c makes the product with 0 NaN; ARBvp has no way around that without CMP.
// LRP's form is the spec's own definition (3.11.5.14) rearranged with one rounding more,
// as in every GPU that has no LRP. A saturated result goes through a temporary because
// ARBvp's result registers are write-only.
//
// Non-finite literals, on both targets. Neither grammar has a token for infinity or NaN
// (3.11.3's <floatConstant> is digits and an exponent). Infinity is written as 1e39, a
// number beyond the float range that every reader rounds to infinity (printer.cpp). NaN
// has no such spelling, so a literal operand holding one becomes a temporary computed by
//   MUL t, { x | 1e39 }, { 1 | 0 }
// lane by lane: a finite or infinite value times 1 is itself (also -0), and inf * 0 is
// NaN under IEEE rules, which our processor (runtime/exec/alu.h) and Mesa both follow. The
// spec does not define arithmetic on NaN (GL 1.4 section 2.1.1), so this is best effort:
// it keeps what the IR says and is accepted everywhere, where a literal `nan` would not
// even be read. The constant folder could refuse to fold to NaN instead, but a NaN
// literal can also come from IR text or a front end, so the writer must handle it anyway.
#include <algorithm>
#include <cmath>

#include "lang/arbfp/writer/isel.h"

namespace tessera::lang::arbfp::writer_detail {

namespace {

class Legalizer {
public:
    explicit Legalizer(Machine& m) : m_(m) {}

    void Run() {
        MCode code = std::move(m_.code);
        m_.code.clear();
        for (const MInst& inst : code) Rewrite(inst);
    }

private:
    /// A new virtual register with the lanes `dst` writes (fixed when `op` needs it).
    MDst Temp(const MDst& dst, Opcode op) {
        int width = 1;
        for (int l = 0; l < 4; ++l)
            if (dst.lanes & (1u << l)) width = l + 1;
        m_.vregs.push_back(VReg{static_cast<std::uint8_t>(width), HasFixedDestination(op), -1});
        return MDst{DstKind::kVReg, static_cast<std::uint32_t>(m_.vregs.size() - 1), dst.lanes};
    }
    static MSrc Read(const MDst& temp) {
        MSrc s;
        s.kind = SrcKind::kVReg;
        s.id = temp.id;
        return s;
    }
    static MSrc Literal(float value) {
        MSrc s;
        s.kind = SrcKind::kLiteral;
        s.lit = {value, value, value, value};
        return s;
    }
    void Add(const MInst& like, Opcode op, MDst dst, std::initializer_list<MSrc> srcs) {
        MInst inst;
        inst.op = op;
        inst.dst = dst;
        inst.span = like.span;
        for (const MSrc& s : srcs) inst.src[inst.nsrc++] = s;
        m_.code.push_back(inst);
    }
    /// `inst` with its result saturated: computed into a temporary, then clamped to [0, 1].
    void Saturated(MInst inst) {
        const MDst final_dst = inst.dst;
        const MDst t = Temp(final_dst, inst.op);
        inst.sat = false;
        inst.dst = t;
        m_.code.push_back(inst);
        Add(inst, Opcode::kMAX, t, {Read(t), Literal(0)});
        Add(inst, Opcode::kMIN, final_dst, {Read(t), Literal(1)});
    }
    void Rewrite(const MInst& inst) {
        if (inst.op == Opcode::kCMP) {
            const MDst t = Temp(inst.dst, Opcode::kSLT), s = Temp(inst.dst, Opcode::kSGE);
            const MDst u = Temp(inst.dst, Opcode::kMUL);
            Add(inst, Opcode::kSLT, t, {inst.src[0], Literal(0)});
            Add(inst, Opcode::kSGE, s, {inst.src[0], Literal(0)});
            Add(inst, Opcode::kMUL, u, {inst.src[2], Read(s)});
            Emit(inst, Opcode::kMAD, {inst.src[1], Read(t), Read(u)});
        } else if (inst.op == Opcode::kLRP) {
            const MDst u = Temp(inst.dst, Opcode::kSUB);
            Add(inst, Opcode::kSUB, u, {inst.src[1], inst.src[2]});
            Emit(inst, Opcode::kMAD, {inst.src[0], Read(u), inst.src[2]});
        } else if (inst.sat) {
            Saturated(inst);
        } else {
            m_.code.push_back(inst);
        }
    }
    /// The last instruction of a rewrite: `inst`'s destination and saturation, new sources.
    void Emit(const MInst& inst, Opcode op, std::initializer_list<MSrc> srcs) {
        MInst out = inst;
        out.op = op;
        out.nsrc = 0;
        for (const MSrc& s : srcs) out.src[out.nsrc++] = s;
        if (out.sat) Saturated(out);
        else m_.code.push_back(out);
    }

    Machine& m_;
};

}  // namespace

void LegalizeSelects(Machine& machine) { Legalizer(machine).Run(); }

void MaterializeNaNLiterals(Machine& machine) {
    MCode code = std::move(machine.code);
    machine.code.clear();
    for (MInst inst : code) {
        for (int s = 0; s < inst.nsrc; ++s) {
            MSrc& src = inst.src[s];
            if (src.kind != SrcKind::kLiteral) continue;
            std::uint8_t slots = SlotsRead(inst, s);
            if (slots == 0) slots = 1;
            MInst mul;
            mul.op = Opcode::kMUL;
            mul.span = inst.span;
            mul.nsrc = 2;
            mul.src[0].kind = mul.src[1].kind = SrcKind::kLiteral;
            for (int k = 0; k < 4; ++k) {
                const bool nan = (slots & (1u << k)) && std::isnan(src.lit[k]);
                mul.src[0].lit[k] = nan ? INFINITY : src.lit[k];
                mul.src[1].lit[k] = nan ? 0.0f : 1.0f;
                if (nan) mul.dst.lanes |= static_cast<std::uint8_t>(1u << k);
            }
            if (mul.dst.lanes == 0) continue;
            mul.dst.lanes = slots;  // the other read lanes keep their values (times 1)
            machine.vregs.push_back(VReg{4, false, -1});
            mul.dst.kind = DstKind::kVReg;
            mul.dst.id = static_cast<std::uint32_t>(machine.vregs.size() - 1);
            machine.code.push_back(mul);
            src = MSrc{};
            src.kind = SrcKind::kVReg;
            src.id = mul.dst.id;  // slot k reads lane k
        }
        machine.code.push_back(inst);
    }
}

}  // namespace tessera::lang::arbfp::writer_detail
