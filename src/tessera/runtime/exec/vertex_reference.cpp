// SPDX-License-Identifier: MIT
// The reference vertex executor: ARB_vertex_program's pseudocode, instruction by instruction.
//
// Operands are loaded as 2.14.4.1's VectorLoad/ScalarLoad describe (with 2.14.4.2's
// ProgramParameterLoad for relative addressing), results written with UpdateDestination
// (2.14.4.3). The 24 instructions whose pseudocode is the fragment programs' are evaluated
// by the shared ALU (alu.h), so the two executors cannot disagree on a number; ARL, EXP and
// LOG, which only vertex programs have, are here. See vertex.h for the choices made where
// the spec leaves a result undefined. A program with an NVIDIA option runs on the NV part
// (vertex_reference_nv.cpp): condition codes, branches, subroutines, four-component address
// registers and vertex texture lookups.
#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "runtime/exec/alu.h"
#include "runtime/base/lane_math.h"
#include "runtime/exec/vertex.h"

namespace tessera::runtime::exec {

namespace {

using lang::arbasm::vertex::Instruction;
using lang::arbasm::vertex::Opcode;
using lang::arbasm::vertex::RegisterFile;
using lang::arbasm::vertex::SourceOperand;

struct Registers {
    std::span<const Vec4> attributes;
    std::span<const Vec4> parameters;
    std::vector<Vec4> temporaries;
    std::vector<std::int32_t> address;
};

// The register an operand names, before its swizzle and sign.
Vec4 Fetch(const Registers& r, const SourceOperand& src) {
    switch (src.file) {
        case RegisterFile::kTemporary: return r.temporaries[src.index];
        case RegisterFile::kAttribute: return r.attributes[src.index];
        case RegisterFile::kParameter: {
            if (!src.relative) return r.parameters[src.index];
            // ProgramParameterLoad (2.14.4.2): index = addrReg + paramOffset; outside the
            // array the result is undefined, and Tessera reads (0,0,0,0).
            const std::int64_t index =
                static_cast<std::int64_t>(r.address[src.address_register]) + src.offset;
            if (index < 0 || index >= static_cast<std::int64_t>(src.array_size)) return {0, 0, 0, 0};
            return r.parameters[src.index + static_cast<std::uint32_t>(index)];
        }
        case RegisterFile::kOutput:
        case RegisterFile::kAddress: break;  // not readable; the reader refuses them
    }
    return {0, 0, 0, 0};
}

// VectorLoad and ScalarLoad (2.14.4.1): a scalar operand's swizzle repeats its component,
// so both are the same loop.
Vec4 Load(const Registers& r, const SourceOperand& src) {
    const Vec4 source = Fetch(r, src);
    Vec4 operand;
    for (int i = 0; i < 4; ++i) {
        operand[i] = source[static_cast<int>(src.swizzle[i])];
        if (src.negate) operand[i] = -operand[i];
    }
    return operand;
}

}  // namespace

// 2.14.5.3: result = floor(ScalarLoad(op0)), as a signed integer.
std::int32_t AddressLoad(float x) {
    constexpr float kLimit = 16777216.0f;  // 2^24
    const float f = std::floor(x);
    if (std::isnan(f)) return 0;
    return static_cast<std::int32_t>(std::clamp(f, -kLimit, kLimit));
}

// 2.14.5.9: (2^floor(t), t - floor(t), RoughApprox2ToX(t), 1).
Vec4 ExpApproximate(float x) {
    const float floor_x = std::floor(x);
    return {lane_math::Exp2(floor_x), x - floor_x, lane_math::Exp2(x), 1.0f};
}

// 2.14.5.14, with t = |x|: (floor(log2(t)), t / 2^floor(log2(t)), RoughApproxLog2(t), 1).
// floor(log2(t)) is the exact exponent, read from the representation (ilogb), so y lies in
// [1, 2) for every finite nonzero t even where log2 would round up to an integer.
Vec4 LogApproximate(float x) {
    const float t = std::fabs(x);
    float exponent;
    if (t == 0.0f) exponent = -std::numeric_limits<float>::infinity();
    else if (std::isinf(t) || std::isnan(t)) exponent = t;
    else exponent = static_cast<float>(std::ilogb(t));
    return {exponent, t / lane_math::Exp2(exponent), lane_math::Log2(t), 1.0f};
}

void RunVertexReference(const lang::arbasm::vertex::Program& program, std::span<const Vec4> attributes,
                        std::span<const Vec4> parameters, std::span<Vec4> results,
                        const texture::TextureUnits* textures) {
    if (program.NeedsNvExecution()) {
        RunVertexReferenceNv(program, attributes, parameters, results, textures);
        return;
    }
    Registers r{attributes, parameters, {}, {}};
    r.temporaries.assign(program.temporaries.size(), Vec4{0, 0, 0, 0});
    r.address.assign(program.address_registers.size(), 0);
    for (std::size_t i = 0; i < program.outputs.size(); ++i) results[i] = {0, 0, 0, 1};

    for (const Instruction& inst : program.instructions) {
        std::array<Vec4, 3> operands{};
        for (int i = 0; i < inst.source_count; ++i) operands[i] = Load(r, inst.src[i]);
        Vec4 result;
        switch (inst.opcode) {
            case Opcode::kARL:
                // UpdateDestination for the address register: only x exists (2.14.4.3).
                r.address[inst.dst.index] = AddressLoad(operands[0][0]);
                continue;
            case Opcode::kEXP: result = ExpApproximate(operands[0][0]); break;
            case Opcode::kLOG: result = LogApproximate(operands[0][0]); break;
            default: {
                // The shared ALU evaluates an ARBfp instruction; only the opcode and SWZ's
                // selectors matter to it.
                lang::arbasm::fragment::Instruction shared;
                shared.opcode = *lang::arbasm::vertex::SharedOpcode(inst.opcode);
                shared.extended_swizzle = inst.extended_swizzle;
                shared.source_count = inst.source_count;
                result = EvaluateAlu(shared, operands);
                break;
            }
        }
        Vec4& destination = inst.dst.file == RegisterFile::kOutput ? results[inst.dst.index]
                                                                   : r.temporaries[inst.dst.index];
        UpdateDestination(destination, result, /*saturate=*/false, inst.dst.write_mask);
    }
}

}  // namespace tessera::runtime::exec
