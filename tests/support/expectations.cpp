// SPDX-License-Identifier: MIT
// The expectation-file runner (expectations.h): one parameterised test, instantiated by
// each folder's test file.
#include "tests/support/expectations.h"

#include <cctype>
#include <optional>

#include "tests/support/golden_files.h"

namespace tessera::testing {

namespace fs = std::filesystem;

std::vector<ExpectationCase> ExpectationCases(const ExpectationFolder& folder) {
    std::vector<ExpectationCase> cases;
    for (const std::string& input : GoldenInputs(folder.dir, folder.extension)) cases.push_back({&folder, input});
    return cases;
}

std::string ExpectationName(const ::testing::TestParamInfo<ExpectationCase>& info) {
    const std::string& input = info.param.input;
    std::string name = input.substr(0, input.size() - info.param.folder->extension.size());
    for (char& c : name)
        if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
    return name;
}

namespace {

/// The reason of an expected file opening with `SKIP: reason`, if it does.
std::optional<std::string> SkipReason(const fs::path& expected) {
    if (!fs::exists(expected)) return std::nullopt;
    const std::string text = ReadText(expected);
    if (text.rfind("SKIP:", 0) != 0) return std::nullopt;
    return text.substr(0, text.find('\n'));
}

void Rewrite(const fs::path& output_path, const fs::path& diag_path, const Translation& got) {
    fs::remove(output_path);
    fs::remove(diag_path);
    if (got.accepted && !got.output.empty()) WriteText(output_path, got.output);
    if (!got.diagnostics.empty()) WriteText(diag_path, got.diagnostics);
}

}  // namespace

TEST_P(Expectations, MatchesExpectedFiles) {
    const ExpectationFolder& folder = *GetParam().folder;
    const std::string& input = GetParam().input;
    const fs::path output_path = folder.dir / (input + ".expected." + folder.output_kind);
    const fs::path diag_path = folder.dir / (input + ".expected.diag");
    for (const fs::path& expected : {output_path, diag_path})
        if (std::optional<std::string> reason = SkipReason(expected)) GTEST_SKIP() << *reason;

    const Translation got = folder.translate(folder.dir / input);
    if (UpdatingGolden()) {
        Rewrite(output_path, diag_path, got);
        return;
    }
    const bool has_output = fs::exists(output_path);
    const bool has_diag = fs::exists(diag_path);
    ASSERT_TRUE(has_output || has_diag || got.accepted) << "no expected file for " << input << ":\n" << got.diagnostics;
    if (has_output) {
        EXPECT_TRUE(got.accepted) << got.diagnostics;
        EXPECT_EQ(got.output, ReadText(output_path));
    } else {
        EXPECT_EQ(got.output, "") << "no " << output_path.filename() << " for what " << input << " wrote";
    }
    const std::string expected_diagnostics = has_diag ? ReadText(diag_path) : "";
    EXPECT_EQ(got.diagnostics, expected_diagnostics);
    if (!has_output && expected_diagnostics.find(": error: ") != std::string::npos) {
        EXPECT_FALSE(got.accepted) << "an input whose expected diagnostics hold errors was accepted";
    }
}

}  // namespace tessera::testing
