// See run_arbfp.h.
#include "run_arbfp.h"

#include "lang/arbfp/reader/reader.h"
#include "runtime/exec/fragment.h"

namespace tessera::lang::glsl::test_support {

std::optional<FragmentOutcome> RunOnFragmentProcessor(const CompileResult& compiled, const FragmentInputs& in,
                                                      std::string& error) {
    arbfp::ReadResult read = arbfp::ReadProgram(compiled.arbfp.text);
    if (!read.program) {
        error = "the compiled program does not read: " + read.error_string + "\n" + compiled.arbfp.text;
        return std::nullopt;
    }
    std::map<std::uint32_t, support::Vec4> locals;
    for (const arbfp::Binding& b : compiled.arbfp.bindings) {
        if (b.kind != arbfp::Binding::Kind::kUniform || !in.uniforms.count(b.name)) continue;
        const std::vector<float>& v = in.uniforms.at(b.name);
        for (std::uint32_t i = 0; i < b.parameter_count; ++i) {
            support::Vec4 slot{0, 0, 0, 0};
            for (std::uint32_t k = 0; k < 4 && i * 4 + k < v.size(); ++k) slot[k] = v[i * 4 + k];
            locals[b.first_parameter + i] = slot;
        }
    }
    runtime::exec::DrawInputs draw;
    draw.program = &*read.program;
    for (const arbfp::ParameterBinding& p : read.program->parameters) {
        if (p.kind == arbfp::ParameterBinding::Kind::kConstant)
            draw.parameters.push_back(support::Vec4{p.constant[0], p.constant[1], p.constant[2], p.constant[3]});
        else
            draw.parameters.push_back(locals.count(p.index) ? locals[p.index] : support::Vec4{0, 0, 0, 0});
    }
    runtime::exec::QuadInputs quad;
    for (auto& f : quad.fragments) {
        f.color_primary = in.color;
        f.texcoord = in.texcoord;
    }
    quad.covered = {true, true, true, true};
    runtime::exec::QuadResults results;
    runtime::exec::RunQuadReference(draw, quad, results);
    return FragmentOutcome{results.color[0], results.killed[0]};
}

}  // namespace tessera::lang::glsl::test_support
