// SPDX-License-Identifier: MIT
// The reference interpreter's NV part: fragment programs with `OPTION NV_fragment_program;`
// (NV_fragment_program_option) or `OPTION NV_fragment_program2;`, one quad at a time.
//
// The quad still runs in lock-step, one instruction for its four fragments before the next,
// so that DDX, DDY and the implicit-derivative texture instructions can read every
// fragment's operand. What the ARB interpreter does not have is control flow that differs
// between fragments: an IF whose condition holds for two of them, a BRK taken by one. The
// trick is an execution mask: each instruction runs for a set of fragments (bit i =
// fragment i), and every block narrows the set it passes to the instructions inside it.
// Fragments outside the set "run" as inactive: their registers are not written, but their
// operands are still loaded where the quad needs them (derivatives), so a derivative in
// divergent control flow reads each neighbour's current register value. The specs say
// nothing about derivatives in divergent control flow; that is the choice made here.
//
// The control flow and its run-time limits are nv_flow.h's, shared with the fast executor.
//
// Arithmetic, precision and condition codes are nv_alu.h's; registers, sampling and result
// processing the ARB interpreter's (reference_quad.h).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include "runtime/exec/nv_alu.h"
#include "runtime/exec/nv_flow.h"
#include "runtime/exec/reference_quad.h"

namespace tessera::runtime::exec::detail {

namespace {

using lang::arbasm::fragment::CcTest;
using lang::arbasm::fragment::Instruction;
using lang::arbasm::fragment::Opcode;

using Mask = std::uint8_t;  ///< bit i: fragment i of the quad
constexpr Mask kAllFragments = 0xF;

constexpr Mask Bit(int fragment) { return static_cast<Mask>(1u << fragment); }

class NvQuadInterpreter {
  public:
    NvQuadInterpreter(const DrawInputs& draw, const QuadInputs& quad)
        : quad_(draw, quad),
          program_(*draw.program),
          blocks_(program_.instructions),
          fine_derivatives_(draw.fine_derivatives) {
        cc_.fill(kInitialCondCodes);
    }

    void Run() {
        NvFlow<Mask, kQuadSize, NvQuadInterpreter>(*this, program_, blocks_).Run(kAllFragments);
    }

    void Finish(QuadResults& results, std::array<Vec4, kQuadSize>* raw_color) const {
        quad_.Finish(results, raw_color);
    }

    // The machine NvFlow drives (nv_flow.h).
    void Execute(std::uint32_t at, Mask active) {
        ExecuteInstruction(program_.instructions[at], active);
    }
    bool Holds(const std::optional<CcTest>& condition, int fragment) const {
        return ConditionHolds(condition, cc_[fragment]);
    }
    float LoopOperand(std::uint32_t at, int fragment) const {
        return quad_.VectorLoad(fragment, program_.instructions[at].src[0])[0];
    }

  private:
    void ExecuteInstruction(const Instruction& instruction, Mask active);
    void ExecuteDerivative(const Instruction& instruction, Mask active);
    void ExecuteSample(const Instruction& instruction, Mask active);
    void ExecuteKill(const Instruction& instruction, Mask active);
    std::array<Vec4, 3> LoadOperands(int fragment, const Instruction& instruction) const;
    void Write(int fragment, const Instruction& instruction, const Vec4& result);

    QuadRegisters quad_;
    const lang::arbasm::fragment::Program& program_;
    NvBlockMap blocks_;
    const bool fine_derivatives_;
    std::array<CondCodes, kQuadSize> cc_{};
};

void NvQuadInterpreter::ExecuteInstruction(const Instruction& instruction, Mask active) {
    switch (instruction.opcode) {
        case Opcode::kDDX:
        case Opcode::kDDY:
            ExecuteDerivative(instruction, active);
            return;
        case Opcode::kTEX:
        case Opcode::kTXP:
        case Opcode::kTXB:
        case Opcode::kTXD:
        case Opcode::kTXL:
            ExecuteSample(instruction, active);
            return;
        case Opcode::kKIL:
            ExecuteKill(instruction, active);
            return;
        default:
            break;
    }
    for (int i = 0; i < kQuadSize; ++i)
        if (active & Bit(i))
            Write(i, instruction, EvaluateNvAlu(instruction, LoadOperands(i, instruction)));
}

// 3.11.5.30, 3.11.5.31: the quad's differences (nv_alu.h's QuadDifference): by default the
// texture instructions' derivatives (QuadRegisters::QuadDerivatives), the same for the four
// fragments; per row and column with DrawInputs::fine_derivatives.
void NvQuadInterpreter::ExecuteDerivative(const Instruction& instruction, Mask active) {
    std::array<Vec4, kQuadSize> value;
    for (int i = 0; i < kQuadSize; ++i) value[i] = LoadOperands(i, instruction)[0];
    const bool along_x = instruction.opcode == Opcode::kDDX;
    for (int i = 0; i < kQuadSize; ++i)
        if (active & Bit(i))
            Write(i, instruction, QuadDifference(along_x, fine_derivatives_, value, i));
}

// TEX, TXP, TXB as in the ARB interpreter (derivatives from all four fragments); TXD with
// the derivatives its operands give (3.11.6.5); TXL with log2(rho) = w (3.11.6.6).
void NvQuadInterpreter::ExecuteSample(const Instruction& instruction, Mask active) {
    const Opcode op = instruction.opcode;
    if (op == Opcode::kTXD || op == Opcode::kTXL) {
        for (int i = 0; i < kQuadSize; ++i) {
            if (!(active & Bit(i))) continue;
            const Vec4 coord = quad_.VectorLoad(i, instruction.src[0]);
            if (op == Opcode::kTXL) {
                Write(i, instruction, quad_.SampleAtLog2Rho(instruction, coord, coord[3]));
                continue;
            }
            const Vec4 ddx = quad_.VectorLoad(i, instruction.src[1]);
            const Vec4 ddy = quad_.VectorLoad(i, instruction.src[2]);
            const texture::Derivatives given{{ddx[0], ddx[1], ddx[2]}, {ddy[0], ddy[1], ddy[2]}};
            Write(i, instruction, quad_.Sample(instruction, coord, given, 0.0f));
        }
        return;
    }
    const std::array<Vec4, kQuadSize> coords = quad_.SampleCoordinates(instruction);
    const texture::Derivatives derivatives = QuadRegisters::QuadDerivatives(coords);
    for (int i = 0; i < kQuadSize; ++i) {
        if (!(active & Bit(i))) continue;
        const float bias = op == Opcode::kTXB ? coords[i][3] : 0.0f;
        Write(i, instruction, quad_.Sample(instruction, coords[i], derivatives, bias));
    }
}

// 3.11.6.4 as NV_fragment_program_option modifies it: a vector operand kills when a
// component is negative, a condition when any component of its mask passes.
void NvQuadInterpreter::ExecuteKill(const Instruction& instruction, Mask active) {
    const bool on_condition = instruction.source_count == 0;
    for (int i = 0; i < kQuadSize; ++i) {
        if (!(active & Bit(i))) continue;
        if (on_condition) {
            if (ConditionHolds(instruction.condition, cc_[i])) quad_.Kill(i);
            continue;
        }
        const Vec4 tmp = quad_.VectorLoad(i, instruction.src[0]);
        if (tmp[0] < 0 || tmp[1] < 0 || tmp[2] < 0 || tmp[3] < 0) quad_.Kill(i);
    }
}

// Operands converted to the instruction's precision (NV_fragment_program 3.11.4.2).
std::array<Vec4, 3> NvQuadInterpreter::LoadOperands(int fragment,
                                                    const Instruction& instruction) const {
    std::array<Vec4, 3> operands{};
    const int count = std::min<int>(instruction.source_count, 3);
    for (int s = 0; s < count; ++s)
        operands[s] =
            ConvertPrecision(instruction.precision, quad_.VectorLoad(fragment, instruction.src[s]));
    return operands;
}

void NvQuadInterpreter::Write(int fragment, const Instruction& instruction, const Vec4& result) {
    if (Vec4* destination = quad_.Destination(fragment, instruction))
        UpdateDestinationNv(instruction, ConvertPrecision(instruction.precision, result),
                            *destination, cc_[fragment]);
}

}  // namespace

void RunQuadNv(const DrawInputs& draw, const QuadInputs& quad, QuadResults& results,
               std::array<Vec4, kQuadSize>* raw_color) {
    NvQuadInterpreter interpreter(draw, quad);
    interpreter.Run();
    interpreter.Finish(results, raw_color);
}

}  // namespace tessera::runtime::exec::detail
