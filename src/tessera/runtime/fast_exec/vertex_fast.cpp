// SPDX-License-Identifier: MIT
// Decoding a vertex program into vertex ops and kernel steps, and running them on blocks of
// vertices (see vertex_fast.h for the register layout).
//
// Every rule mirrors one of vertex_reference.cpp's: VectorLoad's swizzle-then-negate,
// ProgramParameterLoad's zero outside the array, alu.cpp's SWZ on top of the loaded
// operand, UpdateDestination's write mask, so both executors load and store the same bits.
#include "runtime/fast_exec/vertex_fast.h"

#include <algorithm>

namespace tessera::runtime::exec {

using fast::kLanes;
using fast::kRowFloats;
using fast::kSlotFloats;
using lang::arbasm::vertex::Instruction;
using lang::arbasm::vertex::Opcode;
using lang::arbasm::vertex::RegisterFile;
using lang::arbasm::vertex::SourceOperand;

namespace {

constexpr int kGatherSlots = 3;  // one per source operand of an instruction

std::uint32_t SlotOffset(std::uint32_t slot) { return slot * kSlotFloats; }
std::uint32_t RowOffset(std::uint32_t slot, int component) {
    return (slot * 4 + static_cast<std::uint32_t>(component)) * kRowFloats;
}

}  // namespace

FastVertexProgram::FastVertexProgram(const lang::arbasm::vertex::Program& program) : program_(&program) {
    const auto size = [](const auto& v) { return static_cast<std::uint32_t>(v.size()); };
    layout_.temporaries = 1;
    layout_.outputs = layout_.temporaries + size(program.temporaries);
    layout_.attributes = layout_.outputs + size(program.outputs);
    layout_.parameters = layout_.attributes + size(program.attributes);
    layout_.gathered = layout_.parameters + size(program.parameters);
    layout_.slots = layout_.gathered + kGatherSlots;
    for (const Instruction& instruction : program.instructions) DecodeInstruction(instruction);
}

// VectorLoad (2.14.4.1) reduced to rows. A relative operand first gets a gather op that
// fills gather slot `position` for this instruction; the rows then point into that slot.
fast::Operand FastVertexProgram::DecodeOperand(const SourceOperand& operand, int position) {
    const lang::arbasm::vertex::Program& p = *program_;
    std::uint32_t slot = 0;  // 0: the constant slot's zero rows stand for "no register"
    bool exists = false;
    if (operand.relative && operand.file == RegisterFile::kParameter) {
        VertexOp gather;
        gather.kind = VertexOp::Kind::kGather;
        slot = layout_.gathered + static_cast<std::uint32_t>(position);
        gather.dst = SlotOffset(slot);
        gather.address = operand.address_register;
        gather.base = operand.index;
        gather.size = operand.array_size;
        gather.offset = operand.offset;
        ops_.push_back(gather);
        exists = true;
    } else {
        const auto in = [&](std::uint32_t first, std::size_t count) {
            exists = operand.index < count;
            slot = first + operand.index;
        };
        switch (operand.file) {
            case RegisterFile::kTemporary: in(layout_.temporaries, p.temporaries.size()); break;
            case RegisterFile::kAttribute: in(layout_.attributes, p.attributes.size()); break;
            case RegisterFile::kParameter: in(layout_.parameters, p.parameters.size()); break;
            case RegisterFile::kOutput:
            case RegisterFile::kAddress: break;  // not readable; the reader refuses them
        }
    }
    fast::Operand out;
    out.slot = exists ? slot : 0;
    for (int c = 0; c < 4; ++c) {
        const int select = static_cast<int>(operand.swizzle[c]) & 3;
        out.row[c] = exists ? RowOffset(slot, select) : fast::kRowZero;
        if (operand.negate) out.negate |= static_cast<std::uint8_t>(1u << c);
    }
    return out;
}

void FastVertexProgram::AddStep(const fast::Step& step) {
    const auto index = static_cast<std::uint32_t>(steps_.size());
    steps_.push_back(step);
    if (!ops_.empty() && ops_.back().kind == VertexOp::Kind::kSteps &&
        ops_.back().first + ops_.back().count == index) {
        ++ops_.back().count;
        return;
    }
    VertexOp run;
    run.kind = VertexOp::Kind::kSteps;
    run.first = index;
    run.count = 1;
    ops_.push_back(run);
}

void FastVertexProgram::DecodeInstruction(const Instruction& instruction) {
    const int sources = std::min<int>(instruction.source_count, 3);
    fast::Operand src[3];
    for (int s = 0; s < sources; ++s) src[s] = DecodeOperand(instruction.src[s], s);
    // The reader only lets ARL write address registers, and the others temporaries and
    // results; anything else would be a reader bug and writes the gather slot 0 harmlessly.
    std::uint32_t dst = layout_.gathered;
    if (instruction.dst.file == RegisterFile::kTemporary)
        dst = layout_.temporaries + instruction.dst.index;
    else if (instruction.dst.file == RegisterFile::kOutput)
        dst = layout_.outputs + instruction.dst.index;

    VertexOp op;
    op.dst = SlotOffset(dst);
    op.write_mask = instruction.dst.write_mask & 0xF;
    op.source_row = src[0].row[0];  // ScalarLoad: the scalar operand's one component
    op.negate = (src[0].negate & 1) != 0;
    switch (instruction.opcode) {
        case Opcode::kARL:
            op.kind = VertexOp::Kind::kAddressLoad;
            op.address = instruction.dst.index;
            ops_.push_back(op);
            return;
        case Opcode::kEXP:
            op.kind = VertexOp::Kind::kExp;
            ops_.push_back(op);
            return;
        case Opcode::kLOG:
            op.kind = VertexOp::Kind::kLog;
            ops_.push_back(op);
            return;
        default: break;
    }
    fast::Step step;
    step.opcode = *lang::arbasm::vertex::SharedOpcode(instruction.opcode);
    step.write_mask = op.write_mask;
    step.dst = op.dst;
    step.source_count = static_cast<std::uint8_t>(sources);
    for (int s = 0; s < sources; ++s) {
        step.src[s] = src[s];
        step.needed[s] = 0xF;  // no dead-code pruning here: every row is a valid row
        if (SlotOffset(src[s].slot) == step.dst) step.via_scratch = true;
    }
    if (instruction.opcode == Opcode::kSWZ) {
        step.opcode = lang::arbasm::fragment::Opcode::kMOV;
        step.src[0] = fast::ComposeExtendedSwizzle(src[0], instruction.extended_swizzle);
    }
    AddStep(step);
}

FastVertexExecutor::FastVertexExecutor(const FastVertexProgram& program,
                                       std::span<const Vec4> parameters, fast::Isa isa)
    : program_(program),
      parameters_(parameters),
      run_(fast::KernelsFor(isa)) {
    constexpr std::size_t kAlignFloats = 64 / sizeof(float);
    storage_.assign(program.RegisterFloats() + kAlignFloats, 0.0f);
    const auto address = reinterpret_cast<std::uintptr_t>(storage_.data());
    registers_ = storage_.data() + ((64 - address % 64) % 64) / sizeof(float);
    address_.assign(program.Source().address_registers.size() * kLanes, 0);

    const float constants[4] = {0.0f, -0.0f, 1.0f, -1.0f};
    for (int r = 0; r < 4; ++r) std::fill_n(registers_ + r * kRowFloats, kLanes, constants[r]);
    const VertexLayout& layout = program.Layout();
    const std::size_t count = program.Source().parameters.size();
    for (std::size_t p = 0; p < count; ++p) {
        const Vec4 value = p < parameters.size() ? parameters[p] : Vec4{0, 0, 0, 0};
        float* slot = registers_ + (layout.parameters + p) * kSlotFloats;
        for (int c = 0; c < 4; ++c) std::fill_n(slot + c * kRowFloats, kLanes, value[c]);
    }
}

void FastVertexExecutor::Run(std::span<const Vec4> attributes, std::span<Vec4> results,
                             std::size_t count) {
    const std::size_t inputs = program_.Source().attributes.size();
    const std::size_t outputs = program_.Source().outputs.size();
    for (std::size_t first = 0; first < count; first += kLanes) {
        const int lanes = static_cast<int>(std::min<std::size_t>(kLanes, count - first));
        RunBlock(attributes.data() + first * inputs, results.data() + first * outputs, lanes);
    }
}

void FastVertexExecutor::RunBlock(const Vec4* attributes, Vec4* results, int count) {
    const VertexLayout& layout = program_.Layout();
    const auto& source = program_.Source();
    // Each vertex starts with zero temporaries and address registers and (0,0,0,1) results
    // (vertex.h); padding lanes get zero attributes and their results are dropped.
    std::fill(registers_ + SlotOffset(layout.temporaries), registers_ + SlotOffset(layout.outputs),
              0.0f);
    for (std::uint32_t o = layout.outputs; o < layout.attributes; ++o) {
        std::fill_n(registers_ + RowOffset(o, 0), 3 * kRowFloats, 0.0f);
        std::fill_n(registers_ + RowOffset(o, 3), kRowFloats, 1.0f);
    }
    std::fill(address_.begin(), address_.end(), 0);
    const std::size_t inputs = source.attributes.size();
    for (std::size_t i = 0; i < inputs; ++i) {
        float* slot = registers_ + SlotOffset(layout.attributes + static_cast<std::uint32_t>(i));
        for (int lane = 0; lane < kLanes; ++lane) {
            const Vec4 value = lane < count ? attributes[lane * inputs + i] : Vec4{0, 0, 0, 0};
            for (int c = 0; c < 4; ++c) slot[c * kRowFloats + lane] = value[c];
        }
    }
    for (const VertexOp& op : program_.Ops()) Execute(op);
    const std::size_t outputs = source.outputs.size();
    for (std::size_t o = 0; o < outputs; ++o) {
        const float* slot =
            registers_ + SlotOffset(layout.outputs + static_cast<std::uint32_t>(o));
        for (int lane = 0; lane < count; ++lane)
            for (int c = 0; c < 4; ++c) results[lane * outputs + o][c] = slot[c * kRowFloats + lane];
    }
}

// ProgramParameterLoad (2.14.4.2) per lane: outside the array reads (0,0,0,0) (vertex.h).
void FastVertexExecutor::Gather(const VertexOp& op) {
    float* slot = registers_ + op.dst;
    const std::int32_t* address = address_.data() + op.address * kLanes;
    for (int lane = 0; lane < kLanes; ++lane) {
        const std::int64_t index = std::int64_t{address[lane]} + op.offset;
        const std::size_t entry = op.base + static_cast<std::size_t>(index);
        const bool inside = index >= 0 && index < std::int64_t{op.size} && entry < parameters_.size();
        const Vec4 value = inside ? parameters_[entry] : Vec4{0, 0, 0, 0};
        for (int c = 0; c < 4; ++c) slot[c * kRowFloats + lane] = value[c];
    }
}

void FastVertexExecutor::Execute(const VertexOp& op) {
    using Kind = VertexOp::Kind;
    if (op.kind == Kind::kSteps) {
        const fast::SampleContext no_textures;
        run_(program_.Steps().data() + op.first, op.count, registers_, killed_, no_textures);
        return;
    }
    if (op.kind == Kind::kGather) return Gather(op);
    const float* row = registers_ + op.source_row;
    if (op.kind == Kind::kAddressLoad) {
        std::int32_t* address = address_.data() + op.address * kLanes;
        for (int lane = 0; lane < kLanes; ++lane)
            address[lane] = AddressLoad(op.negate ? -row[lane] : row[lane]);
        return;
    }
    // EXP and LOG: the operand is read before any component is written, lane by lane, so
    // a destination that is also the source is safe.
    float* dst = registers_ + op.dst;
    for (int lane = 0; lane < kLanes; ++lane) {
        const float x = op.negate ? -row[lane] : row[lane];
        const Vec4 value = op.kind == Kind::kExp ? ExpApproximate(x) : LogApproximate(x);
        for (int c = 0; c < 4; ++c)
            if (op.write_mask & (1u << c)) dst[c * kRowFloats + lane] = value[c];
    }
}

void RunVerticesFast(const lang::arbasm::vertex::Program& program, std::span<const Vec4> attributes,
                     std::span<const Vec4> parameters, std::span<Vec4> results, std::size_t count,
                     fast::Isa isa) {
    const FastVertexProgram decoded(program);
    FastVertexExecutor executor(decoded, parameters, isa);
    executor.Run(attributes, results, count);
}

}  // namespace tessera::runtime::exec
