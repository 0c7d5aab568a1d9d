// SPDX-License-Identifier: MIT
// Moves that only assemble a vector for its readers, read through.
//
// Instruction selection builds a vector whose components live in different places with one
// MOV per place, then reads the vector:
//
//     MOV t.x, -a.y;  MOV t.y, -b.z;  MOV t.z, -c.w;  MOV t.w, -d.x;  ADD r, s, t;
//
// A component-wise instruction computes each lane from the same lane of its sources, so it
// can read the places themselves, one instruction per group of lanes whose sources are the
// same registers (a source swizzle picks any component, a negation is free):
//
//     ADD r.x, s, -a.y;  ADD r.y, s, -b.z;  ADD r.z, s, -c.w;  ADD r.w, s, -d.x;
//
// four instructions for five; two lanes from one register need one instruction between
// them, so `MOV t.x, a.z; MOV t.y, a.w; MOV t.zw, b.xxxy; MUL r, t, k` becomes two MULs.
// Literal lanes form one group (a literal operand holds a value per slot). A positional or
// scalar instruction (DP3, TEX, RCP, ...) cannot be split, so it reads through the moves only
// when all the lanes it reads come from one register. A vector is rewritten only when every
// reader of it can be, and only when that saves instructions: the moves die, the split
// readers cost one instruction per group beyond the first.
//
// This runs on virtual registers before scheduling. A move's source must still hold the
// same value where the reader is: no instruction between them writes the source lane.
// Measured on the Cg corpora (docs/cg.md, bench/code_size): most of the 7,000
// temporary-to-temporary MOVs there were such assemblies.
#include <algorithm>
#include <map>
#include <tuple>

#include "lang/arbfp/writer/isel.h"

namespace tessera::lang::arbfp::writer_detail {

namespace {

constexpr int kNoDef = -1;
constexpr int kManyDefs = -2;

bool IsPlainMove(const MInst& inst) {
    return inst.op == Opcode::kMOV && !inst.sat && !inst.relative && inst.nsrc == 1 &&
           inst.src[0].kind != SrcKind::kNone && inst.dst.kind == DstKind::kVReg;
}

// The instructions that may be split by lane: the result's lane l depends only on slot l of
// each source.
bool SplitsByLane(Opcode op) {
    switch (op) {
        case Opcode::kABS: case Opcode::kADD: case Opcode::kCMP: case Opcode::kFLR:
        case Opcode::kFRC: case Opcode::kLRP: case Opcode::kMAD: case Opcode::kMAX:
        case Opcode::kMIN: case Opcode::kMOV: case Opcode::kMUL: case Opcode::kSGE:
        case Opcode::kSLT: case Opcode::kSUB: return true;
        default: return false;
    }
}

// Where one slot of a reader's operand comes from: the register (kind, id) and the sign;
// `sel` the component, or `lit` the value of a literal.
struct Origin {
    SrcKind kind = SrcKind::kNone;
    std::uint32_t id = 0;
    bool neg = false;
    std::uint8_t sel = 0;
    float lit = 0;
    auto Key() const { return std::make_tuple(kind, kind == SrcKind::kLiteral ? 0u : id, neg); }
};

class Forwarder {
public:
    explicit Forwarder(Machine& m) : m_(m) {}

    // One round: every vector whose readers can all read through its moves, where that
    // saves instructions. Returns whether anything changed.
    bool Round() {
        Index();
        claimed_.assign(m_.code.size(), false);
        replaced_.assign(m_.code.size(), {});
        dead_.assign(m_.code.size(), false);
        bool changed = false;
        for (std::uint32_t t = 0; t < m_.vregs.size(); ++t) changed = TryVector(t) || changed;
        if (changed) Rebuild();
        return changed;
    }

private:
    struct Use {
        std::size_t inst;
        int operand;
    };

    void Index() {
        const std::size_t n = m_.vregs.size();
        lane_def_.assign(n, {kNoDef, kNoDef, kNoDef, kNoDef});
        writes_.assign(n, {});
        readers_.assign(n, {});
        for (std::size_t i = 0; i < m_.code.size(); ++i) {
            const MInst& inst = m_.code[i];
            for (int s = 0; s < inst.nsrc; ++s)
                if (inst.src[s].kind == SrcKind::kVReg) readers_[inst.src[s].id].push_back({i, s});
            if (inst.dst.kind != DstKind::kVReg) continue;
            writes_[inst.dst.id].push_back(i);
            for (int l = 0; l < 4; ++l) {
                if (!(inst.dst.lanes & (1u << l))) continue;
                int& d = lane_def_[inst.dst.id][l];
                d = d == kNoDef ? static_cast<int>(i) : kManyDefs;
            }
        }
    }

    // Whether lane `lane` of vreg `v` is written by an instruction strictly between `from`
    // and `to`.
    bool WrittenBetween(std::uint32_t v, int lane, std::size_t from, std::size_t to) const {
        for (std::size_t w : writes_[v])
            if (w > from && w < to && (m_.code[w].dst.lanes & (1u << lane))) return true;
        return false;
    }

    // Where slot `k` of operand `s` of instruction `i` (which reads vector t) comes from: the
    // move that wrote the lane, or t itself when an instruction other than a move wrote it.
    // False when the lane's move cannot be read through at i.
    bool OriginOf(std::size_t i, int s, int k, Origin& out) const {
        const MSrc& src = m_.code[i].src[s];
        const int lane = src.sel[k];
        const int d = lane < 4 ? lane_def_[src.id][lane] : kNoDef;
        if (d < 0 || !IsPlainMove(m_.code[d])) {
            out = {SrcKind::kVReg, src.id, src.neg, static_cast<std::uint8_t>(lane), 0};
            return d != kManyDefs;
        }
        const MSrc& from = m_.code[d].src[0];
        if (claimed_[d] || static_cast<std::size_t>(d) > i) return false;
        // `MOV t.y, t.x`: t.x may stand in for t.y only if no move wrote it (t's moves die).
        if (from.kind == SrcKind::kVReg && from.id == src.id) {
            const int inner = from.sel[lane] < 4 ? lane_def_[src.id][from.sel[lane]] : kNoDef;
            if (inner < 0 || IsPlainMove(m_.code[inner])) return false;
        }
        if (from.kind == SrcKind::kLiteral) {
            out = {SrcKind::kLiteral, 0, false, 0, src.neg ? -from.lit[lane] : from.lit[lane]};
        } else {
            if (from.kind == SrcKind::kVReg && WrittenBetween(from.id, from.sel[lane], d, i)) return false;
            out = {from.kind, from.id, src.neg != from.neg, from.sel[lane], 0};
        }
        return true;
    }

    // The reader `i` rewritten so that no slot reads t through a move: one copy per group of
    // slots with the same origins. False when it cannot be.
    bool Rewrite(std::size_t i, std::uint32_t t, MCode& out) const {
        const MInst& inst = m_.code[i];
        if (claimed_[i]) return false;
        const bool splits = SplitsByLane(inst.op) && inst.dst.kind != DstKind::kNone &&
                            !(inst.dst.kind == DstKind::kVReg && ReadsVReg(inst, inst.dst.id));
        // Per slot, the origin of every operand that reads t.
        using Key = std::vector<std::tuple<SrcKind, std::uint32_t, bool>>;
        std::map<Key, std::vector<int>> groups;
        std::array<std::array<Origin, 3>, 4> origin{};
        std::uint8_t slots = 0;
        for (int s = 0; s < inst.nsrc; ++s)
            if (inst.src[s].kind == SrcKind::kVReg && inst.src[s].id == t) slots |= SlotsRead(inst, s);
        for (int k = 0; k < 4; ++k) {
            if (!(slots & (1u << k))) continue;
            Key key;
            for (int s = 0; s < inst.nsrc; ++s) {
                if (!(inst.src[s].kind == SrcKind::kVReg && inst.src[s].id == t)) continue;
                if (!(SlotsRead(inst, s) & (1u << k))) continue;
                Origin& o = origin[k][s];
                if (!OriginOf(i, s, k, o)) return false;
                // A split copy must not read a lane an earlier copy wrote.
                if (splits && o.kind == SrcKind::kVReg && inst.dst.kind == DstKind::kVReg && o.id == inst.dst.id)
                    return false;
                key.push_back(o.Key());
            }
            groups[key].push_back(k);
        }
        if (groups.size() > 1 && !splits) return false;
        for (const auto& [key, ks] : groups) {
            MInst copy = inst;
            if (splits) {
                copy.dst.lanes = 0;
                for (int k : ks) copy.dst.lanes |= static_cast<std::uint8_t>(1u << k);
            }
            for (int s = 0; s < inst.nsrc; ++s) {
                if (!(inst.src[s].kind == SrcKind::kVReg && inst.src[s].id == t)) continue;
                MSrc& src = copy.src[s];
                for (int k : ks) {
                    if (!(SlotsRead(inst, s) & (1u << k))) continue;
                    const Origin& o = origin[k][s];
                    src.kind = o.kind;
                    src.id = o.id;
                    src.neg = o.neg;
                    if (o.kind == SrcKind::kLiteral) src.lit[k] = o.lit;
                    else src.sel[k] = o.sel;
                }
            }
            out.push_back(copy);
        }
        return true;
    }

    static bool ReadsVReg(const MInst& inst, std::uint32_t v) {
        for (int s = 0; s < inst.nsrc; ++s)
            if (inst.src[s].kind == SrcKind::kVReg && inst.src[s].id == v) return true;
        return false;
    }

    bool TryVector(std::uint32_t t) {
        if (m_.vregs[t].output >= 0 || readers_[t].empty()) return false;
        std::vector<std::size_t> moves;
        for (std::size_t w : writes_[t]) {
            if (claimed_[w]) return false;
            if (IsPlainMove(m_.code[w])) moves.push_back(w);
        }
        if (moves.empty()) return false;
        std::map<std::size_t, MCode> rewritten;
        int added = 0;
        for (const Use& use : readers_[t]) {
            if (rewritten.count(use.inst)) continue;
            MCode out;
            if (!Rewrite(use.inst, t, out)) return false;
            added += static_cast<int>(out.size()) - 1;
            rewritten[use.inst] = std::move(out);
        }
        if (static_cast<int>(moves.size()) - added <= 0) return false;
        for (auto& [i, out] : rewritten) {
            claimed_[i] = true;
            replaced_[i] = std::move(out);
        }
        for (std::size_t w : moves) {
            claimed_[w] = true;
            dead_[w] = true;
        }
        return true;
    }

    void Rebuild() {
        MCode code;
        code.reserve(m_.code.size());
        for (std::size_t i = 0; i < m_.code.size(); ++i) {
            if (dead_[i]) continue;
            if (replaced_[i].empty()) code.push_back(m_.code[i]);
            else code.insert(code.end(), replaced_[i].begin(), replaced_[i].end());
        }
        m_.code = std::move(code);
    }

    Machine& m_;
    std::vector<std::array<int, 4>> lane_def_;
    std::vector<std::vector<std::size_t>> writes_;
    std::vector<std::vector<Use>> readers_;
    std::vector<bool> claimed_, dead_;
    std::vector<MCode> replaced_;
};

}  // namespace

void ForwardAssembledVectors(Machine& machine) {
    Forwarder forwarder(machine);
    for (int round = 0; round < 4 && forwarder.Round(); ++round) {
    }
}

}  // namespace tessera::lang::arbfp::writer_detail
