// SPDX-License-Identifier: MIT
// The writer's machine code: ARBfp instructions over virtual registers.
//
// Instruction selection produces MInsts whose destinations are virtual registers (a value
// of 1 to 4 "lanes") or result registers, and whose sources are virtual registers,
// attributes, uniform parameters or literals. Nothing is a TEMP component yet: a source
// names lanes, not components. The trick that keeps selection simple is that ARBfp's free
// source swizzles let register allocation put a virtual register's lanes in ANY components
// of a TEMP, and emission rewrites every swizzle and write mask through that mapping.
//
// What a source's `sel[slot]` means depends on the opcode's class (3.11.5):
// - component-wise (ADD, MUL, MAD, CMP, LRP, MOV, ...): slot = destination lane; the
//   instruction computes lane l of the result from slot l of each source;
// - positional (DP3, DP4, DPH, XPD, LIT, TEX/TXP/TXB, KIL): slot = the instruction's own
//   component x..w, fixed by the opcode;
// - scalar (RCP, RSQ, EX2, LG2, SIN, COS, POW): slot 0 only, the result is replicated.
// XPD, LIT and the texture instructions put lane l of their result in component l, so their
// destinations are "fixed": allocated with lane l in component l.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "ir/module.h"
#include "lang/common/arbasm/fragment_program.h"
#include "support/scratch_allocator.h"

namespace tessera::lang::arbfp::writer_detail {

enum class SrcKind : std::uint8_t { kNone, kVReg, kAttribute, kParam, kState, kLiteral };

/// A source operand in lane space.
struct MSrc {
    SrcKind kind = SrcKind::kNone;
    /// kVReg: virtual register; kAttribute: index into the writer's attribute table;
    /// kParam: parameter number (program.local or env index); kState: a `state.*` vector.
    std::uint32_t id = 0;
    /// Per slot: a lane of the virtual register, or a component (0..3) of an attribute or
    /// parameter; unused for literals.
    std::array<std::uint8_t, 4> sel{0, 1, 2, 3};
    std::array<float, 4> lit{};  ///< kLiteral: the value per slot (negation folded in)
    bool neg = false;
};

/// kCc: only the condition code is written (`MOVRC RC.x, ...`; RC is a declared TEMP, as cgc
/// declared it).
enum class DstKind : std::uint8_t { kNone, kVReg, kOutput, kCc };

struct MDst {
    DstKind kind = DstKind::kNone;
    std::uint32_t id = 0;     ///< virtual register, or result register (BindingTable::outputs)
    std::uint8_t lanes = 0;   ///< lanes written (bit l = lane l)
};

struct MInst {
    Opcode op = Opcode::kMOV;
    bool sat = false;
    MDst dst;
    std::array<MSrc, 3> src{};
    std::uint8_t nsrc = 0;
    std::uint8_t unit = 0;
    TextureTarget target = TextureTarget::k2D;
    /// ARBvp relative addressing (a MOV only, ARB_vertex_program 2.14.1.3): src[0] is a kParam
    /// entry read at `c[A0.x + entry]`, A0.x = floor(src[1]) loaded by an ARL printed just
    /// before the MOV. All of the array's entries [array_first, array_first + array_size)
    /// are kept in c[], consecutively, so every index reaches its own element.
    bool relative = false;
    std::uint32_t array_first = 0, array_size = 0;
    /// NV_fragment_program2 (isel_flow.cpp): the "C" suffix (the condition code is updated
    /// from the result), and the condition of a BRK `(NE.x)` or an IF `NE.x` when has_condition.
    bool update_cc = false;
    bool has_condition = false;
    CcRule condition = CcRule::kNE;
    ir::Span span;
};

/// REP, ENDREP, BRK, IF, ELSE, ENDIF: the structured control flow of NV_fragment_program2.
inline bool IsFlowInstruction(Opcode op) {
    return op == Opcode::kREP || op == Opcode::kENDREP || op == Opcode::kBRK || op == Opcode::kIF ||
           op == Opcode::kELSE || op == Opcode::kENDIF;
}


/// An instruction list. Every pass builds a new one and drops the old, so their storage is
/// kept per thread for the next (support/scratch_allocator.h: freed to malloc, a long
/// shader's lists made glibc trim and regrow its heap on every compile).
using MCode = std::vector<MInst, support::ScratchAllocator<MInst>>;

struct VReg {
    std::uint8_t width = 4;
    bool fixed = false;  ///< lane l must live in component l (XPD, LIT, TEX results)
    /// >= 0: the register is a result register (a DstKind::kOutput id) instead of a TEMP.
    int output = -1;
};

struct Machine {
    MCode code;
    std::vector<VReg> vregs;
    /// Per result register (DstKind::kOutput id): its component when it is a scalar
    /// (result.depth's z), else -1.
    std::vector<int> output_component;
};

/// Whether `machine` has control flow: the machine passes that reorder or share results
/// across instructions are then skipped (arbfp_writer.cpp), and liveness covers whole loops.
bool HasControlFlow(const Machine& machine);

enum class OpClass : std::uint8_t { kComponentWise, kPositional, kScalar };
OpClass ClassOfOp(Opcode op);
/// The slots of source `s` of `inst` that the instruction reads (bit per slot).
std::uint8_t SlotsRead(const MInst& inst, int s);
/// True for instructions whose destination lane l must be component l.
bool HasFixedDestination(Opcode op);

/// Where a virtual register lives after allocation.
struct Location {
    int temp = -1;    ///< TEMP index, or -1 for a result register
    int output = -1;  ///< result register (DstKind::kOutput id) when temp == -1
    std::array<std::uint8_t, 4> comp{0, 1, 2, 3};  ///< component of each lane
};

/// Register allocation (regalloc.cpp): a location for every virtual register, and the
/// number of TEMPs used.
struct Allocation {
    std::vector<Location> where;
    int temps = 0;
};
Allocation AllocateRegisters(const Machine& machine);
/// The lanes of each virtual register that some instruction writes or reads (bit l = lane
/// l): only those take components of a TEMP.
std::vector<std::uint8_t> UsedLanes(const Machine& machine);
/// Drops the MOVs whose source and destination allocation put in the same components.
void DropMovesInPlace(Machine& machine, const Allocation& alloc);
/// Drops the lanes of virtual registers above the highest lane any instruction reads, and
/// with `drop_unread` the instructions whose register nothing reads (code with loops, whose
/// selection leaves a load's copies unread when their store was skipped).
void NarrowToReadLanes(Machine& machine, bool drop_unread = false);
/// Readers of a vector that MOVs assemble read the MOVs' sources instead, split by lane
/// where that saves instructions (forward_moves.cpp).
void ForwardAssembledVectors(Machine& machine);
/// Removes the instructions `dead` marks (by index), keeping the order of the others.
inline void EraseMarked(MCode& code, const std::vector<bool>& dead) {
    std::size_t kept = 0;
    for (std::size_t i = 0; i < code.size(); ++i)
        if (!dead[i]) code[kept++] = code[i];
    code.resize(kept);
}
/// The same operation on the same registers with the same signs, slot by slot (literals may
/// differ: a packed literal holds a value per slot): what the packing passes merge.
inline bool SameOperationOnSameSources(const MInst& a, const MInst& b) {
    if (a.op != b.op || a.sat != b.sat || a.nsrc != b.nsrc) return false;
    for (int s = 0; s < a.nsrc; ++s) {
        const MSrc& x = a.src[s];
        const MSrc& y = b.src[s];
        if (x.kind != y.kind) return false;
        if (x.kind != SrcKind::kLiteral && (x.id != y.id || x.neg != y.neg)) return false;
    }
    return true;
}
/// A move that copies all of one instruction's result goes: the instruction writes the
/// move's destination (write_into_moves.cpp).
void WriteIntoMoves(Machine& machine);
/// One-lane instructions doing the same to lanes of the same registers become one
/// (pack_lanes.cpp).
void PackOneLaneInstructions(Machine& machine);
/// After allocation: the code rewritten with one virtual register per TEMP (lane c is
/// component c); the identity allocation that prints the same program (pack_components.cpp).
Allocation Physicalize(Machine& machine, const Allocation& alloc);
/// Instructions doing the same to components of the same TEMPs become one, on code
/// Physicalize rewrote (pack_components.cpp).
void PackComponents(Machine& machine);
/// An instruction that repeats an earlier one's computation becomes a MOV of its result
/// (reuse_results.cpp); ForwardAssembledVectors then reads the result where it can.
void ReuseEqualResults(Machine& machine);

/// Scheduling (schedule.cpp): reorders machine.code in place for the fewest texture
/// indirections.
void ScheduleForIndirections(Machine& machine);
/// machine.code in the two greedy orders for fewest live components, bottom-up then
/// top-down, from one dependence graph.
std::array<MCode, 2> ScheduleForPressure(const Machine& machine);

/// Constant pooling (constant_pool.cpp).
struct PooledOperand {
    std::uint32_t vector = 0;                 ///< index among the literal vectors
    std::array<std::uint8_t, 4> comp{0, 1, 2, 3};  ///< component per slot
    bool neg = false;
};
struct ConstantPool {
    std::vector<std::vector<float>> vectors;  ///< the used components of each vector
    /// For code[i].src[s] when it is a literal: operands[i * 3 + s].
    std::vector<PooledOperand> operands;
};
ConstantPool PoolConstants(const Machine& machine);

}  // namespace tessera::lang::arbfp::writer_detail
