// SPDX-License-Identifier: MIT
// Helpers for the reader's tests: read a program body, and check an error position marked
// in the text with "@" (a character no ARB program can contain).
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "lang/arbfp/reader/reader.h"

namespace tessera::lang::arbfp::testing {

inline constexpr std::string_view kHeader = "!!ARBfp1.0\n";

/// A program a test read with the default limits, and whether Tessera loaded it. The same
/// tests built into arbfp_mesa_agreement_tests load each of these into Mesa as well.
struct RecordedProgram {
    std::string text;
    bool loaded;
};
inline std::vector<RecordedProgram>& RecordedPrograms() {
    static std::vector<RecordedProgram> programs;
    return programs;
}

/// Reads "!!ARBfp1.0\n" + body.
inline ReadResult Read(std::string_view body, const Limits& limits = Limits::Default()) {
    std::string text = std::string(kHeader) + std::string(body);
    ReadResult result = ReadProgram(text, limits);
    if (limits == Limits::Default()) RecordedPrograms().push_back({text, result.program.has_value()});
    return result;
}

inline std::string Messages(const ReadResult& r) { return r.error_string; }

/// Expects the program to load; returns it.
inline Program ExpectValid(std::string_view body, const Limits& limits = Limits::Default()) {
    ReadResult r = Read(body, limits);
    EXPECT_TRUE(r.program.has_value()) << body << "\n" << Messages(r);
    EXPECT_EQ(r.error_position, -1);
    return r.program ? *r.program : Program{};
}

/// Expects the program to fail with the error position where "@" stands (the "@" is
/// removed first), and the first message to contain `message_part`.
inline void ExpectErrorAt(std::string_view marked_body, std::string_view message_part = "",
                          const Limits& limits = Limits::Default()) {
    std::string body(marked_body);
    auto at = body.find('@');
    ASSERT_NE(at, std::string::npos) << "test program has no @ marker";
    body.erase(at, 1);
    ReadResult r = Read(body, limits);
    EXPECT_FALSE(r.program.has_value()) << body;
    EXPECT_EQ(r.error_position, static_cast<std::int64_t>(kHeader.size() + at))
        << body << "\n" << Messages(r);
    EXPECT_NE(r.error_string.find(message_part), std::string::npos)
        << "expected '" << message_part << "' in:\n" << Messages(r);
}

/// Expects the program to fail with a semantic error found after the whole program was
/// scanned: the error position is the program's length (3.11.1).
inline void ExpectLimitError(std::string_view body, std::string_view message_part,
                             const Limits& limits = Limits::Default()) {
    ReadResult r = Read(body, limits);
    EXPECT_FALSE(r.program.has_value()) << body;
    EXPECT_EQ(r.error_position, static_cast<std::int64_t>(kHeader.size() + body.size()));
    EXPECT_NE(r.error_string.find(message_part), std::string::npos) << Messages(r);
}

}  // namespace tessera::lang::arbfp::testing
