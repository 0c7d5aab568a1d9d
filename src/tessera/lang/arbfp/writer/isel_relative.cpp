// SPDX-License-Identifier: MIT
// A uniform array indexed by a value known only at run time: ARB_vertex_program's relative
// addressing (2.14.1.3, "Program Parameter Arrays"): `ARL A0.x, s` loads floor(s) into the
// address register, and a source `c[A0.x + n]` reads entry n + A0.x of the parameter array.
//
// The array is a uniform whose elements the binder laid out element after element, each
// element's leaves (vectors, matrix rows, struct fields) in order: element i's leaf k is
// parameter first + i * S + k, where S is the number of leaves of an element. So
// `array[index]` is, per leaf k, one relative MOV of entry (first + k) with the address
// index * S; the emitter keeps the whole array in c[] (MInst::array_first, array_size), in
// order, and prints each relative MOV after its ARL.
//
// A target with loops but no relative addressing (fp40: NV_fragment_program2 indexes only
// the texture coordinates, with its loop index) reads an element chosen at run time with a
// compare and select per element (ElementByCompares), which is what a compiler for a
// machine without indexing does: a loop kept as a loop leaves indices that unrolling would
// have made constants (libretro's bilateral blur reads a `float[13]` at its loop counters).
// A vertex program with an NVIDIA option (which keeps loops too) reads other arrays than
// uniforms the same way: its address register reaches only program parameters.
// For the ARB targets, which unroll every loop, such an index is an error as cgc's was
// (a local array, a vector's component, a fragment program, which has no address register).
#include "lang/arbfp/writer/selector.h"

namespace tessera::lang::arbfp::writer_detail {

namespace {

void Leaves(const Val& v, std::vector<const Val*>& out) {
    if (!v.aggregate) {
        out.push_back(&v);
        return;
    }
    for (const Val& e : v.elems) Leaves(e, out);
}

/// Whether `leaf` reads parameter `param` with the components `like` reads (a leaf of
/// element 0), unnegated.
bool ReadsParameter(const Val& leaf, std::uint32_t param, const Val& like) {
    if (leaf.lanes.empty() || leaf.Width() != like.Width()) return false;
    for (int l = 0; l < leaf.Width(); ++l) {
        const Lane& lane = leaf.lanes[l];
        if (lane.kind != SrcKind::kParam || lane.neg || lane.id != param || lane.sel != like.lanes[l].sel)
            return false;
    }
    return true;
}

/// `v` with each leaf replaced, in order, by the next of `leaves`.
Val Rebuild(const Val& v, const std::vector<Val>& leaves, std::size_t& next) {
    if (!v.aggregate) return leaves[next++];
    Val out = v;
    for (Val& e : out.elems) e = Rebuild(e, leaves, next);
    return out;
}

/// A scalar operand for CMP that is negative exactly when `index` (an integer) is at most
/// k: index - (k + 1).
Val BelowOrAt(Selector& s, const Val& index, int k) {
    return s.Binary(Opcode::kADD, Selector::LaneOf(index, 0), Selector::Splat(-static_cast<float>(k + 1), 1));
}

/// Each leaf of `chosen` replaced by `CMP below, leaf of candidate, leaf of chosen`.
Val SelectLeaves(Selector& s, const Val& below, const Val& candidate, const Val& chosen) {
    if (!chosen.aggregate)
        return s.Ternary(Opcode::kCMP, Selector::Broadcast(below, chosen.Width()), candidate, chosen);
    Val out = chosen;
    for (std::size_t k = 0; k < out.elems.size() && k < candidate.elems.size(); ++k)
        out.elems[k] = SelectLeaves(s, below, candidate.elems[k], chosen.elems[k]);
    return out;
}

}  // namespace

Val Selector::ElementByCompares(const Val& array, const Val& index) {
    // The IR clamps the index (docs/IR.md): below 0 reads element 0, past the end the last.
    // From the last element down, element k replaces the choice where index <= k.
    Val chosen = array.elems.back();
    for (int k = static_cast<int>(array.elems.size()) - 2; k >= 0; --k)
        chosen = SelectLeaves(*this, BelowOrAt(*this, index, k), array.elems[k], chosen);
    return chosen;
}

Val Selector::DynamicElement(const Val& array, const Val& index, ir::TypeId type, ir::Span span) {
    auto refuse = [&](const std::string& why) {
        diags_.Error(span, why);
        std::size_t zero = 0;
        return ConstantVal(type, {}, zero, span);
    };
    if (!target_.has_relative_addressing && target_.has_loops && array.aggregate && !array.elems.empty())
        return ElementByCompares(array, index);
    if (!target_.has_relative_addressing)
        return refuse(std::string("indexing with a non-constant value is not supported by ") + target_.language +
                      " (it has no relative addressing); unroll the loop or use a texture");
    std::vector<const Val*> first_leaves;
    if (array.aggregate && !array.elems.empty()) Leaves(array.elems[0], first_leaves);
    const std::size_t per_element = first_leaves.size();
    bool uniform_array = per_element > 0 && !first_leaves[0]->lanes.empty() &&
                         first_leaves[0]->lanes[0].kind == SrcKind::kParam;
    const std::uint32_t first = uniform_array ? first_leaves[0]->lanes[0].id : 0;
    for (std::size_t i = 0; uniform_array && i < array.elems.size(); ++i) {
        std::vector<const Val*> leaves;
        Leaves(array.elems[i], leaves);
        uniform_array = leaves.size() == per_element;
        for (std::size_t k = 0; uniform_array && k < per_element; ++k)
            uniform_array = ReadsParameter(*leaves[k], first + static_cast<std::uint32_t>(i * per_element + k),
                                           *first_leaves[k]);
    }
    // A vertex option's program (has_loops) indexes other arrays as fp40 does, by compares.
    if (!uniform_array && target_.has_loops && array.aggregate) return ElementByCompares(array, index);
    if (!uniform_array)
        return refuse(std::string("indexing with a non-constant value reaches only uniform arrays in ") +
                      target_.language + " (relative addressing reads program parameters); index a uniform "
                      "array, or make the index a constant");

    Val address = LaneOf(index, 0);
    if (per_element > 1) address = Binary(Opcode::kMUL, address, Splat(static_cast<float>(per_element), 1));
    const MSrc address_operand = ScalarOperand(address, 0);
    std::vector<Val> loaded;
    for (std::size_t k = 0; k < per_element; ++k) {
        const Val& leaf = *first_leaves[k];
        MSrc entry{SrcKind::kParam, first + static_cast<std::uint32_t>(k)};
        for (int slot = 0; slot < 4; ++slot) entry.sel[slot] = leaf.lanes[std::min(slot, leaf.Width() - 1)].sel;
        const std::uint32_t v = NewVReg(leaf.Width());
        MInst& mov = Emit(Opcode::kMOV, ToVReg(v, Mask(leaf.Width())), {entry, address_operand});
        mov.relative = true;
        mov.array_first = first;
        mov.array_size = static_cast<std::uint32_t>(array.elems.size() * per_element);
        loaded.push_back(VRegVal(v, leaf.Width()));
    }
    std::size_t next = 0;
    return Rebuild(array.elems[0], loaded, next);
}

}  // namespace tessera::lang::arbfp::writer_detail
