// SPDX-License-Identifier: MIT
// The fixture of the hostile-input tests: a scratch directory for generated inputs, and
// the contract every hostile input must meet when given to the `tessera` binary.
//
// The contract: the child exits (not killed by a signal) with status 1, within
// kSecondsLimit of wall clock, with a peak RSS under 512 MiB (and, outside sanitizer
// builds, an address-space limit of 512 MiB, so an allocation past it fails at once), and
// writes a `FILE:LINE:COL: error: ` line naming one of the generated files.
#pragma once

#include <gtest/gtest.h>

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "child_process.h"

namespace tessera::testing {

inline constexpr std::size_t kMemoryLimit = 512ull << 20;
/// Generous for a shared 2-core machine and an unoptimised or sanitizer build; the inputs
/// take well under a second in an optimised build.
inline constexpr double kSecondsLimit = TESSERA_HOSTILE_SANITIZED ? 90 : 45;

/// Deterministic pseudo-random bytes (a fixed seed per call site).
std::string RandomBytes(std::size_t size, unsigned seed);
/// `text` repeated `count` times.
std::string Repeat(std::string_view text, std::size_t count);

class HostileInput : public ::testing::Test {
  protected:
    void SetUp() override;
    void TearDown() override;

    /// Writes a generated input into the scratch directory; returns its path.
    std::string Write(const std::string& name, std::string_view content);

    /// Runs `tessera ARGS...` and checks the contract above. The error line is looked for on
    /// stderr, or on stdout when `on_stdout` (`tessera shader-test` reports there); when
    /// `message` is not empty, that stream must contain it too.
    ChildResult ExpectCleanError(const std::vector<std::string>& args,
                                 std::string_view message = "", bool on_stdout = false);

    /// `tessera check FILE` on a generated file.
    ChildResult ExpectCheckError(const std::string& name, std::string_view content,
                                 std::string_view message = "") {
        return ExpectCleanError({"check", Write(name, content)}, message);
    }

    std::filesystem::path dir_;
};

}  // namespace tessera::testing
