// SPDX-License-Identifier: MIT
// Golden tests (tests/support/expectations.h): each golden/NAME.cg is parsed and compared
// with NAME.cg.expected.ast (the tree with line:col positions, when the file is accepted)
// and NAME.cg.expected.diag (the diagnostics, when there are any).
#include <gtest/gtest.h>

#include "tests/cg_parser/test_util.h"
#include "tests/support/expectations.h"
#include "tests/support/golden_files.h"

namespace tessera::lang::cg {
namespace {

tessera::testing::Translation ParseGolden(const std::filesystem::path& path) {
    const testing::Parsed parsed = testing::Parse(tessera::testing::ReadText(path), path.filename().string());
    const bool accepted = !parsed.HasErrors();
    return {accepted, accepted ? parsed.ast : "", parsed.diagnostics};
}

const tessera::testing::ExpectationFolder kGolden{TESSERA_CG_GOLDEN_DIR, ".cg", "ast", &ParseGolden};

}  // namespace
}  // namespace tessera::lang::cg

namespace tessera::testing {
INSTANTIATE_TEST_SUITE_P(CgParser, Expectations, ::testing::ValuesIn(ExpectationCases(lang::cg::kGolden)),
                         ExpectationName);
}  // namespace tessera::testing
