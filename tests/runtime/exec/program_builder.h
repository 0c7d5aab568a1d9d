// SPDX-License-Identifier: MIT
// Building ARB fragment programs by hand for the executor tests, without the reader: a
// Program plus the parameter values a draw would resolve, and one quad of fragments.
#pragma once

#include <string>

#include "lang/common/arbasm/fragment_program.h"
#include "runtime/base/fragment.h"

namespace tessera::runtime::exec::test_support {

using namespace lang::arbfp;

/// A source operand with a swizzle written as in the language ("xyzw", "x" replicates).
inline SourceOperand Src(RegisterFile file, std::uint32_t index,
                         const std::string& swizzle = "xyzw", bool negate = false) {
    SourceOperand operand;
    operand.file = file;
    operand.index = index;
    operand.negate = negate;
    auto component = [](char c) {
        switch (c) {
            case 'x':
            case 'r':
                return Component::kX;
            case 'y':
            case 'g':
                return Component::kY;
            case 'z':
            case 'b':
                return Component::kZ;
            default:
                return Component::kW;
        }
    };
    for (int i = 0; i < 4; ++i) {
        operand.swizzle[i] = component(swizzle[swizzle.size() == 1 ? 0 : i]);
    }
    operand.scalar = swizzle.size() == 1;
    return operand;
}

inline DestinationOperand Dst(RegisterFile file, std::uint32_t index, std::uint8_t mask = 0xF) {
    return DestinationOperand{file, index, mask};
}

struct ProgramBuilder {
    Program program;
    DrawInputs draw;

    std::uint32_t Temp() {
        program.temporaries.push_back("T" + std::to_string(program.temporaries.size()));
        return static_cast<std::uint32_t>(program.temporaries.size() - 1);
    }
    std::uint32_t Attribute(AttributeBinding::Kind kind, std::uint8_t unit = 0) {
        program.attributes.push_back(AttributeBinding{kind, unit});
        return static_cast<std::uint32_t>(program.attributes.size() - 1);
    }
    std::uint32_t Constant(Vec4 value) {
        ParameterBinding binding;
        binding.kind = ParameterBinding::Kind::kConstant;
        binding.constant = value;
        program.parameters.push_back(binding);
        draw.parameters.push_back(value);
        return static_cast<std::uint32_t>(program.parameters.size() - 1);
    }
    std::uint32_t Output(OutputBinding which) {
        program.outputs.push_back(which);
        return static_cast<std::uint32_t>(program.outputs.size() - 1);
    }
    Instruction& Add(Opcode op, DestinationOperand dst, std::initializer_list<SourceOperand> srcs,
                     bool saturate = false) {
        Instruction inst;
        inst.opcode = op;
        inst.saturate = saturate;
        inst.dst = dst;
        for (const SourceOperand& s : srcs) inst.src[inst.source_count++] = s;
        program.instructions.push_back(inst);
        return program.instructions.back();
    }
    /// Runs the program on `quad`; `draw.program` is set here.
    QuadResults Run(const QuadInputs& quad) {
        draw.program = &program;
        QuadResults results;
        RunQuadReference(draw, quad, results);
        return results;
    }
    QuadResults Run() { return Run(QuadInputs{}); }
};

}  // namespace tessera::runtime::exec::test_support
