// SPDX-License-Identifier: MIT
// Piglit's ARBfp1.0 assembler tests, as data for our own tests.
//
// Piglit is not committed: scripts/fetch-piglit extracts it into a cache, and this file
// finds that cache and reads piglit's `tests/asmparsertest/shaders/ARBfp1.0` files. Each file
// is a whole program whose expectation is written in its comments: `# FAIL` somewhere in the
// file means it must be rejected, and each `# REQUIRE GL_x` line names an extension it needs
// (piglit skips the file when the GL lacks it). Piglit loads every file twice, once as is
// and once with each "\n" turned into "\r\n"; WithCrlf() makes the second form.
//
// Several test executables use this (the reader's conformance test and the Mesa harness's
// tests), so they all agree on where piglit is and on what each file expects.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tessera::testing {

/// One asmparsertest file and what piglit expects of it.
struct PiglitProgram {
    std::string name;                              ///< file name, e.g. "abs-01.txt"
    std::string text;                              ///< the file's bytes, as in the package (LF)
    bool expect_fail = false;                      ///< the file contains "# FAIL"
    std::vector<std::string> required_extensions;  ///< from "# REQUIRE GL_x" lines

    bool Requires(std::string_view extension) const;
};

/// The extracted piglit root (the folder holding tests/ and bin/), or nullopt. Looks at
/// $TESSERA_PIGLIT_DIR when set, else at $TESSERA_CACHE/piglit/root (the cache defaults to
/// <repo>/.cache, as in scripts/fetch-piglit).
std::optional<std::filesystem::path> FindPiglitRoot();

/// Where FindPiglitRoot() looked, for the message shown when it finds nothing.
std::string PiglitSearchDescription();

/// Every file of tests/asmparsertest/shaders/ARBfp1.0 under `root`, sorted by name.
std::vector<PiglitProgram> LoadArbfpAsmParserTests(const std::filesystem::path& root);
/// Every file of tests/asmparsertest/shaders/`folder` (e.g. "ARBvp1.0"), sorted by name.
std::vector<PiglitProgram> LoadAsmParserTests(const std::filesystem::path& root,
                                              std::string_view folder);

/// `text` with every "\n" replaced by "\r\n", as piglit's second load does.
std::string WithCrlf(std::string_view text);

/// True when the environment variable CI is "true": missing inputs then fail a test
/// instead of skipping it, so a CI machine cannot pass by silently testing nothing.
bool RunningInCi();

/// The extension that makes a file "skipped" for us: we do not implement NV's option.
inline constexpr std::string_view kNvFragmentProgramOption = "GL_NV_fragment_program_option";

}  // namespace tessera::testing

/// Skips the current test with `message`, or fails it when running in CI (see RunningInCi).
/// A macro because GTEST_SKIP and FAIL return from the calling test body.
#define TESSERA_SKIP_OR_FAIL_IN_CI(message)                                       \
    do {                                                                          \
        if (::tessera::testing::RunningInCi()) {                                  \
            FAIL() << (message) << " (CI=true, so a missing input is a failure)"; \
        } else {                                                                  \
            GTEST_SKIP() << (message);                                            \
        }                                                                         \
    } while (false)
