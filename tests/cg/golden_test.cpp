// SPDX-License-Identifier: MIT
// Golden tests: each golden/NAME.cg is compiled for arbfp1 (entry main) and compared with
// NAME.cg.expected.fp (the program, when it compiles) and NAME.cg.expected.diag (the
// diagnostics, when there are any). A first line "// SKIP: reason" marks a known failure;
// a first line "// CHECK" type-checks the whole file (CheckCg) instead of compiling it;
// a first line "// PROFILE: fp40" compiles for that profile (fp30, fp40, vp30, vp40: the
// NVIDIA options), and every program written for one is read back by our own reader with
// the NVIDIA options accepted (Mesa's llvmpipe has none of them).
// TESSERA_UPDATE_GOLDEN=1 rewrites the expected files: review every change in the diff.
#include <gtest/gtest.h>

#include "tests/support/golden_files.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "lang/arbfp/reader/reader.h"
#include "lang/arbvp/reader/reader.h"
#include "lang/cg/compile.h"

namespace tessera::lang::cg {
namespace {

namespace fs = std::filesystem;

using tessera::testing::ReadText;
using tessera::testing::WriteText;

std::vector<std::string> GoldenFiles() {
    return tessera::testing::GoldenInputs(TESSERA_CG_SEMA_GOLDEN_DIR, ".cg");
}

class Golden : public ::testing::TestWithParam<std::string> {};

/// The program loads in our reader with the NVIDIA options accepted.
void ExpectReadBack(const std::string& program) {
    if (program.starts_with("!!ARBvp")) {
        const arbvp::ReadResult read = arbvp::ReadProgram(program, arbvp::Limits::Default().WithNvOptions());
        EXPECT_TRUE(read.program.has_value()) << read.error_string;
    } else {
        const arbfp::ReadResult read = arbfp::ReadProgram(program, arbfp::Limits::Default().WithNvOptions());
        EXPECT_TRUE(read.program.has_value()) << read.error_string;
    }
}

TEST_P(Golden, MatchesExpected) {
    fs::path dir = TESSERA_CG_SEMA_GOLDEN_DIR;
    std::string text = ReadText(dir / GetParam());
    if (text.rfind("// SKIP:", 0) == 0) GTEST_SKIP() << text.substr(0, text.find('\n'));
    CompileOptions options;
    options.source_name = GetParam();
    options.source_text = text;
    if (text.rfind("// PROFILE: ", 0) == 0) options.profile = text.substr(12, text.find('\n') - 12);
    std::string program, diagnostics;
    bool ok = false;
    if (text.rfind("// CHECK", 0) == 0) {
        CheckResult r = CheckCg(options);
        diagnostics = r.diagnostics;
        ok = r.ok;
    } else {
        CompileResult r = CompileCg(options);
        program = r.ok ? r.arbfp.text : "";
        diagnostics = r.diagnostics;
        ok = r.ok;
    }
    fs::path fp_path = dir / (GetParam() + ".expected.fp");
    fs::path diag_path = dir / (GetParam() + ".expected.diag");
    if (tessera::testing::UpdatingGolden()) {
        fs::remove(fp_path);
        fs::remove(diag_path);
        if (ok && !program.empty()) WriteText(fp_path, program);
        if (!diagnostics.empty()) WriteText(diag_path, diagnostics);
        return;
    }
    bool has_fp = fs::exists(fp_path);
    bool has_diag = fs::exists(diag_path);
    ASSERT_TRUE(has_fp || has_diag || ok) << "no expected file for " << GetParam();
    if (has_fp) {
        EXPECT_TRUE(ok) << diagnostics;
        EXPECT_EQ(program, ReadText(fp_path));
    }
    if (ok && !program.empty() && options.profile != "arbfp1") ExpectReadBack(program);
    EXPECT_EQ(diagnostics, has_diag ? ReadText(diag_path) : "");
    if (!has_fp && has_diag && diagnostics.find(": error: ") != std::string::npos) {
        EXPECT_FALSE(ok);
    }
}

std::string TestName(const ::testing::TestParamInfo<std::string>& info) {
    std::string name = info.param.substr(0, info.param.size() - 3);
    for (char& c : name)
        if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
    return name;
}

INSTANTIATE_TEST_SUITE_P(Cg, Golden, ::testing::ValuesIn(GoldenFiles()), TestName);

}  // namespace
}  // namespace tessera::lang::cg
