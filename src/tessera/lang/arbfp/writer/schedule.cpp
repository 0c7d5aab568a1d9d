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
//
// Fetching every texel first keeps them all live at once: a filter of 36 taps needs 36
// TEMPs before its arithmetic starts. When that schedule needs more TEMPs than the profile
// has (arbfp1's 32), or when the indirection limit leaves room for any order, the writer
// also schedules for register pressure (ScheduleForPressure; arbfp_writer.cpp's
// FewerTemporaries, which keeps the fewest TEMPs): greedy list scheduling, top-down and
// bottom-up, that
// takes the ready instruction adding the fewest live components, so fetches wait until the
// arithmetic can consume them. More indirections, fewer temporaries.
#include <algorithm>
#include <array>
#include <functional>
#include <set>
#include <span>
#include <utility>

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
        case Opcode::kTXL:
        case Opcode::kTXD:
        case Opcode::kKIL:
        case Opcode::kSWZ:
        case Opcode::kREP: return OpClass::kPositional;
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
           op == Opcode::kTXB || op == Opcode::kTXL || op == Opcode::kTXD || op == Opcode::kSCS ||
           op == Opcode::kDST;
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
        case Opcode::kREP: return 0x1;  // the loop count (NV_fragment_program2)
        case Opcode::kTEX:
        case Opcode::kTXP:
        case Opcode::kTXB:
        case Opcode::kTXL:
        case Opcode::kTXD: {
            std::uint8_t m = 0;
            switch (inst.target) {
                case TextureTarget::k1D: m = 0x1; break;
                case TextureTarget::k2D:
                case TextureTarget::kRect: m = 0x3; break;
                case TextureTarget::kShadow1D: m = 0x5; break;
                default: m = 0x7; break;
            }
            // TXD's derivatives have the coordinate's dimensions (a shadow target's depth
            // reference has none).
            if (inst.op == Opcode::kTXD && s > 0) {
                const bool three = inst.target == TextureTarget::k3D || inst.target == TextureTarget::kCube;
                return m == 0x1 || m == 0x5 ? 0x1 : three ? 0x7 : 0x3;
            }
            if (inst.op == Opcode::kTXD) return m;
            if (inst.op != Opcode::kTEX) m |= 0x8;  // TXP's q, TXB's bias, TXL's level of detail
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

namespace {

/// One list per instruction, all in one array (compressed rows): building the graph
/// allocates a few arrays instead of two vectors per instruction, which was most of its
/// cost on a long shader.
class Adjacency {
  public:
    /// `edges` sorted by (row, column) without repeats.
    Adjacency(std::size_t rows, const std::vector<std::pair<std::uint32_t, std::uint32_t>>& edges)
        : start_(rows + 1, 0) {
        for (const auto& e : edges) ++start_[e.first + 1];
        for (std::size_t r = 0; r < rows; ++r) start_[r + 1] += start_[r];
        columns_.reserve(edges.size());
        for (const auto& e : edges) columns_.push_back(e.second);
    }
    std::span<const std::uint32_t> operator[](std::size_t row) const {
        return {columns_.data() + start_[row], columns_.data() + start_[row + 1]};
    }

  private:
    std::vector<std::uint32_t> start_;
    std::vector<std::uint32_t> columns_;
};

/// The dependences between machine.code's instructions: read-after-write, write-after-write
/// and write-after-read, per virtual register and per result register. Edges point forward.
struct Dependences {
    Adjacency preds, succs;
};

Dependences BuildDependences(const Machine& machine) {
    const MCode& code = machine.code;
    const std::size_t n = code.size();
    const std::size_t outputs_base = machine.vregs.size();
    const std::size_t keys = outputs_base + machine.output_component.size();
    std::vector<long> last_write(keys, -1);
    std::vector<std::vector<std::uint32_t>> reads_since(keys);
    std::vector<std::pair<std::uint32_t, std::uint32_t>> edges;  // (to, from)
    auto add_edge = [&](std::size_t from, std::size_t to) {
        edges.emplace_back(static_cast<std::uint32_t>(to), static_cast<std::uint32_t>(from));
    };
    for (std::size_t i = 0; i < n; ++i) {
        const MInst& inst = code[i];
        for (int s = 0; s < inst.nsrc; ++s) {
            if (inst.src[s].kind != SrcKind::kVReg) continue;
            const std::uint32_t v = inst.src[s].id;
            if (last_write[v] >= 0) add_edge(static_cast<std::size_t>(last_write[v]), i);
            reads_since[v].push_back(static_cast<std::uint32_t>(i));
        }
        long key = -1;
        if (inst.dst.kind == DstKind::kVReg) key = inst.dst.id;
        if (inst.dst.kind == DstKind::kOutput) key = static_cast<long>(outputs_base + inst.dst.id);
        if (key >= 0) {
            if (last_write[key] >= 0) add_edge(static_cast<std::size_t>(last_write[key]), i);
            for (std::uint32_t r : reads_since[key])
                if (r != i) add_edge(r, i);
            reads_since[key].clear();
            last_write[key] = static_cast<long>(i);
        }
    }
    std::sort(edges.begin(), edges.end());
    edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
    Adjacency preds(n, edges);
    for (auto& e : edges) std::swap(e.first, e.second);
    std::sort(edges.begin(), edges.end());
    return {std::move(preds), Adjacency(n, edges)};
}

/// The ready instructions, kept sorted (ascending, or descending with std::greater): a
/// handful at a time, so a sorted array beats a tree that allocates a node per insert.
template <typename Order = std::less<>>
class ReadySet {
  public:
    void insert(std::size_t i) { items_.insert(std::lower_bound(items_.begin(), items_.end(), i, Order{}), i); }
    void erase(std::size_t i) { items_.erase(std::lower_bound(items_.begin(), items_.end(), i, Order{})); }
    bool empty() const { return items_.empty(); }
    auto begin() const { return items_.begin(); }
    auto end() const { return items_.end(); }

  private:
    std::vector<std::size_t> items_;
};

}  // namespace

void ScheduleForIndirections(Machine& machine) {
    const MCode& code = machine.code;
    // Without texture instructions every step below takes the first ready instruction, and
    // since dependences only point forward that is the source order: nothing to do.
    auto texture = [](const MInst& inst) { return IsTexture(inst.op); };
    if (std::none_of(code.begin(), code.end(), texture)) return;
    const std::size_t n = code.size();
    const auto [preds, succs] = BuildDependences(machine);
    // Which instructions some texture instruction depends on (successors come later).
    std::vector<bool> feeds_texture(n, false);
    for (std::size_t k = n; k-- > 0;)
        for (std::size_t s : succs[k])
            if (IsTexture(code[s].op) || feeds_texture[s]) feeds_texture[k] = true;

    // The ready instructions, by source position: each step takes the first ready one of
    // the highest priority (scanning only the ready ones keeps long programs linear-ish).
    std::vector<std::size_t> waiting(n);
    ReadySet<> ready;
    for (std::size_t i = 0; i < n; ++i) {
        waiting[i] = preds[i].size();
        if (waiting[i] == 0) ready.insert(i);
    }
    std::set<std::uint32_t> written_in_node;
    MCode out;
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

namespace {

/// At most three registers, without allocating: the greedy orders ask for them at every
/// step for every ready instruction.
struct SourceRegisters {
    std::array<std::uint32_t, 3> ids{};
    int count = 0;
    const std::uint32_t* begin() const { return ids.data(); }
    const std::uint32_t* end() const { return ids.data() + count; }
};

SourceRegisters DistinctSourceRegisters(const MInst& inst) {
    SourceRegisters v;
    for (int s = 0; s < inst.nsrc; ++s)
        if (inst.src[s].kind == SrcKind::kVReg && std::find(v.begin(), v.end(), inst.src[s].id) == v.end())
            v.ids[static_cast<std::size_t>(v.count++)] = inst.src[s].id;
    return v;
}

/// The ready instruction of least key; the first in `ready`'s order among equals.
template <typename Ready, typename Key>
std::size_t Least(const Ready& ready, Key key) {
    std::size_t p = *ready.begin();
    auto best = key(p);
    for (std::size_t i : ready)
        if (auto k = key(i); k < best) best = k, p = i;
    return p;
}

int Width(const Machine& machine, std::uint32_t v) {
    return machine.vregs[v].output >= 0 ? 0 : int{machine.vregs[v].width};
}

bool Writes(const MInst& inst, std::uint32_t v) { return inst.dst.kind == DstKind::kVReg && inst.dst.id == v; }

// Top-down: a register is live from its first definition to its last read. Each step
// takes the ready instruction that adds the fewest live components (a first definition
// read later adds its width, a last read frees its register), source order among equals.
MCode TopDown(const Machine& machine, const Dependences& deps) {
    const MCode& code = machine.code;
    std::vector<std::size_t> reads_left(machine.vregs.size(), 0);
    for (const MInst& inst : code)
        for (std::uint32_t v : DistinctSourceRegisters(inst)) ++reads_left[v];
    std::vector<bool> live(machine.vregs.size(), false);
    auto growth = [&](std::size_t i) {
        const MInst& inst = code[i];
        int g = 0;
        for (std::uint32_t v : DistinctSourceRegisters(inst))
            if (reads_left[v] == 1 && !Writes(inst, v)) g -= Width(machine, v);
        if (inst.dst.kind == DstKind::kVReg && !live[inst.dst.id] && reads_left[inst.dst.id] > 0)
            g += Width(machine, inst.dst.id);
        return g;
    };
    std::vector<std::size_t> waiting(code.size());
    ReadySet<> ready;
    for (std::size_t i = 0; i < code.size(); ++i)
        if ((waiting[i] = deps.preds[i].size()) == 0) ready.insert(i);
    MCode out;
    while (!ready.empty()) {
        const std::size_t p = Least(ready, growth);
        ready.erase(p);
        const MInst& inst = code[p];
        for (std::uint32_t v : DistinctSourceRegisters(inst))
            if (--reads_left[v] == 0) live[v] = false;
        if (inst.dst.kind == DstKind::kVReg && reads_left[inst.dst.id] > 0) live[inst.dst.id] = true;
        for (std::size_t s : deps.succs[p])
            if (--waiting[s] == 0) ready.insert(s);
        out.push_back(inst);
    }
    return out;
}

// Bottom-up: the last instruction first. A register is live from the first scheduled
// (latest) read until all its definitions are scheduled. Each step takes the ready
// instruction (every successor placed) whose placement adds the fewest live components: it
// makes its sources live and ends its destination's life. An expression tree is finished
// before the next is started (a fetch right before the MAD that consumes it, its
// coordinates right before the fetch).
MCode BottomUp(const Machine& machine, const Dependences& deps) {
    const MCode& code = machine.code;
    std::vector<std::size_t> defs_left(machine.vregs.size(), 0);
    for (const MInst& inst : code)
        if (inst.dst.kind == DstKind::kVReg) ++defs_left[inst.dst.id];
    std::vector<bool> live(machine.vregs.size(), false);
    std::vector<long> live_since(machine.vregs.size(), -1);  // the step its first read was placed
    auto growth = [&](std::size_t i) {
        const MInst& inst = code[i];
        int g = 0;
        for (std::uint32_t v : DistinctSourceRegisters(inst))
            if (!live[v] && !Writes(inst, v)) g += Width(machine, v);
        if (inst.dst.kind == DstKind::kVReg && live[inst.dst.id] && defs_left[inst.dst.id] == 1)
            g -= Width(machine, inst.dst.id);
        return g;
    };
    // Among equal growth, the definition of the register that became live most recently:
    // depth first, the tree being built is finished before an older one is resumed.
    auto key = [&](std::size_t i) {
        const MDst& d = code[i].dst;
        return std::pair{growth(i), d.kind == DstKind::kVReg && live[d.id] ? -live_since[d.id] : 1L};
    };
    std::vector<std::size_t> waiting(code.size());
    ReadySet<std::greater<>> ready;
    for (std::size_t i = 0; i < code.size(); ++i)
        if ((waiting[i] = deps.succs[i].size()) == 0) ready.insert(i);
    MCode out;
    for (long step = 0; !ready.empty(); ++step) {
        const std::size_t p = Least(ready, key);
        ready.erase(p);
        const MInst& inst = code[p];
        if (inst.dst.kind == DstKind::kVReg && --defs_left[inst.dst.id] == 0) live[inst.dst.id] = false;
        for (std::uint32_t v : DistinctSourceRegisters(inst))
            if (!live[v]) live[v] = true, live_since[v] = step;
        for (std::size_t s : deps.preds[p])
            if (--waiting[s] == 0) ready.insert(s);
        out.push_back(inst);
    }
    std::reverse(out.begin(), out.end());
    return out;
}

}  // namespace

std::array<MCode, 2> ScheduleForPressure(const Machine& machine) {
    const Dependences deps = BuildDependences(machine);
    return {BottomUp(machine, deps), TopDown(machine, deps)};
}

}  // namespace tessera::lang::arbfp::writer_detail
