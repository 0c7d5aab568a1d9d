// SPDX-License-Identifier: MIT
// RunNvBlock (fast_nv.h): the machine nv_flow.h's control flow drives over a block's 64
// lanes, as reference_nv.cpp's is over a quad's four fragments. Each Execute follows the
// reference's function of the same name (its comments give the spec sections); what
// differs is only how operands and results reach the registers (rows of the block's
// structure of arrays) and that ALU instructions the kernels compute exactly run as vector
// steps.
#include "runtime/fast_exec/fast_nv.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <iterator>
#include <optional>
#include <vector>

#include "runtime/exec/nv_alu.h"
#include "runtime/exec/nv_flow.h"
#include "runtime/texture/texture.h"

namespace tessera::runtime::exec::fast {

namespace {

using lang::arbasm::fragment::Instruction;
using lang::arbasm::fragment::Opcode;

using Mask = std::uint64_t;  ///< bit i: lane i of the block

constexpr Mask Bit(int lane) { return Mask{1} << lane; }

using detail::ForEachLane;

// The lanes of the quads in `quad_mask`.
Mask LanesOf(std::uint32_t quad_mask) {
    Mask lanes = 0;
    for (int q = 0; q < kBlockQuads; ++q)
        if (quad_mask & (1u << q)) lanes |= Mask{0xF} << (q * kQuadSize);
    return lanes;
}

// The quads with a lane in `lanes`.
std::uint32_t QuadsOf(Mask lanes) {
    std::uint32_t quads = 0;
    for (int q = 0; q < kBlockQuads; ++q)
        if ((lanes >> (q * kQuadSize)) & 0xF) quads |= 1u << q;
    return quads;
}

class NvBlock {
  public:
    NvBlock(const FastProgram& program, float* registers, std::int32_t* killed,
            const SampleContext& context, RunStepsFunction run)
        : steps_(program.NvSteps()),
          scratch_(registers + std::size_t{program.GetLayout().nv_scratch} * kSlotFloats),
          registers_(registers),
          killed_(killed),
          context_(context),
          run_(run),
          all_(LanesOf(context.quad_mask)) {
        // Temporaries and outputs start as (0,0,0,0) (reference_quad.h); they are adjacent.
        const Layout& layout = program.GetLayout();
        std::memset(registers + std::size_t{layout.temporaries} * kSlotFloats, 0,
                    std::size_t{layout.attributes - layout.temporaries} * kSlotFloats * sizeof(float));
        std::fill(std::begin(cc_), std::end(cc_), kInitialCondCodes);
    }

    Mask All() const { return all_; }

    // The machine nv_flow.h's NvFlow drives.
    void Execute(std::uint32_t at, Mask active) { ExecuteStep(steps_[at], active); }
    bool Holds(const std::optional<lang::arbasm::fragment::CcTest>& condition, int lane) const {
        return ConditionHolds(condition, cc_[lane]);
    }
    float LoopOperand(std::uint32_t at, int lane) const { return Load(steps_[at], 0, lane)[0]; }

  private:
    void ExecuteStep(const NvStep& step, Mask active);
    void ExecuteVector(const NvStep& step, Mask active);
    void UpdateCc(const float* destination, std::uint8_t written, int lane);
    void ExecuteDerivative(const NvStep& step, Mask active);
    void ExecuteImplicitSample(const NvStep& step, Mask active);
    void ExecuteExplicitSample(const NvStep& step, Mask active);
    void ExecuteKill(const NvStep& step, Mask active);

    Vec4 Load(const NvStep& step, int source, int lane) const;
    Vec4 LoadConverted(const NvStep& step, int source, int lane) const {
        return ConvertPrecision(step.instruction->precision, Load(step, source, lane));
    }
    void Write(const NvStep& step, int lane, const Vec4& result);

    const std::vector<NvStep>& steps_;
    float* scratch_;  ///< the nv_scratch slot
    float* registers_;
    std::int32_t* killed_;
    const SampleContext& context_;
    RunStepsFunction run_;
    const Mask all_;  ///< the lanes of the quads that execute
    CondCodes cc_[kLanes];
};

void NvBlock::ExecuteStep(const NvStep& step, Mask active) {
    const Instruction& instruction = *step.instruction;
    switch (instruction.opcode) {
        case Opcode::kDDX:
        case Opcode::kDDY:
            ExecuteDerivative(step, active);
            return;
        case Opcode::kTEX:
        case Opcode::kTXP:
        case Opcode::kTXB:
            ExecuteImplicitSample(step, active);
            return;
        case Opcode::kTXD:
        case Opcode::kTXL:
            ExecuteExplicitSample(step, active);
            return;
        case Opcode::kKIL:
            ExecuteKill(step, active);
            return;
        default:
            break;
    }
    if (step.vector) {
        ExecuteVector(step, active);
        return;
    }
    const int count = std::min<int>(instruction.source_count, 3);
    ForEachLane(active, [&](int lane) {
        std::array<Vec4, 3> operands{};
        for (int s = 0; s < count; ++s) operands[s] = LoadConverted(step, s, lane);
        Write(step, lane, EvaluateNvAlu(instruction, operands));
    });
}

// The kernels' arithmetic is alu.cpp's bit for bit, and without a precision to convert to,
// UpdateDestinationNv is UpdateDestination (saturate, then the write mask) with the
// condition mask and "C" on top: per lane, the components both masks enable (the condition
// mask tested on the codes before the update) are written, and with "C" each written
// component's code is generated from the value written. Lanes outside `all_` belong to
// quads that do not execute: writing them is harmless.
void NvBlock::ExecuteVector(const NvStep& step, Mask active) {
    const Instruction& instruction = *step.instruction;
    if (active == all_ && !instruction.condition) {
        run_(&step.step, 1, registers_, killed_, context_);
    } else {
        run_(&step.masked, 1, registers_, killed_, context_);
        float* destination = registers_ + step.dst;
        ForEachLane(active, [&](int lane) {
            const std::uint8_t enabled =
                instruction.condition ? step.step.write_mask & CcMask(*instruction.condition, cc_[lane])
                                      : step.step.write_mask;
            for (int c = 0; c < 4; ++c)
                if (enabled & (1u << c))
                    destination[c * kRowFloats + lane] = scratch_[c * kRowFloats + lane];
            if (instruction.update_cc) UpdateCc(destination, enabled, lane);
        });
        return;
    }
    if (instruction.update_cc)
        ForEachLane(active, [&](int lane) { UpdateCc(registers_ + step.dst, step.step.write_mask, lane); });
}

// "C": the lane's condition code of each component of `written` from the value written.
void NvBlock::UpdateCc(const float* destination, std::uint8_t written, int lane) {
    for (int c = 0; c < 4; ++c)
        if (written & (1u << c)) cc_[lane][c] = GenerateCC(destination[c * kRowFloats + lane]);
}

// Every fragment of an executing quad loads its operand, active or not (the reference's
// choice for derivatives in divergent control flow, reference_nv.cpp).
void NvBlock::ExecuteDerivative(const NvStep& step, Mask active) {
    const bool along_x = step.instruction->opcode == Opcode::kDDX;
    const bool fine = context_.draw->fine_derivatives;
    for (int q = 0; q < kBlockQuads; ++q) {
        const int base = q * kQuadSize;
        if (((active >> base) & 0xF) == 0) continue;
        std::array<Vec4, kQuadSize> value;
        for (int i = 0; i < kQuadSize; ++i) value[i] = LoadConverted(step, 0, base + i);
        for (int i = 0; i < kQuadSize; ++i)
            if (active & Bit(base + i))
                Write(step, base + i, QuadDifference(along_x, fine, value, i));
    }
}

// SampleBlock on the loaded coordinates of every lane (the quad's derivatives need all
// four), for the quads with an active lane; the active lanes' results are written.
void NvBlock::ExecuteImplicitSample(const NvStep& step, Mask active) {
    alignas(64) float loaded[4][kLanes];
    alignas(64) float sampled[4][kLanes];
    const float* coords[4];
    float* const out[4] = {sampled[0], sampled[1], sampled[2], sampled[3]};
    const Operand& operand = step.src[0];
    for (int c = 0; c < 4; ++c) {
        const float* row = registers_ + operand.row[c];
        const bool negate = (operand.negate >> c) & 1;
        if (!negate && !step.absolute[0]) {
            coords[c] = row;
            continue;
        }
        for (int lane = 0; lane < kLanes; ++lane) {
            const float v = step.absolute[0] ? std::fabs(row[lane]) : row[lane];
            loaded[c][lane] = negate ? -v : v;
        }
        coords[c] = loaded[c];
    }
    SampleContext context = context_;
    context.quad_mask = QuadsOf(active);
    Step sample = step.step;
    sample.write_mask = 0xF;
    SampleBlock(context, sample, coords, out);
    ForEachLane(active, [&](int lane) {
        Write(step, lane, {sampled[0][lane], sampled[1][lane], sampled[2][lane], sampled[3][lane]});
    });
}

// TXD with the derivatives its operands give (3.11.6.5), TXL with log2(rho) = w
// (3.11.6.6): the texture units' own calls, as QuadRegisters makes them.
void NvBlock::ExecuteExplicitSample(const NvStep& step, Mask active) {
    const Instruction& instruction = *step.instruction;
    const texture::TextureUnits* units = context_.draw->textures;
    ForEachLane(active, [&](int lane) {
        const Vec4 coord = Load(step, 0, lane);
        Vec4 result{0, 0, 0, 1};  // every texture incomplete without texture units
        if (units != nullptr && instruction.opcode == Opcode::kTXL) {
            result = units->SampleAtLog2Rho(instruction.texture_unit, instruction.texture_target,
                                            coord[0], coord[1], coord[2], coord[3]);
        } else if (units != nullptr) {
            const Vec4 ddx = Load(step, 1, lane);
            const Vec4 ddy = Load(step, 2, lane);
            const texture::Derivatives given{{ddx[0], ddx[1], ddx[2]}, {ddy[0], ddy[1], ddy[2]}};
            result = units->Sample(instruction.texture_unit, instruction.texture_target, coord[0],
                                   coord[1], coord[2], given, 0.0f);
        }
        Write(step, lane, result);
    });
}

void NvBlock::ExecuteKill(const NvStep& step, Mask active) {
    const Instruction& instruction = *step.instruction;
    const bool on_condition = instruction.source_count == 0;
    ForEachLane(active, [&](int lane) {
        bool kill = false;
        if (on_condition) {
            kill = ConditionHolds(instruction.condition, cc_[lane]);
        } else {
            const Vec4 tmp = Load(step, 0, lane);
            kill = tmp[0] < 0 || tmp[1] < 0 || tmp[2] < 0 || tmp[3] < 0;
        }
        if (kill) killed_[lane] = 1;
    });
}

// VectorLoad (3.11.4.1): the swizzled rows, absolute value, then negation.
Vec4 NvBlock::Load(const NvStep& step, int source, int lane) const {
    const Operand& operand = step.src[source];
    Vec4 value;
    for (int c = 0; c < 4; ++c) {
        float v = registers_[operand.row[c] + static_cast<std::uint32_t>(lane)];
        if (step.absolute[source]) v = std::fabs(v);
        if ((operand.negate >> c) & 1) v = -v;
        value[c] = v;
    }
    return value;
}

// The reference's Write: nowhere without a destination (no condition code either), else
// UpdateDestinationNv of the result converted to the instruction's precision.
void NvBlock::Write(const NvStep& step, int lane, const Vec4& result) {
    if (step.dst < 0) return;
    float* destination = registers_ + step.dst + lane;
    Vec4 value{destination[0], destination[kRowFloats], destination[2 * kRowFloats],
               destination[3 * kRowFloats]};
    UpdateDestinationNv(*step.instruction, ConvertPrecision(step.instruction->precision, result),
                        value, cc_[lane]);
    for (int c = 0; c < 4; ++c) destination[c * kRowFloats] = value[c];
}

}  // namespace

void RunNvBlock(const FastProgram& program, float* registers, std::int32_t* killed,
                const SampleContext& context, RunStepsFunction run) {
    NvBlock block(program, registers, killed, context, run);
    detail::NvFlow<Mask, kLanes, NvBlock>(block, program.Source(), program.NvBlocks())
        .Run(block.All());
}

}  // namespace tessera::runtime::exec::fast
