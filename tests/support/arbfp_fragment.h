// SPDX-License-Identifier: MIT
// Running a compiler's ARBfp output on Tessera's fragment processor, for the front ends'
// end-to-end tests (Cg, GLSL, Parasol): the text through our reader, uniform values into
// program.local by the writer's bindings, and one quad whose four fragments carry the same
// attributes through RunQuadReference (the reference interpreter, which follows the spec's
// pseudocode). Header-only like golden_files.h, so a test executable needs nothing but
// the libraries it already links (tessera_arbfp, tessera_exec).
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "lang/arbfp/reader/reader.h"
#include "lang/arbfp/writer/arbfp_writer.h"
#include "runtime/base/fragment.h"

namespace tessera::testing {

/// How a uniform's values fill its program.local slots (one per vector, matrix row, array
/// element: the writer's layout).
enum class SlotLayout {
    kFourPerSlot,  ///< 4 values per slot; missing values are 0
    kEvenSplit,    ///< values.size() / parameter_count per slot (a float3x3's 9: 3 per row)
};

/// program.local index -> value for every uniform binding that `values` names. Uniforms
/// bound to GL state (Binding::gl_state, `state.*` semantics) take no program.local
/// (their parameter_count is 0) and get their value from the GL: they are skipped.
inline std::map<std::uint32_t, support::Vec4> UniformLocals(
    const std::vector<lang::arbfp::Binding>& bindings,
    const std::map<std::string, std::vector<float>>& values, SlotLayout layout) {
    std::map<std::uint32_t, support::Vec4> locals;
    for (const lang::arbfp::Binding& b : bindings) {
        if (b.kind != lang::arbfp::Binding::Kind::kUniform || b.gl_state) continue;
        const auto v = values.find(b.name);
        if (v == values.end() || b.parameter_count == 0) continue;
        const std::size_t per =
            layout == SlotLayout::kFourPerSlot ? 4 : v->second.size() / b.parameter_count;
        for (std::uint32_t i = 0; i < b.parameter_count; ++i) {
            support::Vec4 slot{0, 0, 0, 0};
            for (std::size_t k = 0; k < 4 && k < per && i * per + k < v->second.size(); ++k)
                slot[k] = v->second[i * per + k];
            locals[b.first_parameter + i] = slot;
        }
    }
    return locals;
}

/// The value of every entry of program.parameters: constants as written, program.local[i]
/// (or program.env[i]: a writer uses one of the two) from `locals`, 0 where not given. GL
/// state (`state.*`) is 0: a run on the processor alone has no GL state.
inline std::vector<support::Vec4> ResolveParameters(
    const lang::arbasm::fragment::Program& program, const std::map<std::uint32_t, support::Vec4>& locals) {
    using Kind = lang::arbasm::fragment::ParameterBinding::Kind;
    std::vector<support::Vec4> out;
    for (const lang::arbasm::fragment::ParameterBinding& p : program.parameters) {
        if (p.kind == Kind::kConstant) {
            out.push_back(
                support::Vec4{p.constant[0], p.constant[1], p.constant[2], p.constant[3]});
        } else if (p.kind == Kind::kState) {
            out.push_back(support::Vec4{0, 0, 0, 0});
        } else {
            const auto local = locals.find(p.index);
            out.push_back(local != locals.end() ? local->second : support::Vec4{0, 0, 0, 0});
        }
    }
    return out;
}

/// What the first fragment of the quad computed.
struct FragmentRun {
    std::string error;                ///< empty on success; why the text did not read otherwise
    support::Vec4 color{0, 0, 0, 0};  ///< after result processing (clamped to [0, 1])
    float depth = 0;
    bool killed = false;
    bool ok() const { return error.empty(); }
};

/// Reads `text` with our reader and runs it on one quad of fragments that all carry
/// `attributes`, with `locals` as program.local and `textures` (if any) on the units.
inline FragmentRun RunArbfpFragment(std::string_view text,
                                    const std::map<std::uint32_t, support::Vec4>& locals,
                                    const runtime::exec::FragmentAttributes& attributes,
                                    const runtime::texture::TextureUnits* textures = nullptr) {
    FragmentRun out;
    lang::arbfp::ReadResult read = lang::arbfp::ReadProgram(text);
    if (!read.program) {
        out.error =
            "the compiled program does not read: " + read.error_string + "\n" + std::string(text);
        return out;
    }
    runtime::exec::DrawInputs draw;
    draw.program = &*read.program;
    draw.parameters = ResolveParameters(*read.program, locals);
    draw.textures = textures;
    runtime::exec::QuadInputs quad;
    quad.fragments.fill(attributes);
    quad.covered = {true, true, true, true};
    runtime::exec::QuadResults results;
    runtime::exec::RunQuadReference(draw, quad, results);
    out.color = results.color[0];
    out.depth = results.depth[0];
    out.killed = results.killed[0];
    return out;
}

}  // namespace tessera::testing
