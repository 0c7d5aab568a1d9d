// SPDX-License-Identifier: MIT
// DecodeStream (fast_stream.h): the ISA-neutral choice of ops; the kernels are
// fast_kernels.cpp's, one table per Highway target.
#include "runtime/fast_exec/fast_stream.h"

namespace tessera::runtime::exec::fast {

using lang::arbasm::fragment::Opcode;

namespace {

constexpr std::uint32_t kSignBit = 0x80000000u;

// The sign to XOR into component c of source s, when the step reads it negated.
std::uint32_t SignOf(const Step& step, int s, int c) {
    const unsigned negated = step.src[s].negate & step.needed[s];
    return (negated >> c) & 1u ? kSignBit : 0u;
}

// Binds component c of source s into the op's slot in[s][k]: its row, and the sign to XOR
// into it on load (0 for an absent source, whose row is the zero row that no kernel reads).
// Whether that component is negated.
bool BindSource(const Step& step, int s, int c, float* registers, Op& op, int k) {
    op.in[s][k] = registers + step.src[s].row[c];
    op.sign[s][k] = s < step.source_count ? SignOf(step, s, c) : 0;
    return op.sign[s][k] != 0;
}

// Whether a component after `c` in the write mask reads the destination's row c.
bool ReadLater(const Step& step, int c) {
    const std::uint32_t row = step.dst + static_cast<std::uint32_t>(c) * kRowFloats;
    for (int later = c + 1; later < 4; ++later) {
        if (!(step.write_mask & (1u << later))) continue;
        for (int s = 0; s < step.source_count; ++s)
            if (step.src[s].row[later] == row) return true;
    }
    return false;
}

// One op for the step's written components; a component written through scratch is copied
// home by one more op.
void AppendComponents(const Step& step, const OpKernelTable& kernels, float* registers,
                      KernelScratch& scratch, std::vector<Op>& stream) {
    const int opcode = static_cast<int>(step.opcode == Opcode::kSWZ ? Opcode::kMOV : step.opcode);
    const OpKernel copy_kernel = kernels.component[static_cast<int>(Opcode::kMOV)][0][0];
    Op op;
    Op copies;
    copies.kernel = copy_kernel;
    bool negates = false;
    for (int c = 0; c < 4; ++c) {
        if (!(step.write_mask & (1u << c))) continue;
        const int k = op.out_count++;
        for (int s = 0; s < 3; ++s) negates |= BindSource(step, s, c, registers, op, k);
        float* home = registers + step.dst + c * kRowFloats;
        op.out[k] = home;
        if (ReadLater(step, c)) {
            op.out[k] = scratch.rows[c];
            copies.in[0][copies.out_count] = scratch.rows[c];
            copies.out[copies.out_count++] = home;
        }
    }
    op.kernel = kernels.component[opcode][negates][step.saturate];
    stream.push_back(op);
    if (copies.out_count > 0) stream.push_back(copies);
}

// An op that stores one value: every row of the write mask.
void OutputEveryWrittenRow(const Step& step, float* registers, Op& op) {
    for (int c = 0; c < 4; ++c)
        if (step.write_mask & (1u << c))
            op.out[op.out_count++] = registers + step.dst + c * kRowFloats;
}

// DP3, DP4, DPH: 0, 1, 2; -1 for any other opcode.
int DotIndex(Opcode opcode) {
    switch (opcode) {
        case Opcode::kDP3: return 0;
        case Opcode::kDP4: return 1;
        case Opcode::kDPH: return 2;
        default: return -1;
    }
}

void AppendDot(const Step& step, int index, const OpKernelTable& kernels, float* registers,
               std::vector<Op>& stream) {
    Op op;
    bool negates = false;
    for (int s = 0; s < 2; ++s)
        for (int c = 0; c < 4; ++c) negates |= BindSource(step, s, c, registers, op, c);
    op.kernel = kernels.dot[index][negates][step.saturate];
    OutputEveryWrittenRow(step, registers, op);
    stream.push_back(op);
}

bool IsScalarResult(Opcode opcode) {
    switch (opcode) {
        case Opcode::kRCP: case Opcode::kRSQ: case Opcode::kEX2: case Opcode::kLG2:
        case Opcode::kSIN: case Opcode::kCOS: case Opcode::kPOW:
            return true;
        default:
            return false;
    }
}

// The x rows of both sources (POW reads two; the other's second is a valid row unread).
void AppendScalar(const Step& step, const OpKernelTable& kernels, float* registers,
                  std::vector<Op>& stream) {
    Op op;
    bool negates = false;
    for (int s = 0; s < 2; ++s) negates |= BindSource(step, s, 0, registers, op, 0);
    op.kernel = kernels.scalar[negates][step.saturate];
    op.step = &step;
    OutputEveryWrittenRow(step, registers, op);
    stream.push_back(op);
}

// LIT reads x, y and w of its source; out[c] is written component c's row.
void AppendLit(const Step& step, const OpKernelTable& kernels, float* registers,
               std::vector<Op>& stream) {
    Op op;
    bool negates = false;
    for (int c = 0; c < 4; ++c) negates |= BindSource(step, 0, c, registers, op, c);
    for (int c = 0; c < 4; ++c)
        if (step.write_mask & (1u << c)) op.out[c] = registers + step.dst + c * kRowFloats;
    op.kernel = kernels.lit[negates][step.saturate];
    stream.push_back(op);
}

}  // namespace

std::vector<Op> DecodeStream(const std::vector<Step>& steps, const OpKernelTable& kernels,
                             float* registers, KernelScratch& scratch) {
    std::vector<Op> stream;
    for (const Step& step : steps) {
        const int opcode = static_cast<int>(step.opcode);
        if (step.opcode == Opcode::kKIL) {
            Op op;
            bool negates = false;
            for (int c = 0; c < 4; ++c) negates |= BindSource(step, 0, c, registers, op, c);
            op.kernel = kernels.kill[negates];
            stream.push_back(op);
        } else if (!step.write_mask) {
            continue;  // writes nothing (Execute's cases all follow the write mask)
        } else if (step.opcode == Opcode::kSWZ ||
                   (opcode < lang::arbasm::fragment::kOpcodeCount &&
                    kernels.component[opcode][0][0] != nullptr)) {
            AppendComponents(step, kernels, registers, scratch, stream);
        } else if (const int dot = DotIndex(step.opcode); dot >= 0) {
            AppendDot(step, dot, kernels, registers, stream);
        } else if (IsScalarResult(step.opcode)) {
            AppendScalar(step, kernels, registers, stream);
        } else if (step.opcode == Opcode::kLIT) {
            AppendLit(step, kernels, registers, stream);
        } else {
            Op op;
            op.kernel = kernels.generic;
            op.step = &step;
            stream.push_back(op);
        }
    }
    return stream;
}

}  // namespace tessera::runtime::exec::fast
