// SPDX-License-Identifier: MIT
// Hostile ARBfp1.0 programs through `tessera check`: each must be rejected with a
// positioned error, in bounded time and memory (hostile_case.h).
#include "hostile_case.h"

namespace tessera::testing {
namespace {

constexpr std::string_view kProgram =
    "!!ARBfp1.0\nOPTION ARB_fog_exp;\nATTRIB tc = fragment.texcoord[1];\nTEMP a, b;\n"
    "PARAM m[] = { state.matrix.mvp.row[0..3], program.local[0..1], {1, -2.5e3, .5} };\n"
    "TEX a, tc, texture[0], 2D;\nMAD_SAT b.xyz, a.wzyx, m[4], -fragment.color.x;\n"
    "SWZ a, b, 0, -1, x, w;\nKIL -a;\nMOV result.color, a;\nEND\n";

using ArbfpHostile = HostileInput;

TEST_F(ArbfpHostile, TruncatedPrograms) {
    // Cut inside the header, a binding, an instruction, and just before END.
    for (std::size_t cut : {std::size_t{5}, kProgram.find("row["), kProgram.find("MAD_SAT") + 9,
                            kProgram.find("END")})
        ExpectCheckError("cut" + std::to_string(cut) + ".fp", kProgram.substr(0, cut));
}

TEST_F(ArbfpHostile, BinaryGarbage) {
    ExpectCheckError("garbage.fp", RandomBytes(1 << 16, 1));
    ExpectCheckError("header_then_garbage.fp", "!!ARBfp1.0\n" + RandomBytes(1 << 16, 2));
}

TEST_F(ArbfpHostile, InvalidUtf8) {
    ExpectCheckError("utf8.fp",
                     "!!ARBfp1.0\nTEMP caf\xc3\x28, \xff\xfe;\nMOV result.color, \xe2\x82;\nEND\n");
}

TEST_F(ArbfpHostile, OneMegabyteLine) {
    ExpectCheckError("long_line.fp",
                     "!!ARBfp1.0\nMOV result.color, " + std::string(1 << 20, 'x') + ";\nEND\n");
}

TEST_F(ArbfpHostile, TenThousandDeepBraces) {
    // ARBfp has no parentheses; braces (parameter vectors) are its only brackets.
    ExpectCheckError("braces.fp", "!!ARBfp1.0\nPARAM p = " + Repeat("{", 10000) + "1" +
                                      Repeat("}", 10000) + ";\nMOV result.color, p;\nEND\n");
}

TEST_F(ArbfpHostile, AHundredThousandInstructions) {
    ExpectCheckError("long.fp",
                     "!!ARBfp1.0\nTEMP t;\n" + Repeat("MOV t, fragment.color;\n", 100000) +
                         "MOV result.color, t;\nEND\n",
                     "too many");
}

TEST_F(ArbfpHostile, HugeArraysAndIndices) {
    ExpectCheckError("array.fp",
                     "!!ARBfp1.0\nPARAM a[4000000000] = { program.local[0..3999999999] };\n"
                     "MOV result.color, a[3999999999];\nEND\n");
    ExpectCheckError("index.fp",
                     "!!ARBfp1.0\nMOV result.color, program.local[18446744073709551617];\nEND\n");
    ExpectCheckError(
        "texunit.fp",
        "!!ARBfp1.0\nTEX result.color, fragment.texcoord[0], texture[99999999999], 2D;\nEND\n");
}

TEST_F(ArbfpHostile, EnormousNumericLiterals) {
    // A valid program would be accepted; the unknown register after the number keeps each
    // input an error, so the number has to be read (and not crash) before the error.
    ExpectCheckError("exponent.fp",
                     "!!ARBfp1.0\nPARAM c = {1e99999999999999999999, -1e-99999};\nMOV "
                     "result.color, nowhere;\nEND\n");
    ExpectCheckError("digits.fp", "!!ARBfp1.0\nPARAM c = " + std::string(1 << 20, '9') +
                                      ";\nMOV result.color, nowhere;\nEND\n");
}

}  // namespace
}  // namespace tessera::testing
