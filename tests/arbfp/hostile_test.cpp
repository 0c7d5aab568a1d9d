// SPDX-License-Identifier: MIT
// Bad input gets a clear error, never a crash: binary garbage, every truncation of a real
// program, a 1 MB line, 100,000 instructions, numbers too large for their type.
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "read_helpers.h"

namespace tessera::lang::arbfp {
namespace {

constexpr std::string_view kRich =
    "!!ARBfp1.0\nOPTION ARB_fog_exp;\nATTRIB tc = fragment.texcoord[1];\nTEMP a, b;\n"
    "PARAM m[] = { state.matrix.mvp.row[0..3], program.local[0..1], {1, -2.5e3, .5} };\n"
    "TEX a, tc, texture[0], 2D;\nMAD_SAT b.xyz, a.wzyx, m[4], -fragment.color.x;\n"
    "SWZ a, b, 0, -1, x, w;\nKIL -a;\nMOV result.color, a;\nEND\n";

TEST(ArbHostile, BinaryGarbage) {
    std::mt19937 random(1234);
    for (int round = 0; round < 200; ++round) {
        std::string text = "!!ARBfp1.0";
        int length = static_cast<int>(random() % 400);
        for (int i = 0; i < length; ++i) text += static_cast<char>(random() % 256);
        ReadResult r = ReadProgram(text);
        if (!r.program) {
            EXPECT_GE(r.error_position, 0);
            EXPECT_LE(r.error_position, static_cast<std::int64_t>(text.size()));
            EXPECT_FALSE(r.error_string.empty());
        }
    }
}

TEST(ArbHostile, EveryTruncationOfARealProgram) {
    ASSERT_TRUE(ReadProgram(kRich).program.has_value());
    std::size_t end = kRich.find("END");
    for (std::size_t n = 0; n < end; ++n) {
        ReadResult r = ReadProgram(kRich.substr(0, n));
        EXPECT_FALSE(r.program.has_value()) << n;
        EXPECT_GE(r.error_position, 0);
        EXPECT_LE(r.error_position, static_cast<std::int64_t>(n));
    }
}

TEST(ArbHostile, EveryByteReplacedByGarbage) {
    // Each single-byte corruption either still reads or fails with a position in range.
    for (std::size_t i = 0; i < kRich.size(); ++i) {
        for (char c : {'\0', '|', '.', '[', '9', '\xff'}) {
            std::string text(kRich);
            text[i] = c;
            ReadResult r = ReadProgram(text);
            if (!r.program) {
                EXPECT_LE(r.error_position, static_cast<std::int64_t>(text.size()));
            }
        }
    }
}

TEST(ArbHostile, OneMegabyteLine) {
    std::string text = "!!ARBfp1.0\nMOV result.color, " + std::string(1 << 20, 'x') + ";\nEND";
    ReadResult r = ReadProgram(text);
    EXPECT_FALSE(r.program.has_value());
    EXPECT_NE(r.error_string.find("undeclared"), std::string::npos);
    std::string garbage = "!!ARBfp1.0\n" + std::string(1 << 20, '{');
    EXPECT_FALSE(ReadProgram(garbage).program.has_value());
}

TEST(ArbHostile, HundredThousandInstructions) {
    std::string text = "!!ARBfp1.0\nTEMP a;\n";
    for (int i = 0; i < 100000; ++i) text += "ADD a, a, fragment.color;\n";
    text += "END\n";
    ReadResult r = ReadProgram(text);
    EXPECT_FALSE(r.program.has_value());
    EXPECT_EQ(r.error_position, static_cast<std::int64_t>(text.size()));
    EXPECT_NE(r.error_string.find("too many ALU instructions: the program uses 100000"),
              std::string::npos);
}

TEST(ArbHostile, ManyErrorsAreCapped) {
    std::string text = "!!ARBfp1.0\n";
    for (int i = 0; i < 10000; ++i) text += "MOV nothing, fragment.color;\n";
    text += "END\n";
    ReadResult r = ReadProgram(text);
    EXPECT_FALSE(r.program.has_value());
    EXPECT_LE(r.diagnostics.All().size(), support::DiagnosticList::kMaxDiagnostics);
}

TEST(ArbHostile, EnormousNumbers) {
    testing::ExpectErrorAt("MOV result.color, program.env[@99999999999999999999999];\nEND",
                           "out of range");
    // A float constant beyond the float range loads as infinity, with a warning.
    ReadResult r = testing::Read("MOV result.color, 1e999;\nEND");
    ASSERT_TRUE(r.program.has_value());
    EXPECT_NE(r.error_string.find("warning: constant overflows to infinity"), std::string::npos);
}

}  // namespace
}  // namespace tessera::lang::arbfp
