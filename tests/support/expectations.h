// SPDX-License-Identifier: MIT
// One expectation-file runner for every language and writer. A folder holds inputs
// `NAME.EXT` and beside each the files it must produce:
//
//     NAME.EXT.expected.KIND   the output (KIND is the folder's: fp, vp, glsl, plan, ...),
//                              present when the input is accepted and writes something
//     NAME.EXT.expected.diag   the diagnostics as text, positions (file:line:col) and
//                              carets included, present when there are any
//
// A first line `SKIP: reason` in either expected file marks a known failure: the case is
// skipped with that reason (GTEST_SKIP, so it stays visible in every run), and the lines
// after it hold what the output should be once the failure is fixed.
// TESSERA_UPDATE_GOLDEN=1 rewrites the expected files of the cases that are not skipped
// (review every change in the diff: expected files are checked by hand, never accepted
// blindly from our own output).
//
// A test file describes its folder and instantiates the shared parameterised test:
//
//     const ExpectationFolder kFolder{TESSERA_X_DIR, ".frag", "fp", &TranslateFragment};
//     INSTANTIATE_TEST_SUITE_P(Glsl, Expectations, ::testing::ValuesIn(ExpectationCases(kFolder)),
//                              ExpectationName);
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <functional>
#include <ostream>
#include <string>
#include <vector>

namespace tessera::testing {

/// What one input gave.
struct Translation {
    bool accepted = false;     ///< compiled (warnings allowed)
    std::string output;        ///< the program or text written; empty when rejected
    std::string diagnostics;   ///< every diagnostic, as the tool prints them
};

/// Turns the input at `path` into its outcome. It may add its own EXPECTs (a program
/// read back by our reader, ...); they count towards the case's test.
using Translator = std::function<Translation(const std::filesystem::path& path)>;

struct ExpectationFolder {
    std::filesystem::path dir;
    std::string extension;    ///< of the inputs, with its dot: ".cg"
    std::string output_kind;  ///< NAME.EXT.expected.<output_kind> holds the output
    Translator translate;
};

/// One test case: an input of a folder.
struct ExpectationCase {
    const ExpectationFolder* folder = nullptr;
    std::string input;  ///< the file name, "basic_color.cg"
};

/// A case prints as its input's name (in a failure's "where GetParam() = ...").
inline void PrintTo(const ExpectationCase& c, std::ostream* out) { *out << c.input; }

/// The cases of `folder`, one per input file, sorted by name. `folder` must outlive them.
std::vector<ExpectationCase> ExpectationCases(const ExpectationFolder& folder);

/// The test's name: the input's name without its extension, non-alphanumerics as '_'.
std::string ExpectationName(const ::testing::TestParamInfo<ExpectationCase>& info);

class Expectations : public ::testing::TestWithParam<ExpectationCase> {};

}  // namespace tessera::testing
