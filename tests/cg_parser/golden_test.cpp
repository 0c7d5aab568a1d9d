// SPDX-License-Identifier: MIT
// Golden tests: each golden/NAME.cg is parsed and compared with NAME.cg.expected.ast (the
// tree, when the file is accepted) and NAME.cg.expected.diag (the diagnostics, when there are
// any). A first line "// SKIP: reason" marks a known failure. Run with
// TESSERA_UPDATE_GOLDEN=1 to rewrite the expected files, then review them in the git diff.
#include <gtest/gtest.h>

#include "tests/support/golden_files.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "tests/cg_parser/test_util.h"

namespace tessera::lang::cg {
namespace {

namespace fs = std::filesystem;

using tessera::testing::ReadText;
using tessera::testing::WriteText;

std::vector<std::string> GoldenFiles() {
    return tessera::testing::GoldenInputs(TESSERA_CG_GOLDEN_DIR, ".cg");
}

class Golden : public ::testing::TestWithParam<std::string> {};

TEST_P(Golden, MatchesExpected) {
    fs::path dir = TESSERA_CG_GOLDEN_DIR;
    fs::path source = dir / GetParam();
    std::string text = ReadText(source);
    if (text.rfind("// SKIP:", 0) == 0) GTEST_SKIP() << text.substr(0, text.find('\n'));
    testing::Parsed parsed = testing::Parse(text, GetParam());
    fs::path ast_path = dir / (GetParam() + ".expected.ast");
    fs::path diag_path = dir / (GetParam() + ".expected.diag");
    if (tessera::testing::UpdatingGolden()) {
        fs::remove(ast_path);
        fs::remove(diag_path);
        if (!parsed.HasErrors()) WriteText(ast_path, parsed.ast);
        if (!parsed.diagnostics.empty()) WriteText(diag_path, parsed.diagnostics);
        return;
    }
    bool has_ast = fs::exists(ast_path);
    bool has_diag = fs::exists(diag_path);
    ASSERT_TRUE(has_ast || has_diag) << "no expected file for " << GetParam();
    if (has_ast) {
        EXPECT_FALSE(parsed.HasErrors()) << parsed.diagnostics;
        EXPECT_EQ(parsed.ast, ReadText(ast_path));
    }
    EXPECT_EQ(parsed.diagnostics, has_diag ? ReadText(diag_path) : "");
    if (!has_ast) {
        EXPECT_TRUE(parsed.HasErrors()) << "accepted, but only diagnostics expected";
    }
}

std::string TestName(const ::testing::TestParamInfo<std::string>& info) {
    std::string name = info.param.substr(0, info.param.size() - 3);
    for (char& c : name)
        if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
    return name;
}

INSTANTIATE_TEST_SUITE_P(CgParser, Golden, ::testing::ValuesIn(GoldenFiles()), TestName);

}  // namespace
}  // namespace tessera::lang::cg
