// SPDX-License-Identifier: MIT
// Golden tests (tests/support/expectations.h): each golden/NAME.cg is compiled for arbfp1
// (entry main) and compared with NAME.cg.expected.fp (the program, when it compiles) and
// NAME.cg.expected.diag (the diagnostics, when there are any). A first line "// CHECK"
// type-checks the whole file (CheckCg) instead of compiling it; a first line
// "// PROFILE: fp40" compiles for that profile (fp30, fp40, vp30, vp40: the NVIDIA
// options), and every program written for one is read back by our own reader with the
// NVIDIA options accepted (Mesa's llvmpipe has none of them).
#include <gtest/gtest.h>

#include "tests/support/expectations.h"
#include "tests/support/golden_files.h"

#include "lang/arbfp/reader/reader.h"
#include "lang/arbvp/reader/reader.h"
#include "lang/cg/reader/compile.h"

namespace tessera::lang::cg {
namespace {

namespace fs = std::filesystem;

/// The program loads in our reader with the NVIDIA options accepted.
void ExpectReadBack(const std::string& program) {
    if (program.starts_with("!!ARBvp")) {
        const arbvp::ReadResult read = arbvp::ReadProgram(program, arbasm::vertex::Limits::Default().WithNvOptions());
        EXPECT_TRUE(read.program.has_value()) << read.error_string;
    } else {
        const arbfp::ReadResult read = arbfp::ReadProgram(program, arbasm::fragment::Limits::Default().WithNvOptions());
        EXPECT_TRUE(read.program.has_value()) << read.error_string;
    }
}

tessera::testing::Translation CompileGolden(const fs::path& path) {
    const std::string text = tessera::testing::ReadText(path);
    CompileOptions options;
    options.source_name = path.filename().string();
    options.source_text = text;
    if (text.rfind("// PROFILE: ", 0) == 0) options.profile = text.substr(12, text.find('\n') - 12);
    if (text.rfind("// CHECK", 0) == 0) {
        const CheckResult r = CheckCg(options);
        return {r.ok, "", r.diagnostics};
    }
    const CompileResult r = CompileCg(options);
    if (r.ok && options.profile != "arbfp1") ExpectReadBack(r.arbfp.text);
    return {r.ok, r.ok ? r.arbfp.text : "", r.diagnostics};
}

const tessera::testing::ExpectationFolder kGolden{TESSERA_CG_SEMA_GOLDEN_DIR, ".cg", "fp", &CompileGolden};

}  // namespace
}  // namespace tessera::lang::cg

namespace tessera::testing {
INSTANTIATE_TEST_SUITE_P(Cg, Expectations, ::testing::ValuesIn(ExpectationCases(lang::cg::kGolden)), ExpectationName);
}  // namespace tessera::testing
