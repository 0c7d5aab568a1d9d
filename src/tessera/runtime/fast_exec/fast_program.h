// SPDX-License-Identifier: MIT
// The fast executor's decoded program: a flat list of steps over one register array.
//
// The reference interpreter (reference.cpp) looks every operand up at run time: which
// register file, which index, bounds checks, then a swizzle loop, for each fragment. The
// fast executor does all of that once per program. A block of kLanes fragments (kBlockQuads
// 2x2 quads) keeps every register it can read or write in one float array, laid out as
// structure of arrays:
//
//   regs[slot][component][lane]        slot = one four-component register
//
// so component c of register r for all lanes is the contiguous row at float offset
// (slot * 4 + c) * kLanes. Slots are assigned in this order:
//
//   [constants][temporaries][outputs][attributes][parameters][trash][uniforms]
//
// The constant slot's four rows hold 0, -0, 1 and -1 in every lane; parameters are
// broadcast into their rows once per draw (they never change, since no instruction writes
// them); attributes are transposed in per block; temporaries and outputs start at zero.
//
// Decoding then reduces every source operand to four row offsets and a negation mask: a
// swizzle is just which row each component points at, SWZ's extended swizzle becomes a MOV
// whose components point at the constant rows where it selects 0 or 1 (with the negation
// folded in: SWZ's "-0" reads the -0 row, exactly what the reference computes), a read
// outside a register file points at the zero row, and a write outside one goes to the trash
// slot. Executing an instruction is then, in a BlockExecutor's instruction stream
// (fast_stream.h): one lane loop per written component over those rows, negating as it
// loads and saturating before it stores.
//
// Decoding also removes dead code (RemoveDeadComponents): components no later step reads
// and no result needs are not computed, as an optimising compiler such as llvmpipe's LLVM
// would; what remains is computed exactly as the reference computes it. And it hoists
// uniform steps (HoistUniformSteps): a step that reads only constants, parameters and
// values of other such steps has the same result in every lane of every block, so it runs
// once per executor (the prologue, into slots of its own after the trash slot), and the
// steps that read its result read those slots; a result register it writes is copied
// there in every block by one MOV at the end. Each KIL then moves up to just after the last
// step writing what it reads (MoveKillsEarly), so that it ends a block, or spares the
// lookups after it the quads it killed, as early as it can.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "lang/common/arbasm/fragment_program.h"
#include "runtime/base/fragment.h"
#include "runtime/exec/nv_alu.h"

namespace tessera::runtime::exec::fast {

inline constexpr int kBlockQuads = 16;                  ///< quads per block
inline constexpr int kLanes = kBlockQuads * kQuadSize;  ///< fragments per block (64)
inline constexpr int kRowFloats = kLanes;               ///< one component of one register
inline constexpr int kSlotFloats = 4 * kLanes;          ///< one register

/// Row offsets (in floats) of the constant slot's rows.
inline constexpr std::uint32_t kRowZero = 0 * kRowFloats;
inline constexpr std::uint32_t kRowNegativeZero = 1 * kRowFloats;
inline constexpr std::uint32_t kRowOne = 2 * kRowFloats;
inline constexpr std::uint32_t kRowNegativeOne = 3 * kRowFloats;

/// A source operand after decoding: component c of the loaded vector is the row at
/// `row[c]`, negated when bit c of `negate` is set. Plain arrays (no std::array) so the
/// ISA-specific kernels instantiate no library templates (see fast_kernels.inc).
struct Operand {
    std::uint32_t row[4] = {0, 0, 0, 0};
    std::uint8_t negate = 0;
    std::uint32_t slot = 0;  ///< the slot the rows belong to (for aliasing checks)
};

/// One decoded instruction.
struct Step {
    lang::arbasm::fragment::Opcode opcode = lang::arbasm::fragment::Opcode::kMOV;  ///< SWZ is decoded as MOV
    bool saturate = false;
    std::uint8_t write_mask = 0xF;
    /// True when the destination is also a source: results go to scratch first, so a
    /// component written early is not read back by a later component of the same step.
    bool via_scratch = false;
    std::uint32_t dst = 0;  ///< float offset of the destination slot
    std::uint8_t source_count = 0;
    /// Components of each source the step reads (bit c = component c).
    std::uint8_t needed[3] = {0, 0, 0};
    Operand src[3];
    std::uint8_t texture_unit = 0;
    lang::arbasm::fragment::TextureTarget texture_target = lang::arbasm::fragment::TextureTarget::k2D;
};

/// One instruction of a program with an NVIDIA option, decoded for fast_nv.cpp's masked
/// interpreter: the instruction itself (for nv_alu.h's per-lane helpers: its opcode,
/// suffixes, condition and masks), its operands as rows, and the kernels' Step of it.
struct NvStep {
    const lang::arbasm::fragment::Instruction* instruction = nullptr;
    Operand src[3];  ///< rows and negation; `absolute` applies between them (VectorLoad)
    bool absolute[3] = {false, false, false};
    std::int64_t dst = -1;  ///< float offset of the destination slot; -1 writes nowhere
    /// The kernels' step (RunSteps): TEX, TXP and TXB give SampleBlock its unit, target and
    /// opcode from it; with `vector`, an ALU instruction the kernels compute as the
    /// reference does (an ARB opcode without precision conversion or absolute value) runs
    /// as `step` for all lanes, or as `masked` (the same into the scratch slot, merged per
    /// lane) when only some lanes execute it or a condition mask decides per lane.
    Step step;
    Step masked;
    bool vector = false;
};

/// Where each register file starts, in slots.
struct Layout {
    std::uint32_t temporaries = 1;
    std::uint32_t outputs = 0;
    std::uint32_t attributes = 0;
    std::uint32_t parameters = 0;
    std::uint32_t trash = 0;
    std::uint32_t uniforms = 0;  ///< the prologue's results, one slot per prologue step
    /// A program with an NVIDIA option: the slot its masked vector steps write (NvStep).
    std::uint32_t nv_scratch = 0;
    std::uint32_t slots = 0;     ///< total
};

/// A program decoded for the fast executor. Immutable after construction, so one
/// FastProgram serves every thread of a draw.
class FastProgram {
  public:
    explicit FastProgram(const lang::arbasm::fragment::Program& program);

    const lang::arbasm::fragment::Program& Source() const { return *program_; }
    /// The steps to run once per executor, after the parameters are in place (they read
    /// only constant and parameter slots and write only uniform slots).
    const std::vector<Step>& Prologue() const { return prologue_; }
    /// The steps to run for every block. None reads a temporary or output row before one of
    /// them writes it: HoistUniformSteps points such reads at the zero row (or at the
    /// prologue's slot), so a block never sees another block's temporaries and the
    /// executor zeroes none per block.
    const std::vector<Step>& Steps() const { return steps_; }
    const Layout& GetLayout() const { return layout_; }
    std::size_t RegisterFloats() const { return std::size_t{layout_.slots} * kSlotFloats; }

    /// Float offsets of result.color's rows x, y, z, w, all -1 when the program writes no
    /// color. A row may lie outside the output slot (in a temporary's, an attribute's, a
    /// parameter's, the prologue's or a constant row) when a MOV or SWZ copied it there
    /// unchanged, in any order: the resolve reads each row where it lies.
    const std::array<std::int64_t, 4>& ColorRows() const { return color_rows_; }
    /// Float offset of the result.depth slot, or -1 when not written.
    std::int64_t DepthSlot() const { return depth_; }
    bool WritesDepth() const { return writes_depth_; }
    /// The fog option applied to the results (alu.h's AppliedFog: none without a color).
    lang::arbasm::fragment::FogOption Fog() const { return fog_; }
    /// Whether the program has an NVIDIA option. Its instructions are then NvSteps (Steps and
    /// Prologue are empty): no dead code is removed and nothing hoisted, since control flow
    /// and condition codes decide per lane which writes happen; the color rows are home.
    bool IsNv() const { return nv_; }
    const std::vector<NvStep>& NvSteps() const { return nv_steps_; }
    const NvBlockMap& NvBlocks() const { return *nv_blocks_; }
    /// raster::AttributeBits of every fragment attribute the program (and its fog option)
    /// reads; the window position is always provided.
    std::uint32_t AttributeMask() const { return attribute_mask_; }

  private:
    Operand DecodeOperand(const lang::arbasm::fragment::SourceOperand& operand) const;
    std::uint32_t SlotOf(lang::arbasm::fragment::RegisterFile file, std::uint32_t index) const;
    void RemoveDeadComponents();
    void HoistUniformSteps();
    void MoveKillsEarly();
    void ReadResults(const std::vector<std::uint32_t>& where, std::vector<Step>& per_block);
    Step DecodeStep(const lang::arbasm::fragment::Instruction& instruction) const;
    std::uint32_t DestinationSlot(const lang::arbasm::fragment::Instruction& instruction) const;
    void DecodeNv();
    NvStep DecodeNvStep(const lang::arbasm::fragment::Instruction& instruction) const;

    const lang::arbasm::fragment::Program* program_;
    Layout layout_;
    std::vector<Step> prologue_;
    std::vector<Step> steps_;
    std::int64_t color_ = -1;  ///< the result.color slot (its home)
    std::array<std::int64_t, 4> color_rows_ = {-1, -1, -1, -1};
    std::int64_t depth_ = -1;
    bool writes_depth_ = false;
    lang::arbasm::fragment::FogOption fog_ = lang::arbasm::fragment::FogOption::kNone;
    std::uint32_t attribute_mask_ = 0;
    bool nv_ = false;
    std::vector<NvStep> nv_steps_;
    std::optional<NvBlockMap> nv_blocks_;
};

/// SWZ as a MOV operand: alu.cpp's SWZ on top of the loaded operand `loaded` (its rows and
/// negation). Selectors 0 and 1 ignore the operand and its negation and read the constant
/// rows (`-0` the negative-zero row); a component selector picks a loaded row and negates
/// again. Fragment and vertex programs decode SWZ through this one function.
Operand ComposeExtendedSwizzle(const Operand& loaded,
                               const std::array<lang::arbasm::fragment::ExtendedSwizzleComponent, 4>& swizzle);

}  // namespace tessera::runtime::exec::fast
