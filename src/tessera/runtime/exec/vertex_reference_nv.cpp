// SPDX-License-Identifier: MIT
// The reference vertex executor's NV part: vertex programs with `OPTION NV_vertex_program2;`
// (NV_vertex_program2_option, "vp2") or `OPTION NV_vertex_program3;` ("vp3"), one vertex at
// a time.
//
// A vertex runs alone, so control flow needs no masks: a program counter moves through the
// instructions, BRA jumps to a label, CAL pushes the next instruction onto the call stack
// and RET pops it (vp2 2.14.4.X, 2.14.5.30, 2.14.5.31, 2.14.5.34); vp3's PUSHA and POPA
// share that stack with address register vectors (2.14.5.43, 2.14.5.44). Execution starts
// after the label "main" when there is one and ends after the last instruction, at a RET
// with an empty stack, or abnormally: a CAL or PUSHA with MAX_PROGRAM_CALL_DEPTH_NV (4)
// entries on the stack, a RET or POPA finding the other kind of entry (or POPA none), or
// MAX_PROGRAM_EXEC_INSTRUCTIONS_NV (65,536) instructions executed. The results are then
// those written so far (the spec calls them undefined after an abnormal end).
//
// Operands and writes are the fragment options' (nv_alu.h): absolute values, condition
// masks and the "C" suffix, which for ARL, ARA, ARR and POPA sets the codes from the
// integers written (vp2 2.14.4.3). Address registers have four integer components; a
// relative access reads the component its operand names.
//
// Choices where the specs leave room: SSG of NaN is 0 (2.14.5.41 defines only > 0, 0 and
// < 0); RCC of NaN is NaN (2.14.5.33 clamps numbers); ARR rounds halves to even as the
// spec says, and ARL/ARR clamp to +-2^24 and map NaN to 0 as ARL does (vertex.h). Vertex
// texture lookups (vp3 2.14.5.45 to 2.14.5.48) have a base level of detail of 0: TEX and
// TXP sample at log2(rho) = 0 (TXP dividing by w first), TXB adds its w to the biases, TXL
// uses w as log2(rho); without texture units every lookup gives (0,0,0,1).
#include <algorithm>
#include <cmath>
#include <string_view>
#include <vector>

#include "runtime/exec/alu.h"
#include "runtime/exec/nv_alu.h"
#include "runtime/exec/vertex.h"
#include "runtime/texture/texture.h"

namespace tessera::runtime::exec {

namespace {

using lang::arbasm::vertex::Instruction;
using lang::arbasm::vertex::Opcode;
using lang::arbasm::vertex::RegisterFile;
using lang::arbasm::vertex::SourceOperand;
using AddressVector = std::array<std::int32_t, 4>;

constexpr int kMaxExecInstructions = 65536;
constexpr std::size_t kMaxCallDepth = 4;

// The fragment opcode of the same name (COS, SIN, SEQ ... STR and ARB's shared ones).
lang::arbasm::fragment::Opcode FragmentNamesake(Opcode op) {
    if (auto shared = lang::arbasm::vertex::SharedOpcode(op)) return *shared;
    const std::string_view name = lang::arbasm::vertex::OpcodeName(op);
    for (int i = 0; i < lang::arbasm::fragment::kOpcodeCountWithOptions; ++i)
        if (name == lang::arbasm::fragment::OpcodeName(static_cast<lang::arbasm::fragment::Opcode>(i)))
            return static_cast<lang::arbasm::fragment::Opcode>(i);
    return lang::arbasm::fragment::Opcode::kMOV;  // not reached: every ALU opcode has a namesake
}

// A call stack entry: the instruction after a CAL, or an address vector from PUSHA.
struct StackEntry {
    bool is_address = false;
    std::uint32_t return_to = 0;
    AddressVector address{};
};

class VertexInterpreter {
  public:
    VertexInterpreter(const lang::arbasm::vertex::Program& program, std::span<const Vec4> attributes,
                      std::span<const Vec4> parameters, std::span<Vec4> results,
                      const texture::TextureUnits* textures)
        : program_(program),
          attributes_(attributes),
          parameters_(parameters),
          results_(results),
          textures_(textures) {
        temporaries_.assign(program.temporaries.size(), Vec4{0, 0, 0, 0});
        address_.assign(program.address_registers.size(), AddressVector{});
        for (std::size_t i = 0; i < program.outputs.size(); ++i) results_[i] = {0, 0, 0, 1};
    }

    void Run();

  private:
    std::uint32_t Size() const { return static_cast<std::uint32_t>(program_.instructions.size()); }
    std::uint32_t LabelTarget(const Instruction& inst) const {
        return inst.label < program_.labels.size() ? program_.labels[inst.label].instruction
                                                   : Size();
    }
    /// Runs one instruction; returns where execution continues, or nullopt when it ends.
    std::optional<std::uint32_t> Step(std::uint32_t at);
    Vec4 Fetch(const SourceOperand& src) const;
    Vec4 Load(const SourceOperand& src) const;
    AddressVector AddressOperand(const SourceOperand& src) const;
    Vec4 Evaluate(const Instruction& inst, const lang::arbasm::fragment::Instruction& shared);
    Vec4 Sample(const Instruction& inst, Vec4 coord) const;
    void WriteAddress(const Instruction& inst, const AddressVector& value);

    const lang::arbasm::vertex::Program& program_;
    std::span<const Vec4> attributes_;
    std::span<const Vec4> parameters_;
    std::span<Vec4> results_;
    const texture::TextureUnits* textures_;
    std::vector<Vec4> temporaries_;
    std::vector<AddressVector> address_;
    CondCodes cc_ = kInitialCondCodes;
    std::vector<StackEntry> stack_;
};

void VertexInterpreter::Run() {
    std::uint32_t at = 0;
    for (const auto& label : program_.labels)
        if (label.name == "main") at = label.instruction;
    for (int executed = 0; at < Size() && executed < kMaxExecInstructions; ++executed) {
        const std::optional<std::uint32_t> next = Step(at);
        if (!next) return;
        at = *next;
    }
}

std::optional<std::uint32_t> VertexInterpreter::Step(std::uint32_t at) {
    const Instruction& inst = program_.instructions[at];
    switch (inst.opcode) {
        case Opcode::kBRA:
            return ConditionHolds(inst.condition, cc_) ? LabelTarget(inst) : at + 1;
        case Opcode::kCAL:
            if (!ConditionHolds(inst.condition, cc_)) return at + 1;
            if (stack_.size() >= kMaxCallDepth) return std::nullopt;  // overflow
            stack_.push_back({false, at + 1, {}});
            return LabelTarget(inst);
        case Opcode::kRET: {
            if (!ConditionHolds(inst.condition, cc_)) return at + 1;
            if (stack_.empty() || stack_.back().is_address) return std::nullopt;
            const std::uint32_t back = stack_.back().return_to;
            stack_.pop_back();
            return back;
        }
        case Opcode::kPUSHA:
            if (stack_.size() >= kMaxCallDepth) return std::nullopt;
            stack_.push_back({true, 0, AddressOperand(inst.src[0])});
            return at + 1;
        case Opcode::kPOPA: {
            if (stack_.empty() || !stack_.back().is_address) return std::nullopt;
            const AddressVector popped = stack_.back().address;
            stack_.pop_back();
            WriteAddress(inst, popped);
            return at + 1;
        }
        default:
            break;
    }
    switch (inst.opcode) {
        case Opcode::kARL:    // 2.14.5.3 as vp2 extends it: floor of each component
        case Opcode::kARR: {  // 2.14.5.29: round, halves to even
            const Vec4 operand = Load(inst.src[0]);
            AddressVector value{};
            for (int c = 0; c < 4; ++c)
                value[c] = AddressLoad(inst.opcode == Opcode::kARL ? operand[c]
                                                                   : std::nearbyint(operand[c]));
            WriteAddress(inst, value);
            return at + 1;
        }
        case Opcode::kARA: {  // 2.14.5.28
            const AddressVector a = AddressOperand(inst.src[0]);
            WriteAddress(inst, {a[0] + a[2], a[1] + a[3], a[0] + a[2], a[1] + a[3]});
            return at + 1;
        }
        default:
            break;
    }
    lang::arbasm::fragment::Instruction shared;
    shared.opcode = FragmentNamesake(inst.opcode);
    shared.extended_swizzle = inst.extended_swizzle;
    shared.source_count = inst.source_count;
    shared.condition = inst.condition;
    shared.update_cc = inst.update_cc;
    shared.dst.write_mask = inst.dst.write_mask;
    const Vec4 result = Evaluate(inst, shared);
    Vec4& destination = inst.dst.file == RegisterFile::kOutput ? results_[inst.dst.index]
                                                               : temporaries_[inst.dst.index];
    UpdateDestinationNv(shared, result, destination, cc_);
    return at + 1;
}

Vec4 VertexInterpreter::Evaluate(const Instruction& inst, const lang::arbasm::fragment::Instruction& shared) {
    std::array<Vec4, 3> operands{};
    for (int i = 0; i < inst.source_count && i < 3; ++i) operands[i] = Load(inst.src[i]);
    const Vec4& a = operands[0];
    switch (inst.opcode) {
        case Opcode::kEXP:
            return ExpApproximate(a[0]);
        case Opcode::kLOG:
            return LogApproximate(a[0]);
        case Opcode::kSSG: {  // 2.14.5.41
            Vec4 r{};
            for (int c = 0; c < 4; ++c) r[c] = a[c] > 0 ? 1.0f : (a[c] < 0 ? -1.0f : 0.0f);
            return r;
        }
        case Opcode::kRCC: {  // 2.14.5.33
            float r = 1.0f / a[0];
            if (r > 0)
                r = std::clamp(r, 0x1p-64f, 0x1p64f);
            else if (r <= 0)
                r = std::clamp(r, -0x1p64f, -0x1p-64f);
            return {r, r, r, r};
        }
        case Opcode::kTEX:
        case Opcode::kTXB:
        case Opcode::kTXL:
        case Opcode::kTXP:
            return Sample(inst, a);
        default:
            return EvaluateNvAlu(shared, operands);
    }
}

Vec4 VertexInterpreter::Sample(const Instruction& inst, Vec4 coord) const {
    if (textures_ == nullptr) return {0, 0, 0, 1};
    if (inst.opcode == Opcode::kTXP)
        for (int c = 0; c < 3; ++c) coord[c] = coord[c] / coord[3];
    const float log2_rho = inst.opcode == Opcode::kTXL ? coord[3] : 0.0f;
    const float bias = inst.opcode == Opcode::kTXB ? coord[3] : 0.0f;
    return textures_->SampleAtLog2Rho(inst.texture_unit, inst.texture_target, coord[0], coord[1],
                                      coord[2], log2_rho, bias);
}

// The register an operand names; a relative parameter access adds the address component
// its operand names (2.14.4.2); outside the array it reads (0,0,0,0) (vertex.h).
Vec4 VertexInterpreter::Fetch(const SourceOperand& src) const {
    switch (src.file) {
        case RegisterFile::kTemporary:
            return temporaries_[src.index];
        case RegisterFile::kAttribute:
            return attributes_[src.index];
        case RegisterFile::kParameter: {
            if (!src.relative) return parameters_[src.index];
            const std::int64_t index =
                std::int64_t{
                    address_[src.address_register][static_cast<int>(src.address_component) & 3]} +
                src.offset;
            if (index < 0 || index >= static_cast<std::int64_t>(src.array_size))
                return {0, 0, 0, 0};
            return parameters_[src.index + static_cast<std::uint32_t>(index)];
        }
        case RegisterFile::kOutput:
        case RegisterFile::kAddress:
            break;
    }
    return {0, 0, 0, 0};
}

// VectorLoad with the options' absolute value (swizzle, |x|, negation).
Vec4 VertexInterpreter::Load(const SourceOperand& src) const {
    const Vec4 source = Fetch(src);
    Vec4 operand;
    for (int i = 0; i < 4; ++i) {
        operand[i] = source[static_cast<int>(src.swizzle[i]) & 3];
        if (src.absolute) operand[i] = std::fabs(operand[i]);
        if (src.negate) operand[i] = -operand[i];
    }
    return operand;
}

// AddrVectorLoad: the address register as it is (no swizzle, 2.14.5.28).
AddressVector VertexInterpreter::AddressOperand(const SourceOperand& src) const {
    return src.index < address_.size() ? address_[src.index] : AddressVector{};
}

void VertexInterpreter::WriteAddress(const Instruction& inst, const AddressVector& value) {
    if (inst.dst.index >= address_.size()) return;
    const std::uint8_t cc_mask = inst.condition ? CcMask(*inst.condition, cc_) : 0xF;
    const std::uint8_t enabled = inst.dst.write_mask & cc_mask;
    for (int c = 0; c < 4; ++c) {
        if (!(enabled & (1u << c))) continue;
        address_[inst.dst.index][c] = value[c];
        if (inst.update_cc) cc_[c] = GenerateCC(static_cast<float>(value[c]));
    }
}

}  // namespace

void RunVertexReferenceNv(const lang::arbasm::vertex::Program& program, std::span<const Vec4> attributes,
                          std::span<const Vec4> parameters, std::span<Vec4> results,
                          const texture::TextureUnits* textures) {
    VertexInterpreter(program, attributes, parameters, results, textures).Run();
}

}  // namespace tessera::runtime::exec
