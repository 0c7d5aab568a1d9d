// SPDX-License-Identifier: MIT
// One-lane instructions that do the same to lanes of the same registers, done as one.
//
// The IR packs operations on lanes of the same vectors (ir/passes/opt_vector_pack.cpp), but
// selection makes more: two uniforms that share a parameter register, a value read through
// its moves, a difference kept for a comparison. What is left looks like
//
//     ADD p.x, a.y, -c[3].x;  ...  ADD q.x, a.w, -c[3].z;
//
// and is one instruction, `ADD q.xy, a.yw, -c[3].xz`, when the later one can move up to the
// earlier: none of its sources is written in between, and it does not read the earlier one's
// register. The later result becomes a new lane of the earlier one's register (lanes are free
// until register allocation places them, machine.h), and its readers read that lane. Only
// component-wise instructions (lane l from slot l) whose sources are the same registers with
// the same signs, slot by slot (literals may differ: a literal holds a value per slot).
//
// Runs on virtual registers after the moves are read through, before lanes are narrowed.
#include <vector>

#include "lang/arbfp/writer/isel.h"

namespace tessera::lang::arbfp::writer_detail {

namespace {

/// How far back a one-lane instruction looks for a partner.
constexpr std::size_t kWindow = 32;

bool Packable(Opcode op) {
    switch (op) {
        case Opcode::kABS: case Opcode::kADD: case Opcode::kCMP: case Opcode::kFLR:
        case Opcode::kFRC: case Opcode::kLRP: case Opcode::kMAD: case Opcode::kMAX:
        case Opcode::kMIN: case Opcode::kMUL: case Opcode::kSGE: case Opcode::kSLT:
        case Opcode::kSUB: return true;
        default: return false;
    }
}

int OnlyLane(std::uint8_t lanes) {
    for (int l = 0; l < 4; ++l)
        if (lanes == (1u << l)) return l;
    return -1;
}

class LanePacker {
  public:
    explicit LanePacker(Machine& m) : m_(m), defs_(m.vregs.size()), readers_(m.vregs.size()), dead_(m.code.size()) {
        for (std::uint32_t i = 0; i < m_.code.size(); ++i) {
            const MInst& inst = m_.code[i];
            if (inst.dst.kind == DstKind::kVReg) defs_[inst.dst.id].push_back(i);
            for (int s = 0; s < inst.nsrc; ++s)
                if (inst.src[s].kind == SrcKind::kVReg) readers_[inst.src[s].id].push_back(i);
        }
    }

    void Run() {
        for (std::uint32_t i = 0; i < m_.code.size(); ++i) {
            if (!Candidate(i)) continue;
            for (std::uint32_t j = i; j-- > 0 && i - j <= kWindow;) {
                if (dead_[j]) continue;
                if (Writes(j, m_.code[i])) break;  // a source of i changes: i cannot move above j
                if (Partners(j, i)) {
                    Merge(j, i);
                    break;
                }
            }
        }
        EraseMarked(m_.code, dead_);
    }

  private:
    bool PlainVReg(const MDst& dst) const {
        return dst.kind == DstKind::kVReg && m_.vregs[dst.id].output < 0 && !m_.vregs[dst.id].fixed;
    }

    // A one-lane result in a register no other instruction writes.
    bool Candidate(std::uint32_t i) const {
        const MInst& inst = m_.code[i];
        return Packable(inst.op) && !inst.relative && PlainVReg(inst.dst) && OnlyLane(inst.dst.lanes) >= 0 &&
               defs_[inst.dst.id].size() == 1;
    }

    // Instruction j writes a register `later` reads.
    bool Writes(std::uint32_t j, const MInst& later) const {
        const MInst& inst = m_.code[j];
        if (inst.dst.kind != DstKind::kVReg) return false;
        for (int s = 0; s < later.nsrc; ++s)
            if (later.src[s].kind == SrcKind::kVReg && later.src[s].id == inst.dst.id) return true;
        return false;
    }

    bool Partners(std::uint32_t j, std::uint32_t i) const {
        const MInst& a = m_.code[j];
        const MInst& b = m_.code[i];
        if (a.relative || !PlainVReg(a.dst)) return false;
        if (a.dst.id == b.dst.id || m_.vregs[a.dst.id].width >= 4) return false;
        return SameOperationOnSameSources(a, b);
    }

    // i's lane becomes a new lane n of j's register.
    void Merge(std::uint32_t j, std::uint32_t i) {
        MInst& into = m_.code[j];
        const MInst from = m_.code[i];
        VReg& q = m_.vregs[into.dst.id];
        const int n = q.width++;
        const int l = OnlyLane(from.dst.lanes);
        into.dst.lanes |= static_cast<std::uint8_t>(1u << n);
        for (int s = 0; s < into.nsrc; ++s) {
            into.src[s].sel[n] = from.src[s].sel[l];
            into.src[s].lit[n] = from.src[s].lit[l];
        }
        dead_[i] = true;
        for (std::uint32_t r : readers_[from.dst.id]) {
            for (int s = 0; s < m_.code[r].nsrc; ++s) {
                MSrc& src = m_.code[r].src[s];
                if (src.kind != SrcKind::kVReg || src.id != from.dst.id) continue;
                src.id = into.dst.id;
                src.sel.fill(static_cast<std::uint8_t>(n));  // the register has one lane
            }
            readers_[into.dst.id].push_back(r);
        }
        readers_[from.dst.id].clear();
    }

    Machine& m_;
    std::vector<std::vector<std::uint32_t>> defs_;
    std::vector<std::vector<std::uint32_t>> readers_;
    std::vector<bool> dead_;
};

}  // namespace

void PackOneLaneInstructions(Machine& machine) { LanePacker(machine).Run(); }

}  // namespace tessera::lang::arbfp::writer_detail
