// SPDX-License-Identifier: MIT
// Register allocation: virtual registers to components of TEMPs, fewest TEMPs first.
//
// The code is one straight block, so liveness is an interval per virtual register: from its
// first definition to its last read (or last definition, for a value nobody reads). A
// linear scan over the scheduled code gives each virtual register, at its first definition,
// components of a TEMP that are free for its whole interval:
// - components freed by sources that die at this instruction are reusable by its own
//   destination (ARBfp reads every operand before writing, 3.11.4), so `ADD R0.x, R0.x, R0.y`
//   is fine;
// - a register whose instruction fixes its layout (TEX, XPD, LIT) gets lane l in component
//   l; any other register may take any free components, in any order, because every source
//   swizzle and write mask is rewritten through the mapping. That is component packing: a
//   scalar lands in a free component of a TEMP another value half uses;
// - among the TEMPs that fit, the one left with the fewest free components (best fit), so
//   scalars pack tightly and whole TEMPs stay free for vectors; a new TEMP only when none
//   fits. With intervals on a line the greedy scan needs no more TEMPs than the widest point
//   needs components rounded up, except where fixed layouts fragment it.
// Texture awareness (3.11.6): a texture instruction writing a TEMP that an ALU instruction
// of the current node touched starts a new indirection, so a fetch prefers TEMPs the node's
// arithmetic has not touched.
#include <algorithm>
#include <array>
#include <set>

#include "lang/arbfp/writer/machine.h"

namespace tessera::lang::arbfp::writer_detail {

namespace {

struct Temp {
    std::array<bool, 4> busy{};
    int FreeCount() const { return static_cast<int>(std::count(busy.begin(), busy.end(), false)); }
};

/// Components of `t` for a register of `width`: lane l -> comp[l]; false when it does not fit.
bool Fit(const Temp& t, int width, bool fixed, std::array<std::uint8_t, 4>& comp) {
    bool prefix = true;
    for (int l = 0; l < width; ++l) prefix = prefix && !t.busy[l];
    if (prefix) {
        for (int l = 0; l < width; ++l) comp[l] = static_cast<std::uint8_t>(l);
        return true;
    }
    if (fixed || t.FreeCount() < width) return false;
    int l = 0;
    for (int c = 0; c < 4 && l < width; ++c)
        if (!t.busy[c]) comp[l++] = static_cast<std::uint8_t>(c);
    return true;
}

}  // namespace

Allocation AllocateRegisters(const Machine& machine) {
    const std::size_t nv = machine.vregs.size();
    const std::vector<MInst>& code = machine.code;
    Allocation alloc;
    alloc.where.resize(nv);
    std::vector<long> first_def(nv, -1), last_use(nv, -1);
    for (std::size_t i = 0; i < code.size(); ++i) {
        const MInst& inst = code[i];
        for (int s = 0; s < inst.nsrc; ++s)
            if (inst.src[s].kind == SrcKind::kVReg) last_use[inst.src[s].id] = static_cast<long>(i);
        if (inst.dst.kind == DstKind::kVReg) {
            const std::uint32_t v = inst.dst.id;
            if (first_def[v] < 0) first_def[v] = static_cast<long>(i);
            last_use[v] = std::max(last_use[v], static_cast<long>(i));
        }
    }
    for (std::size_t v = 0; v < nv; ++v) {
        if (machine.vregs[v].output >= 0) {
            Location& loc = alloc.where[v];
            loc.temp = -1;
            loc.output = machine.vregs[v].output;
            if (const int k = machine.output_component[loc.output]; k >= 0) {
                const auto c = static_cast<std::uint8_t>(k);
                loc.comp = {c, c, c, c};
            }
        }
    }

    std::vector<Temp> temps;
    std::set<int> written_in_node, alu_touched;
    auto release = [&](std::uint32_t v) {
        const Location& loc = alloc.where[v];
        if (loc.temp < 0) return;
        for (int l = 0; l < machine.vregs[v].width; ++l) temps[loc.temp].busy[loc.comp[l]] = false;
    };
    for (std::size_t i = 0; i < code.size(); ++i) {
        const MInst& inst = code[i];
        const bool tex = IsTextureInstruction(inst.op);
        auto temp_of = [&](const MSrc& s) {
            return s.kind == SrcKind::kVReg ? alloc.where[s.id].temp : -1;
        };
        if (tex && inst.src[0].kind == SrcKind::kVReg && written_in_node.count(temp_of(inst.src[0]))) {
            written_in_node.clear();
            alu_touched.clear();
        }
        // Sources that die here free their components before the destination is placed.
        for (int s = 0; s < inst.nsrc; ++s) {
            const MSrc& src = inst.src[s];
            if (src.kind != SrcKind::kVReg || last_use[src.id] != static_cast<long>(i)) continue;
            if (inst.dst.kind == DstKind::kVReg && inst.dst.id == src.id) continue;
            bool again = false;  // the same register twice: release once
            for (int k = 0; k < s; ++k) again = again || (inst.src[k].kind == SrcKind::kVReg && inst.src[k].id == src.id);
            if (!again) release(src.id);
        }
        if (inst.dst.kind == DstKind::kVReg && first_def[inst.dst.id] == static_cast<long>(i) &&
            machine.vregs[inst.dst.id].output < 0) {
            const std::uint32_t v = inst.dst.id;
            const VReg& vr = machine.vregs[v];
            int best = -1, best_free = 5;
            std::array<std::uint8_t, 4> best_comp{};
            for (int avoid_touched = tex ? 1 : 0; avoid_touched >= 0 && best < 0; --avoid_touched) {
                for (std::size_t t = 0; t < temps.size(); ++t) {
                    if (avoid_touched && alu_touched.count(static_cast<int>(t))) continue;
                    std::array<std::uint8_t, 4> comp{};
                    if (!Fit(temps[t], vr.width, vr.fixed, comp)) continue;
                    const int left = temps[t].FreeCount() - vr.width;
                    if (left < best_free) {
                        best = static_cast<int>(t);
                        best_free = left;
                        best_comp = comp;
                    }
                }
            }
            if (best < 0) {
                temps.emplace_back();
                best = static_cast<int>(temps.size() - 1);
                for (int l = 0; l < 4; ++l) best_comp[l] = static_cast<std::uint8_t>(l);
            }
            Location& loc = alloc.where[v];
            loc.temp = best;
            loc.comp = best_comp;
            for (int l = 0; l < vr.width; ++l) temps[best].busy[best_comp[l]] = true;
        }
        // Node bookkeeping for the texture preference.
        const int dst_temp = inst.dst.kind == DstKind::kVReg ? alloc.where[inst.dst.id].temp : -1;
        if (!tex) {
            for (int s = 0; s < inst.nsrc; ++s)
                if (temp_of(inst.src[s]) >= 0) alu_touched.insert(temp_of(inst.src[s]));
            if (dst_temp >= 0) alu_touched.insert(dst_temp);
        }
        if (dst_temp >= 0) written_in_node.insert(dst_temp);
        // A definition nobody reads later dies at once.
        if (inst.dst.kind == DstKind::kVReg && last_use[inst.dst.id] == static_cast<long>(i)) release(inst.dst.id);
    }
    alloc.temps = static_cast<int>(temps.size());
    return alloc;
}

// The lanes of a register that no instruction reads are not computed: its definitions' write
// masks lose them, and the register narrows to its highest read lane, so a texture result
// of which only .xyz is read leaves its TEMP's w free. Narrowing a reader narrows what it
// reads, so this repeats until nothing changes; a definition left writing no lane is
// dropped. (A register nobody reads at all is left alone: it is the selector's business.)
void NarrowToReadLanes(Machine& machine) {
    for (bool changed = true; changed;) {
        changed = false;
        std::vector<std::uint8_t> read(machine.vregs.size(), 0);
        for (const MInst& inst : machine.code)
            for (int s = 0; s < inst.nsrc; ++s) {
                if (inst.src[s].kind != SrcKind::kVReg) continue;
                const std::uint8_t slots = SlotsRead(inst, s);
                for (int k = 0; k < 4; ++k)
                    if (slots & (1u << k)) read[inst.src[s].id] |= static_cast<std::uint8_t>(1u << inst.src[s].sel[k]);
            }
        for (std::size_t v = 0; v < machine.vregs.size(); ++v) {
            VReg& vr = machine.vregs[v];
            if (vr.output >= 0 || read[v] == 0) continue;
            int width = 4;
            while (!(read[v] & (1u << (width - 1)))) --width;
            if (width < vr.width) vr.width = static_cast<std::uint8_t>(width);
        }
        std::vector<MInst> kept;
        kept.reserve(machine.code.size());
        for (MInst& inst : machine.code) {
            if (inst.dst.kind == DstKind::kVReg && machine.vregs[inst.dst.id].output < 0 && read[inst.dst.id] != 0) {
                const auto lanes = static_cast<std::uint8_t>(inst.dst.lanes & read[inst.dst.id]);
                changed = changed || lanes != inst.dst.lanes;
                inst.dst.lanes = lanes;
                if (lanes == 0) continue;
            }
            kept.push_back(inst);
        }
        machine.code = std::move(kept);
    }
}

}  // namespace tessera::lang::arbfp::writer_detail
