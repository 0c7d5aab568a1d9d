// SPDX-License-Identifier: MIT
// Helpers for the ARBvp reader's tests. One check serves both outcomes: a body without "@"
// must load; a body with "@" must fail with its first error where the "@" stood (the "@",
// a character no ARB program can contain, is removed first).
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "lang/arbvp/reader/reader.h"

namespace tessera::lang::arbvp::testing {

inline constexpr std::string_view kHeader = "!!ARBvp1.0\n";

/// Reads kHeader + `marked_body` (without its "@") and checks it as described above; for a
/// failure the first message must contain `message_part`. Returns the loaded program, or
/// an empty one.
inline Program Check(std::string_view marked_body, std::string_view message_part = "",
                     const Limits& limits = Limits::Default()) {
    std::string text = std::string(kHeader) + std::string(marked_body);
    const std::size_t at = text.find('@');
    if (at != std::string::npos) text.erase(at, 1);
    ReadResult r = ReadProgram(text, limits);
    if (at == std::string::npos) {
        EXPECT_TRUE(r.program.has_value()) << text << "\n" << r.error_string;
        EXPECT_EQ(r.error_position, -1);
        return r.program.value_or(Program{});
    }
    EXPECT_FALSE(r.program.has_value()) << text;
    EXPECT_EQ(r.error_position, static_cast<std::int64_t>(at)) << text << "\n" << r.error_string;
    EXPECT_NE(r.error_string.find(message_part), std::string::npos)
        << "expected '" << message_part << "' in:\n" << r.error_string;
    return Program{};
}

/// A resource-limit failure: the error position is the program's length (2.14.1).
inline void CheckLimit(std::string_view body, std::string_view message_part,
                       const Limits& limits = Limits::Default()) {
    const std::string text = std::string(kHeader) + std::string(body);
    ReadResult r = ReadProgram(text, limits);
    EXPECT_FALSE(r.program.has_value()) << text;
    EXPECT_EQ(r.error_position, static_cast<std::int64_t>(text.size())) << r.error_string;
    EXPECT_NE(r.error_string.find(message_part), std::string::npos) << r.error_string;
}

}  // namespace tessera::lang::arbvp::testing
