// SPDX-License-Identifier: MIT
// Decoding a Program into fast steps (see fast_program.h for the register layout).
//
// Every rule here mirrors one of the reference interpreter's (reference.cpp): VectorLoad's
// swizzle-then-negate, Read's zero for an index outside its file, Destination's "writes
// nowhere", and the SWZ evaluation of alu.cpp, so both executors load the same bits.
#include "runtime/fast_exec/fast_program.h"

#include <limits>

#include "runtime/exec/alu.h"
#include "runtime/exec/nv_alu.h"
#include "runtime/raster/rasterizer.h"

namespace tessera::runtime::exec::fast {

using lang::arbasm::fragment::AttributeBinding;
using lang::arbasm::fragment::Component;
using lang::arbasm::fragment::Instruction;
using lang::arbasm::fragment::Opcode;
using lang::arbasm::fragment::OutputBinding;
using lang::arbasm::fragment::Program;
using lang::arbasm::fragment::RegisterFile;
using lang::arbasm::fragment::SourceOperand;
using lang::arbasm::fragment::TextureTarget;

namespace {

constexpr std::uint32_t kNoSlot = std::numeric_limits<std::uint32_t>::max();

// The coordinate components a texture instruction's result may depend on (3.11.6): s for
// a 1D target, s and t for 2D and RECT, s, t and r for 3D and CUBE; the r of every target
// too, as the depth reference of a texture whose comparison is on (the sampler compares on
// any target: ARB_fragment_program_shadow leaves the non-shadow targets' result undefined
// then, and the reference interpreter compares); and q for TXB's bias and TXP's divisor.
// The sampler reads no other component (SampleBlock's derivatives and TXP's quotient of the
// unread ones are computed but never used), so a TEX on 1D leaves t unread, and TEX leaves q.
std::uint8_t CoordinatesRead(Opcode opcode, TextureTarget target) {
    const bool one_dimensional = target == TextureTarget::k1D || target == TextureTarget::kShadow1D;
    const std::uint8_t read = one_dimensional ? 0x5 : 0x7;
    return opcode == Opcode::kTEX ? read : static_cast<std::uint8_t>(read | 0x8);
}

// The components of each source an instruction reads, given its write mask (and a texture
// instruction's target). Reading fewer rows only skips work whose results the write mask
// throws away.
void NeededComponents(Opcode opcode, std::uint8_t mask, TextureTarget target,
                      std::uint8_t needed[3]) {
    needed[0] = needed[1] = needed[2] = 0;
    switch (opcode) {
        case Opcode::kABS:
        case Opcode::kADD:
        case Opcode::kCMP:
        case Opcode::kFLR:
        case Opcode::kFRC:
        case Opcode::kLRP:
        case Opcode::kMAD:
        case Opcode::kMAX:
        case Opcode::kMIN:
        case Opcode::kMOV:
        case Opcode::kMUL:
        case Opcode::kSGE:
        case Opcode::kSLT:
        case Opcode::kSUB:
        case Opcode::kSWZ:
            needed[0] = needed[1] = needed[2] = mask;
            break;
        case Opcode::kCOS:
        case Opcode::kEX2:
        case Opcode::kLG2:
        case Opcode::kRCP:
        case Opcode::kRSQ:
        case Opcode::kSIN:
        case Opcode::kPOW:
            if (mask) needed[0] = needed[1] = 1;
            break;
        case Opcode::kSCS:
            if (mask & 3) needed[0] = 1;
            break;
        case Opcode::kDP3:
            if (mask) needed[0] = needed[1] = 7;
            break;
        case Opcode::kDP4:
            if (mask) needed[0] = needed[1] = 15;
            break;
        case Opcode::kDPH:
            if (mask) needed[0] = 7, needed[1] = 15;
            break;
        case Opcode::kDST:
            needed[0] = static_cast<std::uint8_t>(mask & 6);
            needed[1] = static_cast<std::uint8_t>(mask & 10);
            break;
        case Opcode::kLIT:
            if (mask & 6) needed[0] = 0xB;  // x, y, w
            break;
        case Opcode::kXPD:
            if (mask & 7) needed[0] = needed[1] = 7;
            break;
        case Opcode::kTEX:
        case Opcode::kTXB:
        case Opcode::kTXP:
            needed[0] = CoordinatesRead(opcode, target);
            break;
        case Opcode::kKIL:
            needed[0] = 15;
            break;
        TESSERA_ARBFP_OPTION_OPCODE_CASES:
            break;  // never executed (see program.h)
    }
}

std::uint32_t AttributeBit(const AttributeBinding& binding) {
    switch (binding.kind) {
        case AttributeBinding::Kind::kColorPrimary:
            return raster::kAttributeColorPrimary;
        case AttributeBinding::Kind::kColorSecondary:
            return raster::kAttributeColorSecondary;
        case AttributeBinding::Kind::kTexCoord:
            return binding.unit < kMaxTextureCoords ? raster::kAttributeTexCoord0 << binding.unit
                                                    : 0u;
        case AttributeBinding::Kind::kFogCoord:
            return raster::kAttributeFogCoord;
        case AttributeBinding::Kind::kPosition:
        case AttributeBinding::Kind::kFacing:  // NV_fragment_program2 only: never executed
            return 0;
    }
    return 0;
}

// Whether a needed source row lies in the destination slot: then a component written early
// must not be read back by a later component of the same step (Step::via_scratch).
bool ReadsItsDestination(const Step& step) {
    for (int s = 0; s < step.source_count; ++s)
        for (int c = 0; c < 4; ++c)
            if ((step.needed[s] & (1u << c)) && step.src[s].row[c] - step.dst < kSlotFloats)
                return true;  // (unsigned: rows below dst wrap around to large values)
    return false;
}

// Instructions whose result depends on the fragment even when every operand is the same in
// all lanes (a texture lookup's level of detail comes from neighbouring lanes) or that act
// on the fragment (KIL): never hoisted.
bool ActsPerFragment(Opcode opcode) {
    return opcode == Opcode::kKIL || opcode == Opcode::kTEX || opcode == Opcode::kTXB ||
           opcode == Opcode::kTXP;
}

}  // namespace

std::uint32_t FastProgram::SlotOf(RegisterFile file, std::uint32_t index) const {
    const Program& p = *program_;
    switch (file) {
        case RegisterFile::kTemporary:
            return index < p.temporaries.size() ? layout_.temporaries + index : kNoSlot;
        case RegisterFile::kAttribute:
            return index < p.attributes.size() ? layout_.attributes + index : kNoSlot;
        case RegisterFile::kParameter:
            return index < p.parameters.size() ? layout_.parameters + index : kNoSlot;
        case RegisterFile::kOutput:
            return index < p.outputs.size() ? layout_.outputs + index : kNoSlot;
    }
    return kNoSlot;
}

// VectorLoad (3.11.4.1) reduced to rows: component c reads row swizzle[c] of the register.
Operand FastProgram::DecodeOperand(const SourceOperand& operand) const {
    Operand out;
    const std::uint32_t slot = SlotOf(operand.file, operand.index);
    out.slot = slot == kNoSlot ? 0 : slot;
    for (int c = 0; c < 4; ++c) {
        const int select = static_cast<int>(operand.swizzle[c]);
        if (slot == kNoSlot) {
            out.row[c] = kRowZero;  // Read() gives (0,0,0,0); the negation still applies
        } else if (select < 4) {
            out.row[c] = (slot * 4 + static_cast<std::uint32_t>(select)) * kRowFloats;
        } else {
            out.row[c] = select == static_cast<int>(Component::kOne) ? kRowOne : kRowZero;
        }
        if (operand.negate) out.negate |= static_cast<std::uint8_t>(1u << c);
    }
    return out;
}

Step FastProgram::DecodeStep(const Instruction& instruction) const {
    Step step;
    step.opcode = instruction.opcode;
    step.saturate = instruction.saturate;
    step.write_mask = instruction.dst.write_mask & 0xF;
    step.texture_unit = instruction.texture_unit;
    step.texture_target = instruction.texture_target;
    step.source_count =
        static_cast<std::uint8_t>(instruction.source_count < 3 ? instruction.source_count : 3);
    NeededComponents(instruction.opcode, step.write_mask, step.texture_target, step.needed);
    for (int s = 0; s < step.source_count; ++s) step.src[s] = DecodeOperand(instruction.src[s]);
    if (instruction.opcode == Opcode::kKIL) {
        step.write_mask = 0;
        step.dst = layout_.trash * kSlotFloats;
        return step;
    }
    if (instruction.opcode == Opcode::kSWZ) {
        step.src[0] = ComposeExtendedSwizzle(step.src[0], instruction.extended_swizzle);
        step.opcode = Opcode::kMOV;
        step.source_count = 1;
    }
    step.dst = DestinationSlot(instruction) * kSlotFloats;
    return step;
}

// Destination(): only temporaries and outputs, inside their files; elsewhere the trash slot.
std::uint32_t FastProgram::DestinationSlot(const Instruction& instruction) const {
    std::uint32_t dst = kNoSlot;
    if (instruction.dst.file == RegisterFile::kTemporary ||
        instruction.dst.file == RegisterFile::kOutput) {
        dst = SlotOf(instruction.dst.file, instruction.dst.index);
    }
    return dst == kNoSlot ? layout_.trash : dst;
}

FastProgram::FastProgram(const Program& program) : program_(&program) {
    layout_.temporaries = 1;
    layout_.outputs = layout_.temporaries + static_cast<std::uint32_t>(program.temporaries.size());
    layout_.attributes = layout_.outputs + static_cast<std::uint32_t>(program.outputs.size());
    layout_.parameters = layout_.attributes + static_cast<std::uint32_t>(program.attributes.size());
    layout_.trash = layout_.parameters + static_cast<std::uint32_t>(program.parameters.size());
    layout_.uniforms = layout_.trash + 1;
    layout_.slots = layout_.uniforms;

    for (std::size_t r = 0; r < program.outputs.size(); ++r) {
        const std::int64_t offset =
            std::int64_t{layout_.outputs + static_cast<std::uint32_t>(r)} * kSlotFloats;
        // The reference takes the first output with the binding (outputs are distinct).
        if (program.outputs[r] == OutputBinding::kColor && color_ < 0) color_ = offset;
        if (program.outputs[r] == OutputBinding::kDepth && depth_ < 0) depth_ = offset;
    }
    writes_depth_ = program.WritesDepth();
    for (const AttributeBinding& binding : program.attributes)
        attribute_mask_ |= AttributeBit(binding);
    fog_ = AppliedFog(program);
    if (fog_ != lang::arbasm::fragment::FogOption::kNone) attribute_mask_ |= raster::kAttributeFogCoord;

    if (program.NeedsNvExecution()) {
        DecodeNv();
        return;
    }
    steps_.reserve(program.instructions.size());
    for (const Instruction& instruction : program.instructions)
        steps_.push_back(DecodeStep(instruction));
    RemoveDeadComponents();
    HoistUniformSteps();
    MoveKillsEarly();
    for (Step& step : steps_) step.via_scratch = ReadsItsDestination(step);
}

// A program with an NVIDIA option (fast_nv.cpp runs it): one NvStep per instruction, the
// block structure, and one scratch slot after the others.
void FastProgram::DecodeNv() {
    nv_ = true;
    layout_.nv_scratch = layout_.slots++;
    nv_steps_.reserve(program_->instructions.size());
    for (const Instruction& instruction : program_->instructions)
        nv_steps_.push_back(DecodeNvStep(instruction));
    nv_blocks_.emplace(program_->instructions);
    if (color_ >= 0)
        for (int c = 0; c < 4; ++c) color_rows_[c] = color_ + std::int64_t{c} * kRowFloats;
}

NvStep FastProgram::DecodeNvStep(const Instruction& instruction) const {
    NvStep nv;
    nv.instruction = &instruction;
    bool absolute = false;
    for (int s = 0; s < 3; ++s) {
        nv.src[s] = DecodeOperand(instruction.src[s]);
        nv.absolute[s] = instruction.src[s].absolute;
        absolute = absolute || (s < instruction.source_count && instruction.src[s].absolute);
    }
    const std::uint32_t dst = DestinationSlot(instruction);
    if (dst != layout_.trash && !lang::arbasm::fragment::HasNoDestination(instruction.opcode))
        nv.dst = std::int64_t{dst} * kSlotFloats;
    nv.step = DecodeStep(instruction);
    const Opcode op = instruction.opcode;
    const bool plain_precision = instruction.precision == lang::arbasm::fragment::Precision::kDefault ||
                                 instruction.precision == lang::arbasm::fragment::Precision::kFloat32;
    nv.vector = lang::arbasm::fragment::IsArbOpcode(op) && !lang::arbasm::fragment::IsTextureInstruction(op) &&
                plain_precision && !absolute && nv.dst >= 0;
    if (nv.vector) {
        nv.step.via_scratch = ReadsItsDestination(nv.step);
        nv.masked = nv.step;
        nv.masked.dst = layout_.nv_scratch * kSlotFloats;
        nv.masked.via_scratch = false;
    }
    return nv;
}

// Backward liveness per register component, as a compiler's dead-code elimination: a
// component that no later step reads and that is not a result (result.color, result.depth.z)
// need not be computed, so a step's write mask shrinks to its live components and a step
// with none left (except KIL, which always matters) is dropped. The values that remain are
// computed by the same operations as before, so results keep every bit.
void FastProgram::RemoveDeadComponents() {
    std::vector<std::uint8_t> live(layout_.slots, 0);
    if (color_ >= 0) live[static_cast<std::size_t>(color_ / kSlotFloats)] = 0xF;
    if (writes_depth_ && depth_ >= 0) live[static_cast<std::size_t>(depth_ / kSlotFloats)] |= 4;
    std::vector<Step> kept;
    for (auto it = steps_.rbegin(); it != steps_.rend(); ++it) {
        Step step = *it;
        if (step.opcode != Opcode::kKIL) {
            std::uint8_t& dst_live = live[step.dst / kSlotFloats];
            step.write_mask &= dst_live;
            if (step.write_mask == 0) continue;
            dst_live &= static_cast<std::uint8_t>(~step.write_mask);
            NeededComponents(step.opcode, step.write_mask, step.texture_target, step.needed);
        }
        for (int s = 0; s < step.source_count; ++s) {
            for (int c = 0; c < 4; ++c) {
                if (!(step.needed[s] & (1u << c))) continue;
                const std::uint32_t row = step.src[s].row[c] / kRowFloats;
                live[row / 4] |= static_cast<std::uint8_t>(1u << (row % 4));
            }
        }
        kept.push_back(step);
    }
    steps_.assign(kept.rbegin(), kept.rend());
}

// Rows a step writes: the rows of its destination slot in its write mask.
template <typename F>
void ForEachWrittenRow(const Step& step, F f) {
    for (int c = 0; c < 4; ++c)
        if (step.write_mask & (1u << c)) f(step.dst / kRowFloats + static_cast<std::uint32_t>(c));
}

// Whether the step copies its operand unchanged: a MOV (SWZ included) that neither negates
// a component it writes nor clamps.
bool PlainCopy(const Step& step) {
    return step.opcode == Opcode::kMOV && !step.saturate &&
           (step.src[0].negate & step.write_mask) == 0;
}

// One forward pass in program order (ARBfp has no branches, so the last write of a row is
// the one a read sees). `where[r]` is the float offset at which register row r's current
// value can be read, and `varying[r]` whether it may differ between lanes. A uniform step
// keeps its operations and their order; only the rows it reads and writes move, so every
// lane gets the bits the reference computes.
//
// A per-block MOV that copies unchanged rows whose location no later step writes is not
// run at all: its destination rows are read where the copied values already are (copy
// propagation; a MOV copies bits, so the readers see the same bits). A location that a
// later step writes (the MOV's own destination included) keeps its MOV, so that readers of
// the copy never see the newer value.
void FastProgram::HoistUniformSteps() {
    const std::uint32_t rows = layout_.slots * 4;
    std::vector<std::uint32_t> where(rows);
    std::vector<bool> varying(rows, false);
    for (std::uint32_t r = 0; r < rows; ++r) {
        const std::uint32_t slot = r / 4;
        if (slot >= layout_.temporaries && slot < layout_.outputs) {
            where[r] = kRowZero;  // temporaries read 0 until written (reference.cpp)
        } else {
            where[r] = r * kRowFloats;  // constants, parameters, attributes; outputs are never read
            varying[r] = slot >= layout_.attributes && slot < layout_.parameters;
        }
    }
    // writes_until[r]: 1 + the index of the last step writing register row r, 0 when none
    // does (KIL writes none).
    std::vector<std::size_t> writes_until(rows, 0);
    for (std::size_t i = 0; i < steps_.size(); ++i)
        ForEachWrittenRow(steps_[i], [&](std::uint32_t r) { writes_until[r] = i + 1; });
    const auto stable_after = [&](std::uint32_t location, std::size_t i) {
        const std::uint32_t r = location / kRowFloats;  // rows past `rows` are prologue slots
        return r >= rows || writes_until[r] <= i;
    };
    std::vector<Step> per_block;
    for (std::size_t i = 0; i < steps_.size(); ++i) {
        Step step = steps_[i];
        bool uniform = !ActsPerFragment(step.opcode);
        bool source_varying[4] = {};  // of source 0's components, for a propagated copy
        for (int s = 0; s < step.source_count; ++s) {
            for (int c = 0; c < 4; ++c) {
                if (!(step.needed[s] & (1u << c))) continue;
                const std::uint32_t row = step.src[s].row[c] / kRowFloats;
                uniform = uniform && !varying[row];
                if (s == 0) source_varying[c] = varying[row];
                step.src[s].row[c] = where[row];
            }
        }
        const std::uint32_t dst_row = step.dst / kRowFloats;
        if (uniform) {
            const std::uint32_t slot = layout_.slots++ * kSlotFloats;
            ForEachWrittenRow(step, [&](std::uint32_t r) {
                where[r] = slot + (r - dst_row) * kRowFloats;
                varying[r] = false;
            });
            step.dst = slot;
            prologue_.push_back(step);
            continue;
        }
        bool propagate = PlainCopy(step);
        for (int c = 0; c < 4; ++c)
            if (step.write_mask & (1u << c))
                propagate = propagate && stable_after(step.src[0].row[c], i);
        if (propagate) {
            for (int c = 0; c < 4; ++c) {
                if (!(step.write_mask & (1u << c))) continue;
                where[dst_row + c] = step.src[0].row[c];
                varying[dst_row + c] = source_varying[c];
            }
            continue;
        }
        ForEachWrittenRow(step, [&](std::uint32_t r) {
            where[r] = r * kRowFloats;
            varying[r] = true;
        });
        per_block.push_back(step);
    }
    ReadResults(where, per_block);
    steps_ = std::move(per_block);
}

// Whether `step` writes a row that `reader` reads.
bool WritesARowRead(const Step& step, const Step& reader) {
    bool writes = false;
    ForEachWrittenRow(step, [&](std::uint32_t r) {
        for (int s = 0; s < reader.source_count; ++s)
            for (int c = 0; c < 4; ++c)
                if ((reader.needed[s] & (1u << c)) && reader.src[s].row[c] / kRowFloats == r)
                    writes = true;
    });
    return writes;
}

// Each KIL moved up to just after the last step writing a row its operand reads (to the top
// when none does: a KIL of parameters, say). A KIL writes nothing and no step reads what it
// does, so only its operand orders it; the kill mask is the same at the end, and the
// fragments it kills are the same (3.11.6.4). Earlier, it stops the block sooner once every
// quad is killed, and the lookups after it skip the quads it killed (SampleContext) — what
// NIR's nir_opt_move_discards_to_top does for Mesa's drivers. KILs pass each other: each
// only adds to the kill mask.
void FastProgram::MoveKillsEarly() {
    std::vector<Step> moved;
    moved.reserve(steps_.size());
    for (const Step& step : steps_) {
        std::size_t position = moved.size();
        if (step.opcode == Opcode::kKIL)
            while (position > 0 && !WritesARowRead(moved[position - 1], step)) --position;
        moved.insert(moved.begin() + static_cast<std::ptrdiff_t>(position), step);
    }
    steps_ = std::move(moved);
}

// Where the resolve reads the results, given `where` at the end of the program: each row of
// result.color where its last value lies (a propagated copy's source, a uniform result in
// the prologue's slot, a constant row, or home), so that copying the color home costs no
// step; every other result row whose last value lies elsewhere is copied home by one MOV
// per block.
void FastProgram::ReadResults(const std::vector<std::uint32_t>& where,
                              std::vector<Step>& per_block) {
    std::uint32_t color_slot = kNoSlot;
    if (color_ >= 0) {
        color_slot = static_cast<std::uint32_t>(color_ / kSlotFloats);
        for (std::uint32_t c = 0; c < 4; ++c) color_rows_[c] = where[color_slot * 4 + c];
    }
    for (std::uint32_t slot = layout_.outputs; slot < layout_.attributes; ++slot) {
        if (slot == color_slot) continue;
        Step copy;
        copy.write_mask = 0;
        copy.dst = slot * kSlotFloats;
        copy.source_count = 1;
        for (std::uint32_t c = 0; c < 4; ++c) {
            const std::uint32_t own = (slot * 4 + c) * kRowFloats;
            copy.src[0].row[c] = where[slot * 4 + c];
            if (where[slot * 4 + c] != own) copy.write_mask |= static_cast<std::uint8_t>(1u << c);
        }
        copy.needed[0] = copy.write_mask;
        if (copy.write_mask != 0) per_block.push_back(copy);
    }
}

Operand ComposeExtendedSwizzle(const Operand& loaded,
                               const std::array<lang::arbasm::fragment::ExtendedSwizzleComponent, 4>& swizzle) {
    Operand composed = loaded;
    composed.negate = 0;
    for (int c = 0; c < 4; ++c) {
        const auto& e = swizzle[c];
        if (e.select == Component::kZero) {
            composed.row[c] = e.negate ? kRowNegativeZero : kRowZero;
        } else if (e.select == Component::kOne) {
            composed.row[c] = e.negate ? kRowNegativeOne : kRowOne;
        } else {
            const int select = static_cast<int>(e.select) & 3;
            composed.row[c] = loaded.row[select];
            if (((loaded.negate >> select) & 1) != static_cast<int>(e.negate))
                composed.negate |= static_cast<std::uint8_t>(1u << c);
        }
    }
    return composed;
}

}  // namespace tessera::runtime::exec::fast
