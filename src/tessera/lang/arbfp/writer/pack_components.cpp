// SPDX-License-Identifier: MIT
// After register allocation: instructions doing the same to components of the same TEMPs,
// done as one.
//
// pack_lanes.cpp merges one-lane instructions whose sources are the same virtual registers.
// Allocation then puts different virtual registers in components of one TEMP, and the code
// shows pairs it could not see:
//
//     MUL R1.y, R0.x, c[1].z;
//     MUL R1.x, R0.y, c[1].z;     ->     MUL R1.xy, R0.yxxx, c[1].z;
//
// (lanczos16: a FRC result and an ADD result that allocation placed in R0.x and R0.y.) Two
// component-wise instructions with the same opcode and saturation, writing disjoint
// components of one register, whose sources are the same registers with the same signs slot
// by slot (literals may differ: the pool holds a value per component) are one, where the
// later can move up to the earlier: nothing in between writes what it reads, reads or writes
// what it writes, and the later does not read what the earlier writes (ARB_fragment_program
// 3.11.4: an instruction reads all its sources before it writes). A texture instruction in
// between stops the search, so no fetch's node changes (3.11.6's indirections). Registers and
// TEMP count stay as allocation left them.
//
// To make "the same register" a plain comparison, the code is first rewritten with one
// virtual register per TEMP whose lane c is component c (Physicalize): the identity
// allocation that comes back prints the same program.
#include <algorithm>
#include <vector>

#include "lang/arbfp/writer/machine.h"

namespace tessera::lang::arbfp::writer_detail {

namespace {

/// How far back an instruction looks for a partner (the corpora: 8 finds 97% of what 32 does).
constexpr std::size_t kWindow = 16;

std::uint8_t Bit(int c) { return static_cast<std::uint8_t>(1u << c); }

/// The slots of `inst`'s source `s` that `lanes` of a component-wise destination read, or all
/// the slots another class of instruction reads.
std::uint8_t Slots(const MInst& inst, int s) {
    if (inst.relative) return s == 0 ? 0xF : 0x1;  // the address is read as a scalar (ARL)
    return SlotsRead(inst, s);
}

/// The components of register `id` that `inst` reads (sources in physical form).
std::uint8_t ComponentsRead(const MInst& inst, std::uint32_t id) {
    std::uint8_t read = 0;
    for (int s = 0; s < inst.nsrc; ++s) {
        const MSrc& src = inst.src[s];
        if (src.kind != SrcKind::kVReg || src.id != id) continue;
        const std::uint8_t slots = Slots(inst, s);
        for (int k = 0; k < 4; ++k)
            if (slots & Bit(k)) read |= Bit(src.sel[k]);
    }
    return read;
}

bool SameRegister(const MDst& a, const MDst& b) { return a.kind == b.kind && a.id == b.id; }

class ComponentPacker {
  public:
    explicit ComponentPacker(Machine& m) : m_(m), dead_(m.code.size()) {}

    void Run() {
        for (std::size_t i = 0; i < m_.code.size(); ++i) {
            if (!Packable(m_.code[i])) continue;
            for (std::size_t j = i; j-- > 0 && i - j <= kWindow;) {
                if (dead_[j]) continue;
                if (Partners(m_.code[j], m_.code[i])) {
                    Merge(m_.code[j], m_.code[i]);
                    dead_[i] = true;
                    break;
                }
                if (Blocks(m_.code[j], m_.code[i])) break;
            }
        }
        EraseMarked(m_.code, dead_);
    }

  private:
    // A component-wise instruction writing a TEMP or a vector result register.
    bool Packable(const MInst& inst) const {
        if (ClassOfOp(inst.op) != OpClass::kComponentWise || IsFlowInstruction(inst.op) || inst.relative ||
            inst.update_cc || inst.has_condition)
            return false;
        if (inst.dst.kind == DstKind::kVReg) return true;
        return inst.dst.kind == DstKind::kOutput && m_.output_component[inst.dst.id] < 0;
    }

    bool Partners(const MInst& a, const MInst& b) const {
        if (!Packable(a) || !SameOperationOnSameSources(a, b) || !SameRegister(a.dst, b.dst) ||
            (a.dst.lanes & b.dst.lanes))
            return false;
        return b.dst.kind != DstKind::kVReg || !(ComponentsRead(b, b.dst.id) & a.dst.lanes);
    }

    // `later` cannot move above `between`.
    bool Blocks(const MInst& between, const MInst& later) const {
        if (IsTextureInstruction(between.op) || IsFlowInstruction(between.op) || between.relative) return true;
        if (between.dst.kind == DstKind::kVReg && (ComponentsRead(later, between.dst.id) & between.dst.lanes))
            return true;
        if (SameRegister(between.dst, later.dst) && (between.dst.lanes & later.dst.lanes)) return true;
        return later.dst.kind == DstKind::kVReg && (ComponentsRead(between, later.dst.id) & later.dst.lanes);
    }

    static void Merge(MInst& into, const MInst& from) {
        for (int c = 0; c < 4; ++c) {
            if (!(from.dst.lanes & Bit(c))) continue;
            for (int s = 0; s < into.nsrc; ++s) {
                into.src[s].sel[c] = from.src[s].sel[c];
                into.src[s].lit[c] = from.src[s].lit[c];
            }
        }
        into.dst.lanes |= from.dst.lanes;
    }

    Machine& m_;
    std::vector<bool> dead_;
};

// `inst` with TEMP numbers for registers and components for lanes (see the file comment).
MInst Physical(const MInst& inst, const Allocation& alloc) {
    MInst out = inst;
    // The component a slot selecting `sel` reads: a virtual register's lane is where
    // allocation put it; an attribute's or parameter's selector is a component already.
    auto component = [&](const MSrc& src, std::uint8_t sel) {
        return src.kind == SrcKind::kVReg ? alloc.where[src.id].comp[sel] : sel;
    };
    const bool in_temp = inst.dst.kind == DstKind::kVReg && alloc.where[inst.dst.id].temp >= 0;
    const bool moves_slots = in_temp && ClassOfOp(inst.op) == OpClass::kComponentWise;
    for (int s = 0; s < inst.nsrc; ++s) {
        const MSrc& src = inst.src[s];
        if (moves_slots && !(inst.relative && s == 1)) {
            // Component-wise: the component lane l is written to reads slot l, so the slot
            // moves there (a relative MOV's address stays a scalar in slot 0).
            const Location& to = alloc.where[inst.dst.id];
            for (int l = 0; l < 4; ++l) {
                if (!(inst.dst.lanes & Bit(l))) continue;
                out.src[s].sel[to.comp[l]] = component(src, src.sel[l]);
                out.src[s].lit[to.comp[l]] = src.lit[l];
            }
        } else {
            for (int k = 0; k < 4; ++k) out.src[s].sel[k] = component(src, src.sel[k]);
        }
        // The emitter prints a register no TEMP holds as R0 (never read: a result register).
        if (src.kind == SrcKind::kVReg)
            out.src[s].id = static_cast<std::uint32_t>(std::max(alloc.where[src.id].temp, 0));
    }
    if (in_temp) {
        const Location& to = alloc.where[inst.dst.id];
        out.dst.id = static_cast<std::uint32_t>(to.temp);
        out.dst.lanes = 0;
        for (int l = 0; l < 4; ++l)
            if (inst.dst.lanes & Bit(l)) out.dst.lanes |= Bit(to.comp[l]);
    } else if (inst.dst.kind == DstKind::kVReg) {
        out.dst.kind = DstKind::kOutput;  // allocation placed it in a result register
        out.dst.id = static_cast<std::uint32_t>(alloc.where[inst.dst.id].output);
    }
    return out;
}

}  // namespace

Allocation Physicalize(Machine& machine, const Allocation& alloc) {
    for (MInst& inst : machine.code) inst = Physical(inst, alloc);
    Allocation identity;
    identity.temps = alloc.temps;
    identity.where.resize(static_cast<std::size_t>(alloc.temps));
    for (int t = 0; t < alloc.temps; ++t) identity.where[static_cast<std::size_t>(t)].temp = t;
    machine.vregs.assign(static_cast<std::size_t>(alloc.temps), VReg{});
    return identity;
}

void PackComponents(Machine& machine) { ComponentPacker(machine).Run(); }

}  // namespace tessera::lang::arbfp::writer_detail
