// SPDX-License-Identifier: MIT
// Conformance: piglit's GLSL 1.10 and 1.20 compiler tests (glslparsertest `.frag` and
// `.vert` files) through lang::glsl::CheckGlsl, each with its stage.
//
// Each file's config says whether a GLSL compiler must accept it (`expect_result: pass`)
// or reject it (`fail`). Files that need an extension (Tessera claims no GLSL extension),
// a GLSL version above 1.20, or a link step (`check_link: true`, which a compile-only check
// cannot judge) are skipped and counted. A file without `#version` gets the one its config
// names, as shader_runner does for its shaders. Every other file must agree with piglit
// unless expected_compiler.txt lists it as a DISAGREE with its reason, and each stage's
// agreement rate must stay at or above its minimum (issues 6 and 11 ask for 98%).
#include <gtest/gtest.h>

#include <filesystem>
#include <iostream>
#include <map>
#include <string>

#include "glsl_corpus.h"
#include "lang/glsl/reader/compile.h"
#include "piglit_corpus.h"

#ifndef TESSERA_GLSL_CONFORMANCE_DIR
#error "TESSERA_GLSL_CONFORMANCE_DIR must name this folder (for the expectation lists)"
#endif

namespace tessera::lang::glsl {
namespace {

namespace fs = std::filesystem;

// The measured agreement of each stage when the list was last updated, rounded down.
constexpr double kMinimumFragmentAgreement = 1.0;
constexpr double kMinimumVertexAgreement = 0.989;

const fs::path kExpectations = fs::path(TESSERA_GLSL_CONFORMANCE_DIR) / "expected_compiler.txt";

// Why the file is not judged, or empty.
std::string SkipReason(const testing::GlslCompilerTest& test) {
    if (!test.has_config) return "no expect_result";
    if (!test.required_extensions.empty()) return "needs " + test.required_extensions[0];
    if (test.glsl_version > 120) return "needs GLSL " + std::to_string(test.glsl_version);
    if (test.check_link) return "needs a link step (check_link)";
    return {};
}

std::string SourceFor(const testing::GlslCompilerTest& test) {
    if (test.text.find("#version") != std::string::npos) return test.text;
    return "#version " + std::to_string(test.glsl_version) + "\n" + test.text;
}

std::string FirstLine(const std::string& text) { return text.substr(0, text.find('\n')); }

TEST(GlslConformance, PiglitCompilerTests) {
    const std::optional<fs::path> root = testing::FindPiglitRoot();
    if (!root) TESSERA_SKIP_OR_FAIL_IN_CI(testing::PiglitSearchDescription());
    const std::vector<testing::GlslCompilerTest> tests = testing::GlslCompilerTests(*root);
    ASSERT_GT(tests.size(), 700u) << "piglit's GLSL compiler tests are missing under " << *root;
    const std::map<std::string, testing::Expectation> expected =
        testing::ReadExpectations(kExpectations);

    // Per stage: [0] fragment, [1] vertex.
    std::size_t judged[2] = {0, 0}, agreed[2] = {0, 0};
    std::map<std::string, std::size_t> skipped;
    std::map<std::string, testing::Expectation> observed;
    for (const testing::GlslCompilerTest& test : tests) {
        if (const std::string reason = SkipReason(test); !reason.empty()) {
            ++skipped[reason];
            continue;
        }
        CompileOptions options;
        options.source_name = test.path;
        options.source_text = SourceFor(test);
        const bool vertex = test.path.ends_with(".vert");
        options.stage = vertex ? ShaderStage::kVertex : ShaderStage::kFragment;
        const CheckResult result = CheckGlsl(options);
        ++judged[vertex];
        const bool agrees = result.ok == test.expect_pass;
        agreed[vertex] += agrees;
        const std::string why =
            test.expect_pass ? "rejected: " + FirstLine(result.diagnostics) : "accepted";
        if (!agrees) observed[test.path] = {"DISAGREE", why};
        const bool listed = expected.count(test.path) > 0;
        if (!testing::UpdatingExpectations() && listed == agrees)
            ADD_FAILURE() << (agrees ? "now agrees (remove it from expected_compiler.txt): "
                                     : "disagrees with piglit: ")
                          << test.path << (agrees ? "" : " " + why);
    }
    double rate[2] = {0, 0};
    for (int stage = 0; stage < 2; ++stage) {
        rate[stage] = judged[stage] == 0 ? 0.0 : static_cast<double>(agreed[stage]) / judged[stage];
        std::cout << (stage ? "; .vert: " : "compiler tests .frag: ") << judged[stage] << " judged, "
                  << agreed[stage] << " agree (" << rate[stage] * 100 << "%)";
    }
    for (const auto& [reason, n] : skipped) std::cout << "; " << n << " skipped: " << reason;
    std::cout << "\n";
    if (testing::UpdatingExpectations()) {
        testing::WriteExpectations(
            kExpectations,
            "Piglit GLSL 1.10/1.20 compiler tests (.frag, .vert) where CheckGlsl's verdict differs\n"
            "from expect_result. Regenerate with\n"
            "TESSERA_UPDATE_EXPECTATIONS=1 build/tests/glsl_conformance/glsl_conformance_tests\n"
            "and review the diff.",
            observed);
        return;
    }
    EXPECT_GE(rate[0], kMinimumFragmentAgreement);
    EXPECT_GE(rate[1], kMinimumVertexAgreement);
}

}  // namespace
}  // namespace tessera::lang::glsl
