// SPDX-License-Identifier: MIT
// Running compiled Cg on our fragment processor and on the IR interpreter, for the
// end-to-end tests (end_to_end_test.cpp, language_test.cpp): CompileCg, then the ARBfp text
// through our reader and the reference processor (with textures when the fixture has
// them), and the module before any pass through the IR interpreter (whose samples give
// (0, 0, 0, 1): compare texture results on the processor only).
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "ir/interpreter.h"
#include "lang/cg/reader/compile.h"
#include "tests/support/arbfp_fragment.h"

namespace tessera::lang::cg::test {

using support::Vec4;

struct Outcome {
    Vec4 color{0, 0, 0, 0};
    bool killed = false;
    Vec4 ir_color{0, 0, 0, 0};
    bool ir_killed = false;
    std::string program;  ///< the ARBfp text
};

struct Fixture {
    std::map<std::string, std::vector<double>> uniforms;  // by name: 4 per parameter slot
    Vec4 color{0, 0, 0, 1};
    std::array<Vec4, 8> texcoord{};
    /// Interface bindings and the like; source_name and source_text are set by Execute.
    CompileOptions options;
    /// The texture units the processor samples (null: every unit incomplete).
    const runtime::texture::TextureUnits* textures = nullptr;
};

/// Our reader and reference processor on `text` (a quad of fragments with `attributes`).
inline testing::FragmentRun RunProcessor(const std::string& text, const std::map<std::uint32_t, Vec4>& locals,
                                         const runtime::exec::FragmentAttributes& attributes,
                                         const runtime::texture::TextureUnits* textures) {
    return testing::RunArbfpFragment(text, locals, attributes, textures);
}


inline Outcome Execute(const std::string& source, const Fixture& in) {
    Outcome out;
    CompileOptions options = in.options;
    options.source_name = "test.cg";
    options.source_text = source;
    options.keep_front_ir = true;  // the interpreter runs the front end's module
    CompileResult r = CompileCg(options);
    EXPECT_TRUE(r.ok) << r.diagnostics;
    if (!r.ok) return out;
    // program.local values from the writer's bindings, each value split evenly over its
    // slots. testing::UniformLocals skips uniforms bound to GL state (Binding::gl_state):
    // they take no program.local (parameter_count 0, nothing to divide by) and get their
    // value from the GL, which this processor-only run does not have.
    std::map<std::string, std::vector<float>> values;
    for (const auto& [name, v] : in.uniforms)
        for (double x : v) values[name].push_back(static_cast<float>(x));
    runtime::exec::FragmentAttributes fragment;
    fragment.color_primary = in.color;
    std::copy(in.texcoord.begin(), in.texcoord.end(), fragment.texcoord.begin());  // ARB's 8 sets
    out.program = r.arbfp.text;
    const testing::FragmentRun arb = RunProcessor(
        r.arbfp.text, testing::UniformLocals(r.arbfp.bindings, values, testing::SlotLayout::kEvenSplit), fragment,
        in.textures);
    EXPECT_TRUE(arb.ok()) << arb.error;
    if (!arb.ok()) return out;
    out.color = arb.color;
    out.killed = arb.killed;

    // The IR interpreter on the module before any pass.
    const ir::Module& m = *r.ir;
    ir::Inputs inputs(m);
    for (const ir::Global& g : m.globals) {
        if (g.kind == ir::Global::Kind::kUniform && in.uniforms.count(g.name)) {
            EXPECT_TRUE(inputs.Set(g.name, in.uniforms.at(g.name))) << g.name;
        }
        if (g.kind != ir::Global::Kind::kInput) continue;
        Vec4 v = g.semantic.rfind("COLOR", 0) == 0 ? in.color : in.texcoord[g.semantic.back() - '0'];
        std::vector<double> scalars;
        for (std::uint32_t k = 0; k < m.types.ComponentCount(g.type); ++k) scalars.push_back(v[k]);
        EXPECT_TRUE(inputs.Set(g.name, scalars)) << g.name;
    }
    ir::RunResult run = ir::RunFragment(m, inputs);
    EXPECT_TRUE(run.ok) << run.error;
    if (!run.ok) return out;
    const ir::FragmentResult& f = run.fragments[0];
    out.ir_killed = f.discarded;
    for (const auto& [name, value] : f.outputs) {
        if (value.scalars.size() != 4) continue;
        for (int k = 0; k < 4; ++k) out.ir_color[k] = static_cast<float>(value.scalars[k]);
    }
    return out;
}

inline void ExpectColor(const Outcome& run, Vec4 want) {
    SCOPED_TRACE(run.program);
    for (int k = 0; k < 4; ++k) {
        EXPECT_NEAR(run.color[k], want[k], 1e-5) << "ARBfp component " << k;
        EXPECT_NEAR(run.ir_color[k], want[k], 1e-5) << "IR component " << k;
    }
}

}  // namespace tessera::lang::cg::test
