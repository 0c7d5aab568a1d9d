// SPDX-License-Identifier: MIT
// Register allocation: virtual registers to components of TEMPs, fewest TEMPs first.
//
// The code is one straight block (for code with loops, AllocateAcrossLoops below), so
// liveness is an interval per virtual register: from its
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
#include <bit>
#include <set>

#include "lang/arbfp/writer/machine.h"

namespace tessera::lang::arbfp::writer_detail {

namespace {

struct Temp {
    std::array<bool, 4> busy{};
    int FreeCount() const { return static_cast<int>(std::count(busy.begin(), busy.end(), false)); }
};

/// Components of `t` for the lanes `used` of a register (bit l = lane l): lane l -> comp[l];
/// false when they do not fit. A lane no instruction writes or reads takes no component. A
/// fixed register's lanes keep their components; any other register takes the free
/// components first in `preference` (assigned to its lanes in ascending order).
bool Fit(const Temp& t, std::uint8_t used, bool fixed, const std::array<std::uint8_t, 4>& preference,
         std::array<std::uint8_t, 4>& comp) {
    if (fixed) {
        for (int l = 0; l < 4; ++l)
            if (used >> l & 1 && t.busy[l]) return false;
        for (int l = 0; l < 4; ++l) comp[l] = static_cast<std::uint8_t>(l);
        return true;
    }
    const int need = std::popcount(used);
    if (t.FreeCount() < need) return false;
    std::array<std::uint8_t, 4> chosen{};
    int n = 0;
    for (std::uint8_t c : preference)
        if (n < need && !t.busy[c]) chosen[n++] = c;
    for (int a = 1; a < n; ++a)  // ascending, so a vector's lanes keep their order
        for (int b = a; b > 0 && chosen[b - 1] > chosen[b]; --b) std::swap(chosen[b - 1], chosen[b]);
    comp = {0, 0, 0, 0};
    for (int l = 0, k = 0; l < 4; ++l)
        if (used >> l & 1) comp[l] = chosen[k++];
    return true;
}

// Texture results (and XPD/LIT/SCS/DST) must sit in their own components: a luminance fetch
// read as .y needs a TEMP whose y is free. Other registers may go anywhere, so within a TEMP
// they take the components fixed registers want least first, which keeps the others free
// (FXAA 3.11's 18 fetches read as .y: 12 TEMPs -> 10).
std::array<std::uint8_t, 4> OrderComponents(const Machine& machine, const std::vector<std::uint8_t>& used) {
    std::array<int, 4> demand{};
    for (std::size_t v = 0; v < used.size(); ++v)
        if (machine.vregs[v].fixed)
            for (int c = 0; c < 4; ++c) demand[c] += used[v] >> c & 1;
    std::array<std::uint8_t, 4> order{0, 1, 2, 3};
    std::stable_sort(order.begin(), order.end(), [&](std::uint8_t a, std::uint8_t b) { return demand[a] < demand[b]; });
    return order;
}

struct Placement {
    int temp = -1;
    std::array<std::uint8_t, 4> comp{0, 1, 2, 3};
};

// The TEMP for a register defined now, among those not in `skip`: the one left with the
// fewest free components (best fit), so scalars pack tightly and whole TEMPs stay free for
// vectors. temp -1 when none fits.
Placement BestFit(const std::vector<Temp>& temps, std::uint8_t used, bool fixed,
                  const std::array<std::uint8_t, 4>& order, const std::set<int>* skip) {
    Placement best;
    int best_left = 5;
    for (std::size_t t = 0; t < temps.size(); ++t) {
        if (skip && skip->count(static_cast<int>(t))) continue;
        std::array<std::uint8_t, 4> comp{};
        if (!Fit(temps[t], used, fixed, order, comp)) continue;
        if (const int left = temps[t].FreeCount() - std::popcount(used); left < best_left)
            best = {static_cast<int>(t), comp}, best_left = left;
    }
    return best;
}

/// Whether register `v`, referenced at `refs` (instruction indices, ascending) all inside the
/// REP block opened at `start`, is written in each iteration before it is read: every lane
/// a reference reads was written earlier by an instruction at the block's own level, not
/// inside an IF or a deeper REP (which a path may skip). Such a register is dead where an
/// iteration begins, so its value need not survive the back edge.
bool WrittenBeforeRead(const Machine& machine, std::uint32_t v, const std::vector<long>& refs, long start,
                       const std::vector<int>& depth) {
    const int level = depth[static_cast<std::size_t>(start)] + 1;  // the block's own instructions
    std::uint8_t written = 0;
    for (long i : refs) {
        const MInst& inst = machine.code[static_cast<std::size_t>(i)];
        for (int s = 0; s < inst.nsrc; ++s) {
            if (inst.src[s].kind != SrcKind::kVReg || inst.src[s].id != v) continue;
            const std::uint8_t slots = SlotsRead(inst, s);
            for (int k = 0; k < 4; ++k)
                if (slots >> k & 1 && !(written >> inst.src[s].sel[k] & 1)) return false;
        }
        if (inst.dst.kind == DstKind::kVReg && inst.dst.id == v && depth[static_cast<std::size_t>(i)] == level)
            written |= inst.dst.lanes;
    }
    return true;
}

// Code with loops (isel_flow.cpp): a register is live from its first reference to its last
// (a load of a local nobody stored yet reads before any write), and a register referenced
// inside a REP/ENDREP block is live through the whole block, since the next iteration may
// read what this one wrote (liveness over the back-edge, taken coarsely), unless every
// reference is inside the block and each iteration writes it before reading it
// (WrittenBeforeRead: the values an iteration computes and uses, which are most of them;
// libretro's bilateral blur needed 119 TEMPs without this, 32 allowed). No reuse of a
// dying source's components by the destination: the simplest correct scan.
Allocation AllocateAcrossLoops(const Machine& machine, const std::vector<std::uint8_t>& used,
                               const std::array<std::uint8_t, 4>& order, Allocation alloc) {
    const MCode& code = machine.code;
    const std::size_t nv = machine.vregs.size();
    std::vector<long> first(nv, -1), last(nv, -1);
    auto touch = [&](std::uint32_t v, long i) {
        if (first[v] < 0 || i < first[v]) first[v] = i;
        last[v] = std::max(last[v], i);
    };
    std::vector<long> open;  // REP indices of the blocks around instruction i
    std::vector<std::pair<long, long>> loops;
    std::vector<int> depth(code.size(), 0);  // REP and IF blocks open at each instruction
    std::vector<std::vector<long>> refs(nv);
    int blocks = 0;
    for (std::size_t i = 0; i < code.size(); ++i) {
        const MInst& inst = code[i];
        if (inst.op == Opcode::kENDREP || inst.op == Opcode::kENDIF) --blocks;
        depth[i] = blocks;
        if (inst.op == Opcode::kREP || inst.op == Opcode::kIF) ++blocks;
        if (inst.op == Opcode::kREP) open.push_back(static_cast<long>(i));
        if (inst.op == Opcode::kENDREP && !open.empty()) {
            loops.emplace_back(open.back(), static_cast<long>(i));
            open.pop_back();
        }
        for (int s = 0; s < inst.nsrc; ++s)
            if (inst.src[s].kind == SrcKind::kVReg) touch(inst.src[s].id, static_cast<long>(i));
        if (inst.dst.kind == DstKind::kVReg) touch(inst.dst.id, static_cast<long>(i));
        auto note = [&](std::uint32_t v) {
            if (refs[v].empty() || refs[v].back() != static_cast<long>(i)) refs[v].push_back(static_cast<long>(i));
        };
        for (int s = 0; s < inst.nsrc; ++s)
            if (inst.src[s].kind == SrcKind::kVReg) note(inst.src[s].id);
        if (inst.dst.kind == DstKind::kVReg) note(inst.dst.id);
    }
    // Inner blocks first (they close first), so an outer block widens what an inner one did.
    // A register local to an iteration of an inner block is dead at the outer block's start
    // too (every path into the inner block meets its write first).
    std::vector<char> iteration_local(nv, 0);
    for (const auto& [start, end] : loops)
        for (std::uint32_t v = 0; v < nv; ++v) {
            if (first[v] < 0 || last[v] <= start || first[v] >= end || iteration_local[v]) continue;
            if (first[v] > start && last[v] < end && WrittenBeforeRead(machine, v, refs[v], start, depth)) {
                iteration_local[v] = 1;
                continue;
            }
            first[v] = std::min(first[v], start);
            last[v] = std::max(last[v], end);
        }
    std::vector<std::vector<std::uint32_t>> starts(code.size()), ends(code.size());
    for (std::uint32_t v = 0; v < nv; ++v) {
        if (first[v] < 0 || machine.vregs[v].output >= 0) continue;
        starts[static_cast<std::size_t>(first[v])].push_back(v);
        ends[static_cast<std::size_t>(last[v])].push_back(v);
    }
    std::vector<Temp> temps;
    for (std::size_t i = 0; i < code.size(); ++i) {
        for (std::uint32_t v : starts[i]) {
            Placement place = BestFit(temps, used[v], machine.vregs[v].fixed, order, nullptr);
            if (place.temp < 0) {
                temps.emplace_back();
                place = BestFit(temps, used[v], machine.vregs[v].fixed, order, nullptr);
            }
            alloc.where[v].temp = place.temp;
            alloc.where[v].comp = place.comp;
            for (int l = 0; l < 4; ++l)
                if (used[v] >> l & 1) temps[place.temp].busy[place.comp[l]] = true;
        }
        for (std::uint32_t v : ends[i])
            for (int l = 0; l < 4; ++l)
                if (used[v] >> l & 1) temps[alloc.where[v].temp].busy[alloc.where[v].comp[l]] = false;
    }
    alloc.temps = static_cast<int>(temps.size());
    return alloc;
}

}  // namespace

std::vector<std::uint8_t> UsedLanes(const Machine& machine) {
    std::vector<std::uint8_t> used(machine.vregs.size(), 0);
    for (const MInst& inst : machine.code) {
        if (inst.dst.kind == DstKind::kVReg) used[inst.dst.id] |= inst.dst.lanes;
        for (int s = 0; s < inst.nsrc; ++s) {
            if (inst.src[s].kind != SrcKind::kVReg) continue;
            const std::uint8_t slots = SlotsRead(inst, s);
            for (int k = 0; k < 4; ++k)
                if (slots >> k & 1) used[inst.src[s].id] |= static_cast<std::uint8_t>(1u << inst.src[s].sel[k]);
        }
    }
    for (std::size_t v = 0; v < used.size(); ++v) used[v] &= static_cast<std::uint8_t>((1u << machine.vregs[v].width) - 1);
    return used;
}

Allocation AllocateRegisters(const Machine& machine) {
    const std::size_t nv = machine.vregs.size();
    const MCode& code = machine.code;
    Allocation alloc;
    alloc.where.resize(nv);
    std::vector<long> first_def(nv, -1), last_use(nv, -1);
    const std::vector<std::uint8_t> used = UsedLanes(machine);
    const std::array<std::uint8_t, 4> order = OrderComponents(machine, used);
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

    if (HasControlFlow(machine)) return AllocateAcrossLoops(machine, used, order, std::move(alloc));
    std::vector<Temp> temps;
    std::set<int> written_in_node, alu_touched;
    auto release = [&](std::uint32_t v) {
        const Location& loc = alloc.where[v];
        if (loc.temp < 0) return;
        for (int l = 0; l < 4; ++l)
            if (used[v] >> l & 1) temps[loc.temp].busy[loc.comp[l]] = false;
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
            // A fetch prefers TEMPs the node's arithmetic has not touched (the header).
            Placement place = BestFit(temps, used[v], vr.fixed, order, tex ? &alu_touched : nullptr);
            if (place.temp < 0 && tex) place = BestFit(temps, used[v], vr.fixed, order, nullptr);
            if (place.temp < 0) {
                temps.emplace_back();
                place = BestFit(temps, used[v], vr.fixed, order, nullptr);
            }
            Location& loc = alloc.where[v];
            loc.temp = place.temp;
            loc.comp = place.comp;
            for (int l = 0; l < 4; ++l)
                if (used[v] >> l & 1) temps[place.temp].busy[place.comp[l]] = true;
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
void NarrowToReadLanes(Machine& machine, bool drop_unread) {
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
        MCode kept;
        kept.reserve(machine.code.size());
        for (MInst& inst : machine.code) {
            if (drop_unread && inst.dst.kind == DstKind::kVReg && machine.vregs[inst.dst.id].output < 0 &&
                read[inst.dst.id] == 0 && !inst.update_cc) {
                changed = true;
                continue;
            }
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

// A copy between two registers that allocation put in the same components of one TEMP (a
// vector assembled in place, `MOV R1.x, R1;`) does nothing: it is dropped (72 instructions
// over the 1,259 programs bench/code_size counts, FXAA 3.11 231 -> 228).
void DropMovesInPlace(Machine& machine, const Allocation& alloc) {
    auto in_place = [&](const MInst& inst) {
        const MSrc& src = inst.src[0];
        if (inst.op != Opcode::kMOV || inst.sat || inst.relative || src.kind != SrcKind::kVReg || src.neg ||
            inst.dst.kind != DstKind::kVReg)
            return false;
        const Location& to = alloc.where[inst.dst.id];
        const Location& from = alloc.where[src.id];
        if (to.temp < 0 || to.temp != from.temp) return false;
        for (int l = 0; l < 4; ++l)
            if (inst.dst.lanes >> l & 1 && to.comp[l] != from.comp[src.sel[l]]) return false;
        return true;
    };
    std::erase_if(machine.code, in_place);
}

}  // namespace tessera::lang::arbfp::writer_detail
