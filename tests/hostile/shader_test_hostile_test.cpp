// SPDX-License-Identifier: MIT
// Hostile piglit .shader_test files through `tessera shader-test`: each must FAIL with a
// positioned error, in bounded time and memory (hostile_case.h). `tessera shader-test`
// reports a file that does not parse on stdout, in its one line per file:
// "FAIL FILE does not parse: FILE:LINE:COL: error: message".
#include "hostile_case.h"

namespace tessera::testing {
namespace {

constexpr std::string_view kTest =
    "[require]\nGL >= 1.3\nGL_ARB_fragment_program\n\n"
    "[fragment program]\n!!ARBfp1.0\nMOV result.color, program.local[0];\nEND\n\n"
    "[test]\nparameter local_fp 0 (0.25, 0.5, 0.75, 1.0)\ndraw rect -1 -1 2 2\n"
    "probe all rgba 0.25 0.5 0.75 1.0\n";

class ShaderTestHostile : public HostileInput {
  protected:
    ChildResult ExpectFail(const std::string& name, std::string_view content,
                           std::string_view message = "") {
        return ExpectCleanError({"shader-test", Write(name, content)}, message, true);
    }
};

TEST_F(ShaderTestHostile, TruncatedCommands) {
    // Cut inside a [test] command's arguments: a known command with too few of them.
    for (std::string_view cut : {"(0.25, 0.5", "draw rect -1 -1 2", "probe all rgba 0.25 0.5"})
        ExpectFail("cut" + std::to_string(cut.size()) + ".shader_test",
                   std::string(kTest.substr(0, kTest.find(cut) + cut.size())) + "\n");
}

TEST_F(ShaderTestHostile, BinaryGarbageInACommand) {
    // A known command whose last argument is binary (one word: no blank, line break or '#').
    std::string garbage = RandomBytes(1 << 16, 5);
    std::erase_if(garbage, [](char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '#' || c == '\0';
    });
    ExpectFail("garbage.shader_test", std::string(kTest) + "draw rect -1 -1 2 " + garbage + "\n",
               "'draw rect' expects");
}

// A file with no section at all (here 64 KiB of random bytes) has nothing a test could be:
// it fails, as piglit's shader_runner fails a file without [require].
TEST_F(ShaderTestHostile, BinaryGarbageFile) {
    ExpectFail("garbage.shader_test", RandomBytes(1 << 16, 6));
}

TEST_F(ShaderTestHostile, NoSection) {
    ExpectFail("none.shader_test", "just words\nno section header\n", "no section");
}

// An error in a [fragment program] is placed in the .shader_test file: the program starts
// on line 5, so its "MOV result.color, " line is line 6, and the first garbage byte that
// is not a valid character is after the 18 characters of "MOV result.color, ".
TEST_F(ShaderTestHostile, BinaryGarbageInAProgram) {
    ExpectFail("program.shader_test",
               "[require]\nGL >= 1.3\n\n[fragment program]\n!!ARBfp1.0\nMOV result.color, " +
                   RandomBytes(4096, 7) + "\nEND\n\n[test]\ndraw rect -1 -1 2 2\n",
               "program.shader_test:6:");
}

TEST_F(ShaderTestHostile, InvalidUtf8Arguments) {
    ExpectFail("utf8.shader_test",
               std::string(kTest) + "probe all rgba 0.25 \xc3\x28 \xff\xfe 1\n");
}

TEST_F(ShaderTestHostile, OneMegabyteLine) {
    ExpectFail("long_line.shader_test",
               std::string(kTest) + "probe all rgba " + Repeat("1 ", 1 << 19) + "\n");
}

TEST_F(ShaderTestHostile, TenThousandDeepParentheses) {
    ExpectFail("parens.shader_test", std::string(kTest) + "relative probe rgba " +
                                         Repeat("(", 10000) + "0.5" + Repeat(")", 10000) + "\n");
}

TEST_F(ShaderTestHostile, EnormousNumbers) {
    ExpectFail("digits.shader_test",
               std::string(kTest) + "draw rect -1 -1 2 " + std::string(1 << 20, '9') + " 5\n",
               "error: number out of range");
}

// A number that overflows a double (1e99999) is an error at the number (it was read as a
// word, so the command was unknown and the test skipped).
TEST_F(ShaderTestHostile, AnOverflowingNumber) {
    ExpectFail("numbers.shader_test", std::string(kTest) + "probe all rgba 1e99999 1 1 1\n",
               "numbers.shader_test:14:16: error: number out of range");
}

}  // namespace
}  // namespace tessera::testing
