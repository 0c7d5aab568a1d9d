// SPDX-License-Identifier: MIT
// Parasol expectation files (tests/support/expectations.h): each expectations/NAME.p is
// one unit whose program p.M.prog is compiled for arbfp1 and compared with
// NAME.p.expected.fp (the fragment shader's ARBfp) or NAME.p.expected.diag.
// expectations/README.md says how each expected file was checked.
#include <gtest/gtest.h>

#include "lang/parasol/reader/compile.h"
#include "tests/support/expectations.h"
#include "tests/support/golden_files.h"

namespace tessera::lang::parasol {
namespace {

tessera::testing::Translation CompileUnit(const std::filesystem::path& path) {
    CompileOptions options;
    options.units = {{path.filename().string(), tessera::testing::ReadText(path)}};
    options.program = "p.M.prog";
    const CompileResult r = CompileParasol(options);
    return {r.ok, r.ok ? r.arbfp.text : "", r.diagnostics};
}

const tessera::testing::ExpectationFolder kUnits{TESSERA_PARASOL_EXPECTATIONS_DIR, ".p", "fp", &CompileUnit};

}  // namespace
}  // namespace tessera::lang::parasol

namespace tessera::testing {
INSTANTIATE_TEST_SUITE_P(Parasol, Expectations, ::testing::ValuesIn(ExpectationCases(lang::parasol::kUnits)),
                         ExpectationName);
}  // namespace tessera::testing
