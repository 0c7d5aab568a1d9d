// SPDX-License-Identifier: MIT
// Conformance: piglit's 22 ARB fragment program shader tests.
//
// All 22 must pass: the 7 whose vertex program is only
// `!!ARBvp1.0 OPTION ARB_position_invariant; END` and the 15 that run short ARB vertex
// programs (lang/arbvp, runtime/exec's vertex executor). Piglit comes from the cache
// scripts/fetch-piglit fills; without it the test skips, except under CI=true where it fails.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "piglit_corpus.h"
#include "shader_test/parser.h"
#include "shader_test/runner.h"

namespace tessera::shader_test {
namespace {

namespace fs = std::filesystem;

constexpr const char* kDirectories[] = {"tests/spec/arb_fragment_program",
                                        "tests/spec/arb_fragment_program_shadow"};
constexpr std::size_t kExpectedFiles = 22;
constexpr std::size_t kExpectedPassThrough = 7;

std::vector<fs::path> ShaderTests(const fs::path& root) {
    std::vector<fs::path> files;
    for (const char* dir : kDirectories) {
        const fs::path base = root / dir;
        if (!fs::is_directory(base)) continue;
        for (const fs::directory_entry& entry : fs::recursive_directory_iterator(base))
            if (entry.is_regular_file() && entry.path().extension() == ".shader_test")
                files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    return files;
}

// The vertex program's words with blanks collapsed, to recognize the bare pass-through.
std::string Collapsed(const std::string& text) {
    std::string out;
    bool blank = false;
    for (char c : text) {
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            blank = !out.empty();
            continue;
        }
        if (blank) out += ' ';
        blank = false;
        out += c;
    }
    return out;
}

bool IsBarePassThrough(const fs::path& file) {
    std::string text;
    if (!support::ReadFile(file.string(), text)) return false;
    const ParseResult parsed = Parse(support::SourceFile(file.string(), std::move(text)));
    const Section* vp = parsed.test.Find(SectionKind::kVertexProgram);
    return vp != nullptr && Collapsed(vp->body) == "!!ARBvp1.0 OPTION ARB_position_invariant; END";
}

TEST(PiglitShaderTests, ArbFragmentProgramFiles) {
    const std::optional<fs::path> root = testing::FindPiglitRoot();
    if (!root) TESSERA_SKIP_OR_FAIL_IN_CI(testing::PiglitSearchDescription());
    const std::vector<fs::path> files = ShaderTests(*root);
    ASSERT_EQ(files.size(), kExpectedFiles);

    std::size_t pass_through = 0;
    for (const fs::path& file : files) {
        const Result result = RunFile(file.string());
        const std::string name = fs::relative(file, *root / "tests/spec").string();
        std::cout << OutcomeName(result.outcome) << ' ' << name << ' ' << result.reason << '\n';
        if (IsBarePassThrough(file)) ++pass_through;
        EXPECT_EQ(result.outcome, Outcome::kPass) << name << ": " << result.reason;
    }
    EXPECT_EQ(pass_through, kExpectedPassThrough);
}

}  // namespace
}  // namespace tessera::shader_test
