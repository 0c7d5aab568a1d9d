// SPDX-License-Identifier: MIT
// An instruction that computes what an earlier one computed becomes a copy of its result.
//
// The IR's CSE (ir/passes/opt_cse.cpp) merges equal IR values, but selection makes equal
// machine instructions out of different values: `a / s` and `b / s` are each RCP and MUL, so
// the RCP of s is written twice; `tex2D(t, uv).r` and `tex2D(t, uv).g` from two inlined
// functions fetch twice. Such a repeat becomes `MOV dst, earlier`, and the forwarding that
// runs next (forward_moves.cpp) lets its readers read the earlier result directly, so the MOV
// disappears where it can.
//
// Two instructions compute the same thing when they have the same opcode, saturation,
// texture unit and target, and the same sources in every slot they read, where a virtual
// register's lane counts as the same only when the same instruction last wrote it (value
// numbering over lane definitions: the code is straight-line). The earlier result must still
// be in its register where the repeat is. Where the repeat's lanes come from depends on the
// opcode (machine.h): scalar ops and dot products replicate one value into every lane
// written, so any lane of the earlier result will do; everything else computes lane l from
// slot l (or puts the fetched texel's component l in lane l), so the earlier instruction must
// have written every lane the repeat writes.
//
// On the Cg corpora (bench/code_size), about 800 repeated RCPs (a divisor shared by several
// divisions), 200 DP3 and 100 texture fetches.
#include <bit>
#include <cmath>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "lang/arbfp/writer/isel.h"

namespace tessera::lang::arbfp::writer_detail {

namespace {

bool Replicates(Opcode op) {
    return op == Opcode::kDP3 || op == Opcode::kDP4 || op == Opcode::kDPH ||
           (ClassOfOp(op) == OpClass::kScalar && op != Opcode::kSCS);
}

// NaN literals are made by instructions before this runs (legalize.cpp); a key holding one
// could not be ordered, so such an instruction is left alone anyway.
bool Reusable(const MInst& inst) {
    if (inst.dst.kind != DstKind::kVReg || inst.relative || inst.nsrc == 0) return false;
    if (inst.op == Opcode::kMOV || inst.op == Opcode::kSCS || inst.op == Opcode::kKIL) return false;
    for (int s = 0; s < inst.nsrc; ++s)
        if (inst.src[s].kind == SrcKind::kLiteral)
            for (float v : inst.src[s].lit)
                if (std::isnan(v)) return false;
    return true;
}

using LaneDefs = std::vector<std::array<int, 4>>;

// FNV-1a over the numbers' bits. Equal keys have equal bits: the only number == treats as
// equal to another with different bits is -0, and a literal's sign is in the key too.
struct KeyHash {
    std::size_t operator()(const std::vector<double>& key) const {
        std::uint64_t h = 14695981039346656037u;
        for (double d : key) h = (h ^ std::bit_cast<std::uint64_t>(d)) * 1099511628211u;
        return static_cast<std::size_t>(h);
    }
};

// The value an instruction computes, as a flat list of numbers: equal lists, equal results.
std::vector<double> KeyOf(const MInst& inst, const LaneDefs& defs) {
    std::vector<double> key{static_cast<double>(inst.op), inst.sat ? 1.0 : 0.0, static_cast<double>(inst.unit),
                            static_cast<double>(inst.target)};
    key.reserve(4 + 3 * (3 + 4 * 3));
    for (int s = 0; s < inst.nsrc; ++s) {
        const MSrc& src = inst.src[s];
        key.push_back(static_cast<double>(src.kind));
        key.push_back(src.kind == SrcKind::kLiteral ? 0.0 : static_cast<double>(src.id));
        key.push_back(src.neg ? 1.0 : 0.0);
        // Per slot a tag, then what the slot reads: nothing (0), a literal (1, value), a lane
        // of a virtual register (2, lane, its definition) or a component of a binding (3, it).
        const std::uint8_t slots = SlotsRead(inst, s);
        for (int k = 0; k < 4; ++k) {
            if (!(slots & (1u << k))) {
                key.push_back(0);
            } else if (src.kind == SrcKind::kLiteral) {  // -0 is not 0 (RCP), so the sign too
                key.insert(key.end(), {1, src.lit[k], std::signbit(src.lit[k]) ? 1.0 : 0.0});
            } else if (src.kind == SrcKind::kVReg) {
                key.insert(key.end(), {2, static_cast<double>(src.sel[k]),
                                       static_cast<double>(src.sel[k] < 4 ? defs[src.id][src.sel[k]] : -1)});
            } else {
                key.insert(key.end(), {3, static_cast<double>(src.sel[k])});
            }
        }
    }
    return key;
}

// The lane of `earlier`'s result that a copy reads for `later` (a replicated value: any lane
// still holding it), kAllLanes when lane l stands for lane l, or -1 when the result is gone.
constexpr int kAllLanes = 4;
int LaneToCopy(const MInst& earlier, std::size_t e, const MInst& later, const LaneDefs& defs) {
    auto intact = [&](int l) {
        return (earlier.dst.lanes & (1u << l)) && defs[earlier.dst.id][l] == static_cast<int>(e);
    };
    if (Replicates(later.op)) {
        for (int l = 0; l < 4; ++l)
            if (intact(l)) return l;
        return -1;
    }
    for (int l = 0; l < 4; ++l)
        if ((later.dst.lanes & (1u << l)) && !intact(l)) return -1;
    return kAllLanes;
}

MInst CopyOf(const MInst& earlier, const MInst& later, int lane) {
    MInst mov;
    mov.op = Opcode::kMOV;
    mov.dst = later.dst;
    mov.span = later.span;
    mov.nsrc = 1;
    mov.src[0].kind = SrcKind::kVReg;
    mov.src[0].id = earlier.dst.id;
    if (lane != kAllLanes) {
        const auto l = static_cast<std::uint8_t>(lane);
        mov.src[0].sel = {l, l, l, l};
    }
    return mov;
}

}  // namespace

void ReuseEqualResults(Machine& machine) {
    LaneDefs defs(machine.vregs.size(), {-1, -1, -1, -1});
    std::unordered_map<std::vector<double>, std::vector<std::size_t>, KeyHash> computed;
    computed.reserve(machine.code.size());
    for (std::size_t i = 0; i < machine.code.size(); ++i) {
        MInst& inst = machine.code[i];
        if (Reusable(inst)) {
            std::vector<double> key = KeyOf(inst, defs);
            std::vector<std::size_t>& same = computed[key];
            bool reused = false;
            for (auto e = same.rbegin(); e != same.rend() && !reused; ++e) {
                const int lane = LaneToCopy(machine.code[*e], *e, inst, defs);
                if (lane < 0) continue;
                inst = CopyOf(machine.code[*e], inst, lane);
                reused = true;
            }
            // A result register is write-only (3.11.2): a later copy cannot read it.
            if (!reused && machine.vregs[inst.dst.id].output < 0) same.push_back(i);
        }
        if (inst.dst.kind == DstKind::kVReg)
            for (int l = 0; l < 4; ++l)
                if (inst.dst.lanes & (1u << l)) defs[inst.dst.id][l] = static_cast<int>(i);
    }
}

}  // namespace tessera::lang::arbfp::writer_detail
