// SPDX-License-Identifier: MIT
// The reference interpreter: sections 3.11.4 to 3.11.6 followed literally, one quad at a
// time.
//
// The four fragments of a quad execute in lock-step, one instruction for all four before
// the next, because a texture instruction needs its coordinate on every fragment of the
// quad to compute a level of detail: ddx = coord(fragment 1) - coord(fragment 0) along the
// quad's first row, ddy = coord(fragment 2) - coord(fragment 0) along its first column, and
// all four fragments use that one pair of derivatives (what GL implementations call
// coarse derivatives). Helper fragments (not covered) and fragments already killed keep
// executing for the same reason; their results are simply not wanted by the caller.
//
// A program with an NVIDIA option runs on the interpreter's NV part (reference_nv.cpp),
// which shares the register files and texture sampling below (reference_quad.h) and adds
// condition codes, precision and per-fragment control flow.
//
// Every fragment has its own register files. A read goes through VectorLoad (3.11.4.1), a
// write through UpdateDestination (3.11.4.3, in alu.cpp), so swizzles, negation, masks and
// _SAT behave identically for every instruction. Choices where the spec is silent:
// - Temporaries and result registers start as (0,0,0,0). Reading a temporary before any
//   write is undefined in the spec; zero is what Mesa's register files start with too.
// - A program that never writes result.color produces color (0,0,0,0) (3.11.4.4 calls it
//   undefined).
// - TXP divides by q without a guard, as Mesa does; for q <= 0 (undefined in 3.11.6.2) the
//   sample is taken at whatever coordinates the division gives, infinities and NaNs
//   included (the sampler maps those to valid texels; see sampler.cpp).
// - An operand or destination index outside its register file (only a malformed Program
//   can contain one) reads (0,0,0,0) and writes nowhere, instead of failing.
// - fragment.fogcoord reads (f, 0, 0, 1); fragment.position reads the window position as
//   the rasterizer gave it; fragment.facing (NV_fragment_program2) reads (facing, 0, 0,
//   1). The fog options use the fog coordinate as given (not its absolute value), as
//   piglit's fp-fog expects.
#include <algorithm>
#include <cmath>
#include <vector>

#include "runtime/exec/alu.h"
#include "runtime/base/fragment.h"
#include "runtime/exec/reference_quad.h"
#include "runtime/texture/texture.h"

namespace tessera::runtime::exec {

namespace detail {

using lang::arbasm::fragment::AttributeBinding;
using lang::arbasm::fragment::Instruction;
using lang::arbasm::fragment::Opcode;
using lang::arbasm::fragment::OutputBinding;
using lang::arbasm::fragment::RegisterFile;
using lang::arbasm::fragment::SourceOperand;

namespace {

constexpr Vec4 kZero{0, 0, 0, 0};

}  // namespace

QuadRegisters::QuadRegisters(const DrawInputs& draw, const QuadInputs& quad)
    : draw_(draw), program_(*draw.program), quad_(quad) {
    for (int i = 0; i < kQuadSize; ++i) {
        FragmentRegisters& f = fragments_[i];
        f.temporaries.assign(program_.temporaries.size(), kZero);
        f.outputs.assign(program_.outputs.size(), kZero);
        for (const AttributeBinding& binding : program_.attributes) {
            f.attributes.push_back(AttributeValue(binding, quad.fragments[i]));
        }
    }
}

const Vec4& QuadRegisters::Read(int fragment, RegisterFile file, std::uint32_t index) const {
    const FragmentRegisters& f = fragments_[fragment];
    const std::vector<Vec4>* registers = nullptr;
    switch (file) {
        case RegisterFile::kTemporary:
            registers = &f.temporaries;
            break;
        case RegisterFile::kAttribute:
            registers = &f.attributes;
            break;
        case RegisterFile::kParameter:
            registers = &draw_.parameters;
            break;
        case RegisterFile::kOutput:
            registers = &f.outputs;
            break;
    }
    if (registers == nullptr || index >= registers->size()) return kZero;
    return (*registers)[index];
}

// 3.11.4.1: swizzle, then negate (NV options: the absolute value comes between).
Vec4 QuadRegisters::VectorLoad(int fragment, const SourceOperand& operand) const {
    const Vec4& source = Read(fragment, operand.file, operand.index);
    Vec4 value;
    for (int i = 0; i < 4; ++i) {
        const int component = static_cast<int>(operand.swizzle[i]);
        // Only SWZ's extended swizzle may select 0 or 1; an operand swizzle never does.
        value[i] = component < 4 ? source[component] : (component == 5 ? 1.0f : 0.0f);
        if (operand.absolute) value[i] = std::fabs(value[i]);
        if (operand.negate) value[i] = -value[i];
    }
    return value;
}

Vec4* QuadRegisters::Destination(int fragment, const Instruction& instruction) {
    FragmentRegisters& f = fragments_[fragment];
    std::vector<Vec4>& registers =
        instruction.dst.file == RegisterFile::kOutput ? f.outputs : f.temporaries;
    if (instruction.dst.file != RegisterFile::kOutput &&
        instruction.dst.file != RegisterFile::kTemporary) {
        return nullptr;
    }
    if (instruction.dst.index >= registers.size()) return nullptr;
    return &registers[instruction.dst.index];
}

std::array<Vec4, kQuadSize> QuadRegisters::SampleCoordinates(const Instruction& instruction) const {
    std::array<Vec4, kQuadSize> coords;
    for (int i = 0; i < kQuadSize; ++i) {
        Vec4 tmp = VectorLoad(i, instruction.src[0]);
        if (instruction.opcode == Opcode::kTXP) {
            tmp[0] = tmp[0] / tmp[3];
            tmp[1] = tmp[1] / tmp[3];
            tmp[2] = tmp[2] / tmp[3];
        }
        coords[i] = tmp;
    }
    return coords;
}

texture::Derivatives QuadRegisters::QuadDerivatives(const std::array<Vec4, kQuadSize>& values) {
    texture::Derivatives derivatives;
    for (int a = 0; a < 3; ++a) {
        derivatives.ddx[a] = values[1][a] - values[0][a];
        derivatives.ddy[a] = values[2][a] - values[0][a];
    }
    return derivatives;
}

Vec4 QuadRegisters::Sample(const Instruction& instruction, const Vec4& coord,
                           const texture::Derivatives& derivatives, float fragment_bias) const {
    if (draw_.textures == nullptr) return {0, 0, 0, 1};  // every texture is incomplete
    return draw_.textures->Sample(instruction.texture_unit, instruction.texture_target, coord[0],
                                  coord[1], coord[2], derivatives, fragment_bias);
}

Vec4 QuadRegisters::SampleAtLog2Rho(const Instruction& instruction, const Vec4& coord,
                                    float log2_rho) const {
    if (draw_.textures == nullptr) return {0, 0, 0, 1};
    return draw_.textures->SampleAtLog2Rho(instruction.texture_unit, instruction.texture_target,
                                           coord[0], coord[1], coord[2], log2_rho);
}

const Vec4* QuadRegisters::Output(int fragment, OutputBinding which) const {
    for (std::size_t r = 0; r < program_.outputs.size(); ++r) {
        if (program_.outputs[r] == which) return &fragments_[fragment].outputs[r];
    }
    return nullptr;
}

// 3.11.4.4 and 3.11.4.5.1: clamp the color, apply the fog option to the clamped color
// (none to a program that writes no color: AppliedFog), replace the depth only when the
// program writes result.depth.z.
void QuadRegisters::Finish(QuadResults& results, std::array<Vec4, kQuadSize>* raw_color) const {
    const bool writes_depth = program_.WritesDepth();
    const lang::arbasm::fragment::FogOption fog = AppliedFog(program_);
    for (int i = 0; i < kQuadSize; ++i) {
        const FragmentAttributes& in = quad_.fragments[i];
        const Vec4* color = Output(i, OutputBinding::kColor);
        Vec4 clamped = color != nullptr ? *color : kZero;
        if (raw_color != nullptr) (*raw_color)[i] = clamped;
        for (float& c : clamped) c = Saturate(c);
        results.color[i] = ApplyFog(fog, draw_.fog, in.fogcoord, clamped);
        const Vec4* depth = Output(i, OutputBinding::kDepth);
        results.depth[i] =
            writes_depth && depth != nullptr ? Saturate((*depth)[2]) : in.position[2];
        results.killed[i] = fragments_[i].killed;
    }
}

namespace {

// ARB_fragment_program: every instruction once, in order, for all four fragments.
class QuadInterpreter {
  public:
    QuadInterpreter(const DrawInputs& draw, const QuadInputs& quad) : quad_(draw, quad) {}

    void Run() {
        for (const Instruction& instruction : quad_.Program().instructions) Execute(instruction);
    }
    void Finish(QuadResults& results, std::array<Vec4, kQuadSize>* raw_color) const {
        quad_.Finish(results, raw_color);
    }

  private:
    void Execute(const Instruction& instruction);
    void ExecuteAlu(const Instruction& instruction);
    void ExecuteSample(const Instruction& instruction);
    void ExecuteKill(const Instruction& instruction);
    void Write(int fragment, const Instruction& instruction, const Vec4& result);

    QuadRegisters quad_;
};

void QuadInterpreter::Write(int fragment, const Instruction& instruction, const Vec4& result) {
    if (Vec4* destination = quad_.Destination(fragment, instruction)) {
        UpdateDestination(*destination, result, instruction.saturate, instruction.dst.write_mask);
    }
}

void QuadInterpreter::Execute(const Instruction& instruction) {
    switch (instruction.opcode) {
        case Opcode::kTEX:
        case Opcode::kTXP:
        case Opcode::kTXB:
            ExecuteSample(instruction);
            break;
        case Opcode::kKIL:
            ExecuteKill(instruction);
            break;
        default:
            ExecuteAlu(instruction);
            break;
    }
}

void QuadInterpreter::ExecuteAlu(const Instruction& instruction) {
    const int count = std::min<int>(instruction.source_count, 3);
    for (int i = 0; i < kQuadSize; ++i) {
        std::array<Vec4, 3> operands{};
        for (int s = 0; s < count; ++s) operands[s] = quad_.VectorLoad(i, instruction.src[s]);
        Write(i, instruction, EvaluateAlu(instruction, operands));
    }
}

// 3.11.6.1 to 3.11.6.3. All four coordinates are loaded first so that every fragment can
// be given the quad's derivatives.
void QuadInterpreter::ExecuteSample(const Instruction& instruction) {
    const std::array<Vec4, kQuadSize> coords = quad_.SampleCoordinates(instruction);
    const texture::Derivatives derivatives = QuadRegisters::QuadDerivatives(coords);
    for (int i = 0; i < kQuadSize; ++i) {
        const float fragment_bias = instruction.opcode == Opcode::kTXB ? coords[i][3] : 0.0f;
        Write(i, instruction, quad_.Sample(instruction, coords[i], derivatives, fragment_bias));
    }
}

// 3.11.6.4. NaN and -0 are not "< 0", so they do not kill.
void QuadInterpreter::ExecuteKill(const Instruction& instruction) {
    for (int i = 0; i < kQuadSize; ++i) {
        const Vec4 tmp = quad_.VectorLoad(i, instruction.src[0]);
        if (tmp[0] < 0 || tmp[1] < 0 || tmp[2] < 0 || tmp[3] < 0) quad_.Kill(i);
    }
}

}  // namespace

}  // namespace detail

void RunQuadReference(const DrawInputs& draw, const QuadInputs& quad, QuadResults& results,
                      std::array<Vec4, kQuadSize>* raw_color) {
    if (draw.program == nullptr) {
        // Nothing to run: an undefined color (we give zero) and the window depth.
        for (int i = 0; i < kQuadSize; ++i) {
            results.color[i] = Vec4{0, 0, 0, 0};
            results.depth[i] = quad.fragments[i].position[2];
            results.killed[i] = false;
            if (raw_color != nullptr) (*raw_color)[i] = Vec4{0, 0, 0, 0};
        }
        return;
    }
    if (draw.program->nv_option != lang::arbasm::fragment::NvOption::kNone) {
        detail::RunQuadNv(draw, quad, results, raw_color);
        return;
    }
    detail::QuadInterpreter interpreter(draw, quad);
    interpreter.Run();
    interpreter.Finish(results, raw_color);
}

}  // namespace tessera::runtime::exec
