// SPDX-License-Identifier: MIT
// Piglit's GLSL 1.10 and 1.20 tests as data, and the checked-in expectation lists.
//
// Two kinds of piglit files are used:
// - execution tests: every `.shader_test` under spec/glsl-1.10/execution and
//   spec/glsl-1.20/execution, in tests/ and in generated_tests/;
// - compiler tests: every `.frag` under spec/glsl-1.10 and spec/glsl-1.20 (both trees)
//   with a `[config]` block naming `expect_result: pass|fail` (glslparsertest's format).
//
// An expectation list is a text file of lines `OUTCOME path reason...`, path relative to
// the piglit root, `#` comments and blank lines ignored. It names every file whose outcome
// is not the default (PASS for execution tests, AGREE for compiler tests), with the reason,
// so a change in either direction shows up as a failing test and a reviewable diff.
// TESSERA_UPDATE_EXPECTATIONS=1 makes the tests rewrite their list from the current run.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace tessera::testing {

/// Every execution `.shader_test` of GLSL 1.10 and 1.20 under `root`, sorted, relative to
/// `root`.
std::vector<std::string> GlslExecutionTests(const std::filesystem::path& root);

/// A glslparsertest `.frag` and what its config expects.
struct GlslCompilerTest {
    std::string path;  ///< relative to the piglit root
    std::string text;
    bool has_config = false;
    bool expect_pass = false;
    int glsl_version = 110;  ///< glsl_version: 1.20 -> 120
    std::vector<std::string> required_extensions;
    bool check_link = false;
};

/// Every `.frag` and `.vert` of GLSL 1.10 and 1.20 under `root` with its config, sorted by path.
std::vector<GlslCompilerTest> GlslCompilerTests(const std::filesystem::path& root);

/// One expectation: the outcome's name and the reason.
struct Expectation {
    std::string outcome;
    std::string reason;
};

/// Reads an expectation list; a missing file is an empty list.
std::map<std::string, Expectation> ReadExpectations(const std::filesystem::path& file);

/// Writes `entries` as an expectation list under `header` (comment lines, without `#`).
void WriteExpectations(const std::filesystem::path& file, const std::string& header,
                       const std::map<std::string, Expectation>& entries);

/// True when TESSERA_UPDATE_EXPECTATIONS is set to a non-empty value other than 0.
bool UpdatingExpectations();

}  // namespace tessera::testing
