// SPDX-License-Identifier: MIT
// Conformance: piglit's GLSL 1.10 and 1.20 execution tests through the shader test runner.
//
// Every test runs (a deterministic subset under the sanitizers, which make the full set
// too slow for CI) and must have the outcome expected_execution.txt gives it (PASS when it
// is not listed). The tests are counted by their vertex stage:
// - pass-through: no vertex shader, [vertex shader passthrough], or a [vertex shader] that
//   shader_test/vertex_stage.h recognises (what issue 6 measured);
// - a real vertex shader, compiled to ARBvp (issue 11).
// The pass rate over all of them must stay at or above kMinimumPassRate (issue 11 asks for
// 95%). Mesa passes them all, so every listed entry is a Tessera shortcoming with its reason.
#include <gtest/gtest.h>

#include <filesystem>
#include <iostream>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "glsl_corpus.h"
#include "piglit_corpus.h"
#include "shader_test/parser.h"
#include "shader_test/runner.h"
#include "shader_test/vertex_stage.h"
#include "support/source.h"

#ifndef TESSERA_GLSL_CONFORMANCE_DIR
#error "TESSERA_GLSL_CONFORMANCE_DIR must name this folder (for the expectation lists)"
#endif

namespace tessera::shader_test {
namespace {

namespace fs = std::filesystem;

// The share of all tests that must pass: the measured rate when the list was last updated,
// rounded down.
constexpr double kMinimumPassRate = 0.964;

#if TESSERA_SANITIZED
// Under ASan a test takes ~10x longer: every 8th file keeps the run under three minutes.
constexpr std::size_t kStride = 8;
#else
constexpr std::size_t kStride = 1;
#endif

const fs::path kExpectations = fs::path(TESSERA_GLSL_CONFORMANCE_DIR) / "expected_execution.txt";

bool IsPassThrough(const ShaderTest& test) {
    for (const Section& s : test.sections)
        if (s.kind == SectionKind::kShader && s.name == "vertex shader")
            return MatchPassThroughVertexShader(s.body).matched;
    return true;
}

struct Tally {
    std::size_t run = 0, passed = 0, failed = 0, skipped = 0, warned = 0;
};

TEST(GlslConformance, PiglitExecutionTests) {
    const std::optional<fs::path> root = testing::FindPiglitRoot();
    if (!root) TESSERA_SKIP_OR_FAIL_IN_CI(testing::PiglitSearchDescription());
    const std::vector<std::string> files = testing::GlslExecutionTests(*root);
    ASSERT_GT(files.size(), 3000u) << "piglit's GLSL execution tests are missing under " << *root;
    const std::map<std::string, testing::Expectation> expected =
        testing::ReadExpectations(kExpectations);

    Tally tally[2];  // [0] pass-through vertex stage, [1] a real vertex shader
    std::map<std::string, testing::Expectation> observed;
    std::vector<std::string> mismatches;
    for (std::size_t i = 0; i < files.size(); i += kStride) {
        const std::string& path = files[i];
        std::string text;
        ASSERT_TRUE(support::ReadFile((*root / path).string(), text)) << path;
        const support::SourceFile source(path, std::move(text));
        const Result result = RunSource(source);
        Tally& t = tally[IsPassThrough(Parse(source).test) ? 0 : 1];
        ++t.run;
        t.passed += result.outcome == Outcome::kPass;
        t.failed += result.outcome == Outcome::kFail;
        t.skipped += result.outcome == Outcome::kSkip;
        t.warned += result.outcome == Outcome::kWarn;
        const std::string outcome = OutcomeName(result.outcome);
        if (result.outcome != Outcome::kPass) observed[path] = {outcome, result.reason};
        const auto listed = expected.find(path);
        const std::string want = listed == expected.end() ? "PASS" : listed->second.outcome;
        if (want != outcome)
            mismatches.push_back("expected " + want + ", got " + outcome + ": " + path + " " +
                                 result.reason);
    }
    for (int k = 0; k < 2; ++k) {
        const Tally& t = tally[k];
        std::cout << (k ? "; real vertex shader: " : "pass-through vertex stage: ") << t.run << " (" << t.passed
                  << " passed, " << t.failed << " failed, " << t.skipped << " skipped, "
                  << t.warned << " warned)";
    }
    const std::size_t run = tally[0].run + tally[1].run, passed = tally[0].passed + tally[1].passed;
    const double rate = run == 0 ? 0.0 : static_cast<double>(passed) / run;
    std::cout << "; pass rate " << rate * 100 << "%" << (kStride > 1 ? " (every 8th file)" : "") << "\n";

    if (testing::UpdatingExpectations() && kStride == 1) {
        testing::WriteExpectations(
            kExpectations,
            "Piglit GLSL 1.10/1.20 execution tests that do not pass on Tessera, with the\n"
            "runner's reason. Regenerate with\n"
            "TESSERA_UPDATE_EXPECTATIONS=1 build/tests/glsl_conformance/glsl_conformance_tests\n"
            "and review the diff.",
            observed);
        return;
    }
    for (const std::string& m : mismatches) ADD_FAILURE() << m;
    EXPECT_GE(rate, kMinimumPassRate);
}

}  // namespace
}  // namespace tessera::shader_test
