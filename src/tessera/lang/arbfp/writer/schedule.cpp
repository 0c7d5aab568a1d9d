// SPDX-License-Identifier: MIT
// Scheduling for texture indirections (3.11.6), and the opcode classes of machine.h.
//
// A texture instruction whose coordinate was computed since the last "node" started begins
// a new node (a texture indirection; the spec's minimum is 4). Selection emits in source
// order, which interleaves fetches and arithmetic as the source does; this pass reorders
// the instructions (respecting every dependence through virtual registers and result
// registers) by list scheduling with these priorities:
//   1. a ready texture fetch (or KIL) that does not start a new node;
//   2. a ready ALU instruction on which some texture fetch depends, so dependent fetches
//      become ready together and share one node;
//   3. anything else, in source order.
// Independent fetches therefore all go first, in one node, then the arithmetic that
// computes dependent coordinates, then the dependent fetches together.
#include <algorithm>
#include <set>

#include "lang/arbfp/writer/machine.h"

namespace tessera::lang::arbfp::writer_detail {

OpClass ClassOfOp(Opcode op) {
    switch (op) {
        case Opcode::kDP3:
        case Opcode::kDP4:
        case Opcode::kDPH:
        case Opcode::kDST:
        case Opcode::kXPD:
        case Opcode::kLIT:
        case Opcode::kTEX:
        case Opcode::kTXP:
        case Opcode::kTXB:
        case Opcode::kKIL:
        case Opcode::kSWZ: return OpClass::kPositional;
        case Opcode::kCOS:
        case Opcode::kEX2:
        case Opcode::kLG2:
        case Opcode::kRCP:
        case Opcode::kRSQ:
        case Opcode::kSIN:
        case Opcode::kSCS:
        case Opcode::kPOW: return OpClass::kScalar;
        default: return OpClass::kComponentWise;
    }
}

bool HasFixedDestination(Opcode op) {
    return op == Opcode::kXPD || op == Opcode::kLIT || op == Opcode::kTEX || op == Opcode::kTXP ||
           op == Opcode::kTXB || op == Opcode::kSCS || op == Opcode::kDST;
}

std::uint8_t SlotsRead(const MInst& inst, int s) {
    switch (inst.op) {
        case Opcode::kDP3:
        case Opcode::kXPD: return 0x7;
        case Opcode::kDPH: return s == 0 ? 0x7 : 0xF;
        case Opcode::kLIT: return 0xB;  // x, y, w
        case Opcode::kKIL:
        case Opcode::kDP4:
        case Opcode::kSWZ:
        case Opcode::kDST: return 0xF;
        case Opcode::kTEX:
        case Opcode::kTXP:
        case Opcode::kTXB: {
            std::uint8_t m = 0;
            switch (inst.target) {
                case TextureTarget::k1D: m = 0x1; break;
                case TextureTarget::k2D:
                case TextureTarget::kRect: m = 0x3; break;
                case TextureTarget::kShadow1D: m = 0x5; break;
                default: m = 0x7; break;
            }
            if (inst.op != Opcode::kTEX) m |= 0x8;
            return m;
        }
        default: break;
    }
    if (ClassOfOp(inst.op) == OpClass::kScalar) return 0x1;
    return inst.dst.lanes;  // component-wise: the lanes written
}

namespace {

bool IsTexture(Opcode op) { return IsTextureInstruction(op); }

}  // namespace

void ScheduleForIndirections(Machine& machine) {
    const std::vector<MInst>& code = machine.code;
    // Without texture instructions every step below takes the first ready instruction, and
    // since dependences only point forward that is the source order: nothing to do.
    auto texture = [](const MInst& inst) { return IsTexture(inst.op); };
    if (std::none_of(code.begin(), code.end(), texture)) return;
    const std::size_t n = code.size();
    const std::size_t outputs_base = machine.vregs.size();
    // Dependences: read-after-write, write-after-write and write-after-read, per virtual
    // register and per result register.
    std::vector<std::vector<std::size_t>> preds(n), succs(n);
    const std::size_t keys = outputs_base + machine.output_component.size();
    std::vector<long> last_write(keys, -1);
    std::vector<std::vector<std::size_t>> reads_since(keys);
    auto add_edge = [&](std::size_t from, std::size_t to) {
        if (std::find(preds[to].begin(), preds[to].end(), from) != preds[to].end()) return;
        preds[to].push_back(from);
        succs[from].push_back(to);
    };
    for (std::size_t i = 0; i < n; ++i) {
        const MInst& inst = code[i];
        for (int s = 0; s < inst.nsrc; ++s) {
            if (inst.src[s].kind != SrcKind::kVReg) continue;
            const std::uint32_t v = inst.src[s].id;
            if (last_write[v] >= 0) add_edge(static_cast<std::size_t>(last_write[v]), i);
            reads_since[v].push_back(i);
        }
        long key = -1;
        if (inst.dst.kind == DstKind::kVReg) key = inst.dst.id;
        if (inst.dst.kind == DstKind::kOutput) key = static_cast<long>(outputs_base + inst.dst.id);
        if (key >= 0) {
            if (last_write[key] >= 0) add_edge(static_cast<std::size_t>(last_write[key]), i);
            for (std::size_t r : reads_since[key])
                if (r != i) add_edge(r, i);
            reads_since[key].clear();
            last_write[key] = static_cast<long>(i);
        }
    }
    // Which instructions some texture instruction depends on (successors come later).
    std::vector<bool> feeds_texture(n, false);
    for (std::size_t k = n; k-- > 0;)
        for (std::size_t s : succs[k])
            if (IsTexture(code[s].op) || feeds_texture[s]) feeds_texture[k] = true;

    // The ready instructions, by source position: each step takes the first ready one of
    // the highest priority (scanning only the ready ones keeps long programs linear-ish).
    std::vector<std::size_t> waiting(n);
    std::set<std::size_t> ready;
    for (std::size_t i = 0; i < n; ++i) {
        waiting[i] = preds[i].size();
        if (waiting[i] == 0) ready.insert(i);
    }
    std::set<std::uint32_t> written_in_node;
    std::vector<MInst> out;
    out.reserve(n);
    auto starts_node = [&](const MInst& inst) {
        return inst.src[0].kind == SrcKind::kVReg && written_in_node.count(inst.src[0].id);
    };
    auto first_ready = [&](auto wanted) {
        for (std::size_t i : ready)
            if (wanted(i)) return i;
        return n;
    };
    for (std::size_t step = 0; step < n; ++step) {
        std::size_t p = first_ready([&](std::size_t i) { return IsTexture(code[i].op) && !starts_node(code[i]); });
        if (p == n) p = first_ready([&](std::size_t i) { return !IsTexture(code[i].op) && feeds_texture[i]; });
        if (p == n) p = *ready.begin();
        ready.erase(p);
        const MInst& inst = code[p];
        if (IsTexture(inst.op) && starts_node(inst)) written_in_node.clear();
        if (inst.dst.kind == DstKind::kVReg) written_in_node.insert(inst.dst.id);
        for (std::size_t s : succs[p])
            if (--waiting[s] == 0) ready.insert(s);
        out.push_back(inst);
    }
    machine.code = std::move(out);
}

}  // namespace tessera::lang::arbfp::writer_detail
