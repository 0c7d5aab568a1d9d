// SPDX-License-Identifier: MIT
// Helpers for the Parasol tests (see parasol_test_util.h).
#include "tests/parasol/parasol_test_util.h"

#include <algorithm>
#include <cstdlib>
#include <gtest/gtest.h>

#include "ir/interpreter.h"
#include "tests/support/arbfp_fragment.h"

namespace tessera::parasol_test {

bool HaveGlslang() { return std::system("glslangValidator --version > /dev/null 2>&1") == 0; }

std::string InModule(const std::string& body) { return "package p;\nmodule M is\n" + body + "end;\n"; }

std::string WriteResultAndDeclareProg() {
    return R"(  as
    out color = result;
  end;
  shader program prog is
    vertex v;
    fragment f;
  end;
end;
)";
}

lang::parasol::CompileResult Compile(const std::string& source, const std::string& program,
                                     const std::string& target) {
    lang::parasol::CompileOptions options;
    options.units = {{"test.p", source}};
    options.program = program;
    options.target = target;
    return lang::parasol::CompileParasol(options);
}

lang::parasol::CheckResult CheckUnits(const std::vector<std::string>& sources) {
    std::vector<lang::parasol::SourceUnit> units;
    for (std::size_t i = 0; i < sources.size(); ++i)
        units.push_back({std::string(1, static_cast<char>('a' + i)) + ".p", sources[i]});
    return lang::parasol::CheckParasol(units);
}

lang::parasol::CheckResult Check(const std::string& source) {
    return lang::parasol::CheckParasol({{"test.p", source}});
}

namespace {

// Inputs by semantic (TEXCOORDi, WPOS) and uniforms by name, as the ARBfp run got them;
// a matrix parameter's slot i is row i of the IR matrix (column i of Parasol's, lower.h).
void InterpretIr(const ir::Module& m, const Fixture& in, Outcome& out) {
    ir::Inputs inputs(m);
    for (const ir::Global& g : m.globals) {
        std::uint32_t count = m.types.ComponentCount(g.type);
        std::vector<double> scalars;
        if (g.kind == ir::Global::Kind::kUniform && in.uniforms.count(g.name)) {
            for (float v : in.uniforms.at(g.name)) scalars.push_back(v);
        } else if (g.kind == ir::Global::Kind::kInput) {
            Vec4 v = g.semantic == "WPOS" ? in.position : in.texcoord[g.semantic.back() - '0'];
            for (std::uint32_t k = 0; k < count; ++k) scalars.push_back(v[k]);
        } else {
            continue;
        }
        scalars.resize(count);
        EXPECT_TRUE(inputs.Set(g.name, scalars)) << g.name;
    }
    ir::RunResult run = ir::RunFragment(m, inputs);
    EXPECT_TRUE(run.ok) << run.error;
    if (!run.ok) return;
    out.ir_killed = run.fragments[0].discarded;
    for (const ir::Global& g : m.globals) {
        auto value = run.fragments[0].outputs.find("@" + g.name);
        if (g.semantic != "COLOR" || value == run.fragments[0].outputs.end()) continue;
        for (std::size_t k = 0; k < 4 && k < value->second.scalars.size(); ++k)
            out.ir_color[k] = static_cast<float>(value->second.scalars[k]);
    }
}

}  // namespace

Outcome RunFragment(const std::string& source, const Fixture& in) {
    Outcome out;
    lang::parasol::CompileResult r = Compile(source);
    EXPECT_TRUE(r.ok) << r.diagnostics;
    if (!r.ok) return out;
    runtime::exec::FragmentAttributes fragment;
    std::copy(in.texcoord.begin(), in.texcoord.end(), fragment.texcoord.begin());  // ARB's 8 sets
    fragment.position = in.position;
    const testing::FragmentRun run = testing::RunArbfpFragment(
        r.arbfp.text, testing::UniformLocals(r.arbfp.bindings, in.uniforms, testing::SlotLayout::kFourPerSlot),
        fragment);
    EXPECT_TRUE(run.ok()) << run.error;
    if (!run.ok()) return out;
    out.ok = true;
    out.color = run.color;
    out.depth = run.depth;
    out.killed = run.killed;
    InterpretIr(*r.fragment_ir, in, out);
    return out;
}

Outcome RunFragmentOnIr(const std::string& source, const Fixture& in) {
    Outcome out;
    lang::parasol::CompileResult r = Compile(source, "p.M.prog", "glsl330");
    EXPECT_TRUE(r.ok) << r.diagnostics;
    if (!r.ok) return out;
    out.ok = true;
    InterpretIr(*r.fragment_ir, in, out);
    return out;
}

}  // namespace tessera::parasol_test
