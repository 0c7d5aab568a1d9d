// SPDX-License-Identifier: MIT
// Golden tests: golden/NAME.ir is read, validated as lowered IR, written with comments, and
// compared with golden/NAME.expected.fp (each reviewed by hand when it was made). Run with
// TESSERA_UPDATE_GOLDEN=1 to rewrite the expected files, then review the diff.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "ir/text_reader.h"
#include "ir/validate.h"
#include "writer_test_support.h"

namespace tessera::lang::arbfp::writer_test {
namespace {

namespace fs = std::filesystem;

std::string Slurp(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

std::vector<std::string> GoldenNames() {
    std::vector<std::string> names;
    for (const auto& e : fs::directory_iterator(TESSERA_WRITER_GOLDEN_DIR))
        if (e.path().extension() == ".ir") names.push_back(e.path().stem().string());
    std::sort(names.begin(), names.end());
    return names;
}

class Golden : public ::testing::TestWithParam<std::string> {};

TEST_P(Golden, MatchesExpectedProgram) {
    const fs::path dir = TESSERA_WRITER_GOLDEN_DIR;
    const std::string name = GetParam();
    const std::string text = Slurp(dir / (name + ".ir"));
    support::SourceFile source(name + ".ir", text);
    support::DiagnosticList diags;
    std::optional<ir::Module> module = ir::ReadModule(source, diags);
    ASSERT_TRUE(module.has_value()) << name << ": the IR does not read";
    ir::ValidateOptions vo;
    vo.lowered = true;
    ir::ValidationResult valid = ir::Validate(*module, vo);
    ASSERT_TRUE(valid.Ok()) << name << ": not valid lowered IR";

    WriterOptions options;
    options.source_text = [&](std::uint32_t) -> const std::string* { return &text; };
    WriteResult r = CheckedWrite(*module, options);
    ASSERT_TRUE(r.ok()) << Messages(r);

    const fs::path expected_path = dir / (name + ".expected.fp");
    if (std::getenv("TESSERA_UPDATE_GOLDEN") != nullptr) {
        std::ofstream(expected_path, std::ios::binary) << r.text;
        GTEST_SKIP() << "updated " << expected_path;
    }
    ASSERT_TRUE(fs::exists(expected_path)) << "missing " << expected_path << "; the program is:\n" << r.text;
    EXPECT_EQ(r.text, Slurp(expected_path));
}

INSTANTIATE_TEST_SUITE_P(Writer, Golden, ::testing::ValuesIn(GoldenNames()),
                         [](const ::testing::TestParamInfo<std::string>& info) { return info.param; });

}  // namespace
}  // namespace tessera::lang::arbfp::writer_test
