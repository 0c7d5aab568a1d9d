// SPDX-License-Identifier: MIT
// Instruction selection, the clean-ups after the walk: moves coalesced into the
// instructions that compute their values, and the last write of a value sent straight to
// its result register when nothing else reads it (cgc's `MUL result.color, ...`).
#include <algorithm>
#include <bit>

#include "lang/arbfp/writer/selector.h"

namespace tessera::lang::arbfp::writer_detail {

// Coalescing: `MOV R.mask, s` where s is read by nothing else and made by one instruction
// becomes that instruction writing R's lanes directly. This is what makes a constructor of
// computed scalars (float4(rcp(x), rsqrt(y), ...)) cost no MOV: each scalar instruction
// writes its own component of the vector.
void Selector::CoalesceMoves() {
    std::vector<int> reads(m_.vregs.size(), 0);
    std::vector<std::vector<std::size_t>> defs(m_.vregs.size());
    for (std::size_t i = 0; i < m_.code.size(); ++i) {
        const MInst& inst = m_.code[i];
        for (int s = 0; s < inst.nsrc; ++s)
            if (inst.src[s].kind == SrcKind::kVReg) ++reads[inst.src[s].id];
        if (inst.dst.kind == DstKind::kVReg) defs[inst.dst.id].push_back(i);
    }
    std::vector<bool> dead(m_.code.size(), false);
    for (std::size_t i = 0; i < m_.code.size(); ++i) {
        MInst& mov = m_.code[i];
        if (mov.op != Opcode::kMOV || mov.dst.kind != DstKind::kVReg) continue;
        const MSrc src = mov.src[0];
        if (src.kind != SrcKind::kVReg || src.neg || src.id == mov.dst.id || reads[src.id] != 1 ||
            defs[src.id].size() != 1 || defs[src.id][0] >= i)
            continue;
        const int width = m_.vregs[src.id].width;
        if (std::popcount(mov.dst.lanes) != width) continue;
        // Lane l of s goes to lane to[l] of R; every lane of s exactly once.
        std::array<int, 4> to{-1, -1, -1, -1};
        bool ok = true;
        for (int k = 0; k < 4 && ok; ++k) {
            if (!(mov.dst.lanes & (1u << k))) continue;
            const int l = src.sel[k];
            ok = l < width && to[l] < 0;
            if (ok) to[l] = k;
        }
        MInst& def = m_.code[defs[src.id][0]];
        for (int k = 0; ok && k < def.nsrc; ++k)
            ok = !(def.src[k].kind == SrcKind::kVReg && def.src[k].id == src.id);
        if (!ok || def.dst.lanes != Mask(width)) continue;
        if (HasFixedDestination(def.op)) {
            for (int l = 0; l < width; ++l) ok = ok && to[l] == l;
            if (!ok) continue;
            m_.vregs[mov.dst.id].fixed = true;
        }
        if (ClassOfOp(def.op) == OpClass::kComponentWise) {
            for (int k = 0; k < def.nsrc; ++k) {
                MSrc moved = def.src[k];
                for (int l = 0; l < width; ++l) {
                    moved.sel[to[l]] = def.src[k].sel[l];
                    moved.lit[to[l]] = def.src[k].lit[l];
                }
                def.src[k] = moved;
            }
        }
        def.dst.id = mov.dst.id;
        def.dst.lanes = mov.dst.lanes;
        def.sat = def.sat || mov.sat;
        defs[mov.dst.id].push_back(defs[src.id][0]);
        dead[i] = true;
    }
    MCode kept;
    for (std::size_t i = 0; i < m_.code.size(); ++i)
        if (!dead[i]) kept.push_back(m_.code[i]);
    m_.code = std::move(kept);
}

// The peephole of the essay: `MOV result.x, v` where v is read by nothing else becomes a
// direct write of v's instructions to the result register.
void Selector::PeepholeOutputs() {
    std::vector<int> reads(m_.vregs.size(), 0);
    for (const MInst& inst : m_.code)
        for (int s = 0; s < inst.nsrc; ++s)
            if (inst.src[s].kind == SrcKind::kVReg) ++reads[inst.src[s].id];
    std::vector<bool> dead(m_.code.size(), false);
    for (std::size_t i = 0; i < m_.code.size(); ++i) {
        MInst& mov = m_.code[i];
        if (mov.op != Opcode::kMOV || mov.dst.kind != DstKind::kOutput) continue;
        const MSrc& s = mov.src[0];
        if (s.kind != SrcKind::kVReg || s.neg || reads[s.id] != 1 || m_.vregs[s.id].output >= 0) continue;
        const VReg& vr = m_.vregs[s.id];
        const bool scalar = m_.output_component[mov.dst.id] >= 0;
        if (scalar ? (vr.width != 1 || vr.fixed) : (vr.width != std::popcount(mov.dst.lanes))) continue;
        bool identity = true;
        for (int l = 0; l < vr.width; ++l) identity = identity && s.sel[l] == l;
        std::vector<std::uint32_t> defs;
        for (std::size_t d = 0; d < m_.code.size(); ++d)
            if (!dead[d] && m_.code[d].dst.kind == DstKind::kVReg && m_.code[d].dst.id == s.id)
                defs.push_back(static_cast<std::uint32_t>(d));
        bool ok = identity && !defs.empty();
        for (std::uint32_t d : defs) {
            ok = ok && d < i;
            for (int k = 0; ok && k < m_.code[d].nsrc; ++k)
                ok = !(m_.code[d].src[k].kind == SrcKind::kVReg && m_.code[d].src[k].id == s.id);
        }
        // Nothing else may write the same result register between the first definition and
        // the MOV (two stores to one output keep their order).
        for (std::size_t k = ok ? defs.front() : i; k < i && ok; ++k) {
            const MDst& other = m_.code[k].dst;
            ok = dead[k] || other.kind != DstKind::kOutput || other.id != mov.dst.id;
        }
        if (!ok) continue;
        for (std::uint32_t d : defs) {
            m_.code[d].dst.kind = DstKind::kOutput;
            m_.code[d].dst.id = mov.dst.id;
            m_.code[d].sat = m_.code[d].sat || mov.sat;
        }
        m_.vregs[s.id].output = static_cast<int>(mov.dst.id);
        dead[i] = true;
    }
    MCode kept;
    for (std::size_t i = 0; i < m_.code.size(); ++i)
        if (!dead[i]) kept.push_back(m_.code[i]);
    m_.code = std::move(kept);
}

}  // namespace tessera::lang::arbfp::writer_detail
