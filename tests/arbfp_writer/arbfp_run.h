// SPDX-License-Identifier: MIT
// Runs a written ARBfp program on one fragment through our fragment processor's own
// arithmetic (runtime/exec/alu.h: EvaluateAlu and UpdateDestination, what RunQuadReference
// uses), without the final clamp of result.color (3.11.4.4), so tests see the values the
// program computed. Textures sample as (0, 0, 0, 1) unless the caller gives a function of
// the coordinate. Straight-line code only, as ARBfp is.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <utility>
#include <vector>

#include "lang/common/arbasm/fragment_program.h"
#include "runtime/exec/alu.h"
#include "support/vec4.h"

namespace tessera::lang::arbfp::writer_test {

using support::Vec4;

struct ArbfpRun {
    Vec4 color{0, 0, 0, 0};
    Vec4 depth{0, 0, 0, 0};
    bool killed = false;
};

/// Runs a decoded program on one fragment (straight-line code: every instruction once).
inline ArbfpRun RunProgram(const Program& p, const std::map<std::uint32_t, Vec4>& locals,
                           const std::vector<std::pair<AttributeBinding, Vec4>>& attributes,
                           const std::function<Vec4(const Vec4&)>& texture = {}) {
    std::vector<Vec4> temps(p.temporaries.size(), Vec4{0, 0, 0, 0});
    std::vector<Vec4> outputs(p.outputs.size(), Vec4{0, 0, 0, 0});
    auto attribute = [&](std::uint32_t i) {
        for (const auto& [b, v] : attributes)
            if (b == p.attributes[i]) return v;
        return Vec4{0, 0, 0, 1};
    };
    auto parameter = [&](std::uint32_t i) {
        const ParameterBinding& b = p.parameters[i];
        if (b.kind == ParameterBinding::Kind::kConstant) return Vec4{b.constant[0], b.constant[1], b.constant[2], b.constant[3]};
        auto it = locals.find(b.index);
        return it == locals.end() ? Vec4{0, 0, 0, 0} : it->second;
    };
    auto load = [&](const SourceOperand& s) {
        Vec4 v{};
        switch (s.file) {
            case RegisterFile::kTemporary: v = temps[s.index]; break;
            case RegisterFile::kAttribute: v = attribute(s.index); break;
            case RegisterFile::kParameter: v = parameter(s.index); break;
            case RegisterFile::kOutput: v = outputs[s.index]; break;
        }
        Vec4 r{};
        for (int k = 0; k < 4; ++k) {
            const Component c = s.swizzle[k];
            r[k] = c == Component::kZero ? 0.0f : c == Component::kOne ? 1.0f : v[static_cast<int>(c)];
            if (s.negate) r[k] = -r[k];
        }
        return r;
    };
    ArbfpRun run;
    for (const Instruction& inst : p.instructions) {
        std::array<Vec4, 3> ops{};
        for (int i = 0; i < inst.source_count; ++i) ops[i] = load(inst.src[i]);
        if (inst.opcode == Opcode::kKIL) {
            for (float f : ops[0]) run.killed = run.killed || f < 0;
            continue;
        }
        Vec4 result = !IsTextureInstruction(inst.opcode) ? runtime::exec::EvaluateAlu(inst, ops)
                      : texture                           ? texture(ops[0])
                                                          : Vec4{0, 0, 0, 1};
        Vec4& dst = inst.dst.file == RegisterFile::kTemporary ? temps[inst.dst.index] : outputs[inst.dst.index];
        runtime::exec::UpdateDestination(dst, result, inst.saturate, inst.dst.write_mask);
    }
    for (std::size_t r = 0; r < p.outputs.size(); ++r) {
        if (p.outputs[r] == OutputBinding::kColor) run.color = outputs[r];
        else run.depth = outputs[r];
    }
    return run;
}

}  // namespace tessera::lang::arbfp::writer_test
