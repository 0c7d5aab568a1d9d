// SPDX-License-Identifier: MIT
// A value computed only to be moved: its instruction writes the move's destination instead.
//
// After ForwardAssembledVectors, the moves left are those some reader could not read
// through (a DP3 of lanes from three registers, a result register, a vector read by many
// instructions). Where such a move copies all of one instruction's result,
//
//     RCP s.x, a.y;  ...  MOV t.z, s.x;        MUL s.xy, a, b;  ...  MOV t.zw, s.yyyx;
//
// the instruction can write the move's lanes itself (`RCP t.z, a.y`; `MUL t.zw, a.yyyx,
// b.yyyx`: a component-wise instruction computes lane l from slot l of its sources, so its
// swizzles follow the lanes), and the move goes. The other readers of s read the same value
// in t's lanes. That is sound when t's lanes have no other writer (so they hold the value
// from the instruction on, wherever s was read), s has no other writer, and, when t is a
// result register (write-only, 3.11.2), nothing else reads s. Instructions whose result
// lane l must be component l (TEX, XPD, LIT) or whose lanes differ (DST, SCS) are left.
//
// Runs on virtual registers after forwarding, before lanes are narrowed and registers
// allocated.
#include <vector>

#include "lang/arbfp/writer/isel.h"

namespace tessera::lang::arbfp::writer_detail {

namespace {

enum class Retarget { kNo, kPermute, kReplicated };

// How an instruction's destination lanes may move: component-wise instructions permute
// their source swizzles with them; the others here replicate one value to every lane.
Retarget HowToRetarget(Opcode op) {
    switch (op) {
        case Opcode::kABS: case Opcode::kADD: case Opcode::kCMP: case Opcode::kFLR:
        case Opcode::kFRC: case Opcode::kLRP: case Opcode::kMAD: case Opcode::kMAX:
        case Opcode::kMIN: case Opcode::kMOV: case Opcode::kMUL: case Opcode::kSGE:
        case Opcode::kSLT: case Opcode::kSUB: return Retarget::kPermute;
        case Opcode::kDP3: case Opcode::kDP4: case Opcode::kDPH: case Opcode::kRCP:
        case Opcode::kRSQ: case Opcode::kEX2: case Opcode::kLG2: case Opcode::kSIN:
        case Opcode::kCOS: case Opcode::kPOW: return Retarget::kReplicated;
        default: return Retarget::kNo;
    }
}

struct Use {
    std::uint32_t inst;
    int src;
};

class MoveWriter {
  public:
    explicit MoveWriter(Machine& m) : m_(m), defs_(m.vregs.size()), uses_(m.vregs.size()), dead_(m.code.size()) {
        for (std::uint32_t i = 0; i < m_.code.size(); ++i) {
            const MInst& inst = m_.code[i];
            if (inst.dst.kind == DstKind::kVReg) defs_[inst.dst.id].push_back(i);
            for (int s = 0; s < inst.nsrc; ++s)
                if (inst.src[s].kind == SrcKind::kVReg) uses_[inst.src[s].id].push_back({i, s});
        }
    }

    void Run() {
        for (std::uint32_t i = 0; i < m_.code.size(); ++i) TryMove(i);
        EraseMarked(m_.code, dead_);
    }

  private:
    bool IsOutput(const MDst& dst) const {
        return dst.kind == DstKind::kOutput || (dst.kind == DstKind::kVReg && m_.vregs[dst.id].output >= 0);
    }

    void TryMove(std::uint32_t i) {
        const MInst& move = m_.code[i];
        if (move.op != Opcode::kMOV || move.sat || move.relative || move.nsrc != 1) return;
        const MSrc& from = move.src[0];
        if (from.kind != SrcKind::kVReg || from.neg || defs_[from.id].size() != 1) return;
        const std::uint32_t d = defs_[from.id][0];
        MInst& def = m_.code[d];
        const Retarget how = HowToRetarget(def.op);
        if (d >= i || how == Retarget::kNo || def.relative) return;
        if (move.dst.kind == DstKind::kOutput && m_.output_component[move.dst.id] >= 0) return;
        if (move.dst.kind == DstKind::kVReg && (m_.vregs[move.dst.id].fixed || move.dst.id == from.id)) return;
        if (!OnlyWriter(i)) return;
        // lane_of[l]: the lane of t that receives lane l of s; every lane s has, exactly once.
        std::array<int, 4> lane_of{-1, -1, -1, -1};
        std::uint8_t covered = 0;
        for (int l = 0; l < 4; ++l) {
            if (!(move.dst.lanes >> l & 1)) continue;
            const int lane = from.sel[l];
            if (lane_of[lane] >= 0) return;
            lane_of[lane] = l;
            covered |= static_cast<std::uint8_t>(1u << lane);
        }
        if (covered != def.dst.lanes) return;
        if (IsOutput(move.dst) && uses_[from.id].size() != 1) return;
        Rewrite(i, d, how, lane_of);
    }

    // No instruction but the move writes its lanes of t.
    bool OnlyWriter(std::uint32_t i) const {
        const MDst& dst = m_.code[i].dst;
        if (dst.kind != DstKind::kVReg) {
            for (std::uint32_t k = 0; k < m_.code.size(); ++k)
                if (k != i && !dead_[k] && m_.code[k].dst.kind == dst.kind && m_.code[k].dst.id == dst.id &&
                    (m_.code[k].dst.lanes & dst.lanes))
                    return false;
            return true;
        }
        for (std::uint32_t k : defs_[dst.id])
            if (k != i && (m_.code[k].dst.lanes & dst.lanes)) return false;
        return true;
    }

    void Rewrite(std::uint32_t i, std::uint32_t d, Retarget how, const std::array<int, 4>& lane_of) {
        const MInst move = m_.code[i];
        const std::uint32_t s = move.src[0].id;
        MInst& def = m_.code[d];
        if (how == Retarget::kPermute) {
            for (int k = 0; k < def.nsrc; ++k) {
                MSrc old = def.src[k];
                for (int l = 0; l < 4; ++l) {
                    if (lane_of[l] < 0) continue;
                    def.src[k].sel[lane_of[l]] = old.sel[l];
                    def.src[k].lit[lane_of[l]] = old.lit[l];
                }
            }
        }
        def.dst = move.dst;
        dead_[i] = true;
        if (move.dst.kind == DstKind::kVReg) defs_[move.dst.id].push_back(d);
        defs_[s].clear();
        // The other readers of s read t's lanes.
        for (const Use& use : uses_[s]) {
            if (use.inst == i) continue;
            MSrc& src = m_.code[use.inst].src[use.src];
            src.id = move.dst.id;
            for (int slot = 0; slot < 4; ++slot) src.sel[slot] = static_cast<std::uint8_t>(std::max(lane_of[src.sel[slot]], 0));
            uses_[move.dst.id].push_back(use);
        }
        uses_[s].clear();
    }

    Machine& m_;
    std::vector<std::vector<std::uint32_t>> defs_;
    std::vector<std::vector<Use>> uses_;
    std::vector<bool> dead_;
};

}  // namespace

void WriteIntoMoves(Machine& machine) { MoveWriter(machine).Run(); }

}  // namespace tessera::lang::arbfp::writer_detail
