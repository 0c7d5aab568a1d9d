// SPDX-License-Identifier: MIT
// The registers of one quad under the reference interpreter, shared by its ARB part
// (reference.cpp) and its NV part (reference_nv.cpp): each fragment's register files,
// operand loads (3.11.4.1), destinations, texture sampling with the quad's derivatives
// (3.11.6) and result processing (3.11.4.4). An internal header of runtime/exec.
//
// Choices where the spec is silent (the ARB interpreter's, reference.cpp lists them):
// registers start as (0,0,0,0); an index outside its register file reads (0,0,0,0) and
// writes nowhere; a program that never writes result.color gives (0,0,0,0).
#pragma once

#include <array>
#include <vector>

#include "runtime/base/fragment.h"
#include "runtime/texture/texture.h"

namespace tessera::runtime::exec::detail {

struct FragmentRegisters {
    std::vector<Vec4> temporaries;
    std::vector<Vec4> attributes;
    std::vector<Vec4> outputs;
    bool killed = false;
};

class QuadRegisters {
  public:
    QuadRegisters(const DrawInputs& draw, const QuadInputs& quad);

    const lang::arbasm::fragment::Program& Program() const { return program_; }
    /// VectorLoad of 3.11.4.1: swizzle, then (NV options) absolute value, then negation. A
    /// scalar operand's swizzle repeats its one component.
    Vec4 VectorLoad(int fragment, const lang::arbasm::fragment::SourceOperand& operand) const;
    /// The destination register of `instruction` for `fragment`, or null when it names
    /// none.
    Vec4* Destination(int fragment, const lang::arbasm::fragment::Instruction& instruction);
    /// TEX, TXP and TXB's coordinates for all four fragments (TXP divided by q), and the
    /// quad's derivatives from them: d/dx = fragment 1 - fragment 0, d/dy = fragment 2 -
    /// fragment 0 (coarse derivatives, shared by the quad).
    std::array<Vec4, kQuadSize> SampleCoordinates(
        const lang::arbasm::fragment::Instruction& instruction) const;
    static texture::Derivatives QuadDerivatives(const std::array<Vec4, kQuadSize>& values);
    /// TextureSample of 3.11.6 on the instruction's unit and target; (0,0,0,1) without
    /// texture units.
    Vec4 Sample(const lang::arbasm::fragment::Instruction& instruction, const Vec4& coord,
                const texture::Derivatives& derivatives, float fragment_bias) const;
    /// TXL's sample: the level of detail from log2(rho) = `log2_rho`.
    Vec4 SampleAtLog2Rho(const lang::arbasm::fragment::Instruction& instruction, const Vec4& coord,
                         float log2_rho) const;
    void Kill(int fragment) { fragments_[fragment].killed = true; }
    /// Result processing (3.11.4.4, fog). `raw_color`, when given, receives each fragment's
    /// result.color before the clamp.
    void Finish(QuadResults& results, std::array<Vec4, kQuadSize>* raw_color = nullptr) const;

  private:
    const Vec4& Read(int fragment, lang::arbasm::fragment::RegisterFile file, std::uint32_t index) const;
    const Vec4* Output(int fragment, lang::arbasm::fragment::OutputBinding which) const;

    const DrawInputs& draw_;
    const lang::arbasm::fragment::Program& program_;
    const QuadInputs& quad_;
    std::array<FragmentRegisters, kQuadSize> fragments_;
};

/// The NV options' interpreter (reference_nv.cpp): RunQuadReference's work for a program
/// with an NVIDIA option.
void RunQuadNv(const DrawInputs& draw, const QuadInputs& quad, QuadResults& results,
               std::array<Vec4, kQuadSize>* raw_color);

}  // namespace tessera::runtime::exec::detail
