// SPDX-License-Identifier: MIT
// The standard library's cases (stdlib_terms.h) through the GLSL writer in Mesa: each program
// compiled for GLSL 1.20 and 3.30 (the two the examples' test draws), its parameters set as
// uniforms, and one pixel drawn. Mesa's pixel has 8 bits, so the program writes
// 0.5 + 16 (value - want) (Output::kDifference): one unit of slack is a difference of at
// most 1.5 / 255 / 16 < 4e-4 from the hand-worked value.
#include <gtest/gtest.h>

#include <cstdlib>

#include "mesa_glsl.h"
#include "piglit_corpus.h"
#include "tests/parasol/parasol_test_util.h"
#include "tests/parasol/scene_render.h"
#include "tests/parasol/stdlib_terms.h"

namespace tessera::parasol_test {
namespace {

using stdlib_terms::Case;

// Draws `k`'s program for `target` on one pixel; the pixel, or empty with a failure reported.
std::vector<std::uint8_t> DrawCase(const Case& k, const char* target) {
    const lang::parasol::CompileResult glsl =
        Compile(stdlib_terms::Program(k, stdlib_terms::Output::kDifference), "p.M.prog", target);
    EXPECT_TRUE(glsl.ok) << glsl.diagnostics;
    if (!glsl.ok) return {};
    testing::GlslDraw draw;
    draw.vertex = glsl.glsl_vertex;
    draw.fragment = glsl.glsl_fragment;
    draw.width = draw.height = 1;
    draw.attributes.push_back({GlslName(glsl.glsl_vertex_names, "position"), 0});
    for (const auto& [name, values] : stdlib_terms::Parameters())
        if (const std::string u = GlslName(glsl.glsl_fragment_names, name); !u.empty())
            draw.uniforms.push_back({u, values});
    const testing::GlslDrawResult r = testing::DrawGlsl(draw);
    EXPECT_TRUE(r.ok()) << r.error << "\n" << draw.fragment;
    return r.ok() ? r.rgba8 : std::vector<std::uint8_t>{};
}

void ExpectCasesInMesa(const std::vector<Case>& cases) {
    if (!testing::MesaAvailable()) TESSERA_SKIP_OR_FAIL_IN_CI(testing::MesaUnavailableReason());
    for (const Case& k : cases) {
        if (!k.mesa) continue;
        for (const char* target : {"glsl120", "glsl330"}) {
            SCOPED_TRACE(k.term + " " + target);
            const std::vector<std::uint8_t> pixel = DrawCase(k, target);
            if (pixel.size() < 4) continue;
            for (int n = 0; n < 4; ++n)
                EXPECT_LE(std::abs(pixel[n] - 128), 1) << "component " << n << ": " << int(pixel[n])
                                                       << " (128 when the value is the one expected)";
        }
    }
}

TEST(ParasolStdlibTermsInMesa, BooleanFloatIntegerMatrix) { ExpectCasesInMesa(stdlib_terms::ScalarModuleCases()); }

TEST(ParasolStdlibTermsInMesa, FloatVectors) { ExpectCasesInMesa(stdlib_terms::VectorModuleCases('f')); }

TEST(ParasolStdlibTermsInMesa, IntegerVectors) { ExpectCasesInMesa(stdlib_terms::VectorModuleCases('i')); }

}  // namespace
}  // namespace tessera::parasol_test
