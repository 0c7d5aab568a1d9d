// SPDX-License-Identifier: MIT
// The fast vertex executor: an ARB vertex program decoded once, run on blocks of vertices.
//
// The vertex side of docs/fast_executor.md. The 24 instructions vertex programs share with
// fragment programs become the fragment executor's steps (fast_program.h) and run through
// the same ISA-specific lane kernels (fast_kernels.inc), so their arithmetic is alu.cpp's
// bit for bit. A block holds fast::kLanes vertices in the same structure-of-arrays register
// array, laid out as
//
//   [constants][temporaries][outputs][attributes][parameters][gathered operands]
//
// What only vertex programs have runs between runs of kernel steps, as "vertex ops":
// - ARL writes a per-lane integer address register (AddressLoad of vertex.h).
// - A relative operand `c[A0.x + n]` is gathered per lane into a scratch slot right before
//   its instruction (2.14.4.2, with vertex.h's rule: outside the array reads (0,0,0,0)); the
//   instruction's step then reads that slot as if it were an ordinary register.
// - EXP and LOG call vertex.h's ExpApproximate and LogApproximate per lane.
// Everything else (swizzles, negation, SWZ's selectors, write masks) is resolved to row
// offsets at decode time, as for fragment programs. Temporaries and address registers start
// at 0 and results at (0,0,0,1) for every vertex, as in RunVertexReference, so the two
// executors are interchangeable: tests/runtime/vertex_fast checks it bit for bit.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "lang/common/arbasm/vertex_program.h"
#include "runtime/fast_exec/fast_executor.h"
#include "runtime/fast_exec/fast_program.h"
#include "runtime/exec/vertex.h"

namespace tessera::runtime::exec {

/// One operation of a decoded vertex program.
struct VertexOp {
    enum class Kind : std::uint8_t {
        kSteps,        ///< run steps [first, first + count) of FastVertexProgram::Steps()
        kGather,       ///< fill slot `dst` with parameters[base + A + offset] per lane
        kAddressLoad,  ///< address register `address` = AddressLoad(source row)
        kExp,          ///< ExpApproximate(source row) into `dst` through `write_mask`
        kLog,          ///< LogApproximate(source row) into `dst` through `write_mask`
    };
    Kind kind = Kind::kSteps;
    std::uint32_t first = 0;  ///< kSteps
    std::uint32_t count = 0;  ///< kSteps
    /// Float offset of the destination slot (kGather, kExp, kLog).
    std::uint32_t dst = 0;
    std::uint8_t write_mask = 0xF;
    /// The scalar operand of ARL, EXP and LOG: its row and whether it is negated.
    std::uint32_t source_row = 0;
    bool negate = false;
    std::uint32_t address = 0;  ///< the address register (kGather, kAddressLoad)
    std::uint32_t base = 0;     ///< kGather: the array's first parameter entry
    std::uint32_t size = 0;     ///< kGather: the array's size
    std::int32_t offset = 0;    ///< kGather
};

/// Where each register file starts, in slots.
struct VertexLayout {
    std::uint32_t temporaries = 1;
    std::uint32_t outputs = 0;
    std::uint32_t attributes = 0;
    std::uint32_t parameters = 0;
    std::uint32_t gathered = 0;  ///< three slots: one per source operand of an instruction
    std::uint32_t slots = 0;
};

/// A vertex program decoded for the fast executor; immutable, so one serves many threads.
/// `program` must outlive it.
class FastVertexProgram {
  public:
    explicit FastVertexProgram(const lang::arbasm::vertex::Program& program);

    const lang::arbasm::vertex::Program& Source() const { return *program_; }
    const std::vector<VertexOp>& Ops() const { return ops_; }
    const std::vector<fast::Step>& Steps() const { return steps_; }
    const VertexLayout& Layout() const { return layout_; }
    std::size_t RegisterFloats() const { return std::size_t{layout_.slots} * fast::kSlotFloats; }

  private:
    fast::Operand DecodeOperand(const lang::arbasm::vertex::SourceOperand& operand, int position);
    void DecodeInstruction(const lang::arbasm::vertex::Instruction& instruction);
    void AddStep(const fast::Step& step);

    const lang::arbasm::vertex::Program* program_;
    VertexLayout layout_;
    std::vector<VertexOp> ops_;
    std::vector<fast::Step> steps_;
};

/// One thread's executor for one set of parameter values: the block register array with
/// the parameters broadcast once, the per-lane address registers, the chosen kernels.
class FastVertexExecutor {
  public:
    /// `parameters[i]` is the value of program.parameters[i]; `program` and `parameters`
    /// must outlive the executor.
    FastVertexExecutor(const FastVertexProgram& program, std::span<const Vec4> parameters,
                       fast::Isa isa = fast::BestIsa());

    /// Runs `count` vertices. Vertex-major: vertex v's attribute i is
    /// attributes[v * program.attributes.size() + i], its output o is written to
    /// results[v * program.outputs.size() + o].
    void Run(std::span<const Vec4> attributes, std::span<Vec4> results, std::size_t count);

  private:
    void RunBlock(const Vec4* attributes, Vec4* results, int count);
    void Execute(const VertexOp& op);
    void Gather(const VertexOp& op);

    const FastVertexProgram& program_;
    std::span<const Vec4> parameters_;
    fast::RunStepsFunction run_;
    std::vector<float> storage_;
    float* registers_ = nullptr;  ///< storage_, aligned to 64 bytes
    std::vector<std::int32_t> address_;  ///< address register r of lane l at r * kLanes + l
    alignas(64) std::int32_t killed_[fast::kLanes] = {};  ///< unused: no KIL in vertex programs
};

/// RunVertexReference's contract for `count` vertices at once (vertex-major spans as in
/// FastVertexExecutor::Run); decodes the program each call.
void RunVerticesFast(const lang::arbasm::vertex::Program& program, std::span<const Vec4> attributes,
                     std::span<const Vec4> parameters, std::span<Vec4> results, std::size_t count,
                     fast::Isa isa = fast::BestIsa());

}  // namespace tessera::runtime::exec
