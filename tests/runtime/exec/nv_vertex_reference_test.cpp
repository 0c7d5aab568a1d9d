// SPDX-License-Identifier: MIT
// The reference vertex executor on programs with NV_vertex_program2_option ("vp2") and
// NV_vertex_program3 ("vp3"): each program is read with the options accepted and run once;
// every expected value is derived by hand from the pseudocode of the section the test
// names. The program's result.color is what the tests read.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "lang/arbvp/reader/reader.h"
#include "mip_levels.h"
#include "runtime/exec/vertex.h"
#include "runtime/texture/texture.h"

namespace tessera::runtime::exec {
namespace {

Vec4 RunVp(const std::string& body, const char* option = "NV_vertex_program2",
           const texture::TextureUnits* textures = nullptr) {
    const std::string text = std::string("!!ARBvp1.0\nOPTION ") + option + ";\n" + body + "END\n";
    const lang::arbvp::ReadResult read =
        lang::arbvp::ReadProgram(text, lang::arbasm::vertex::Limits::Default().WithNvOptions());
    EXPECT_TRUE(read.program.has_value()) << read.error_string << text;
    if (!read.program) return {};
    const lang::arbasm::vertex::Program& program = *read.program;
    std::vector<Vec4> parameters;
    for (const auto& p : program.parameters) parameters.push_back(p.constant);
    const std::vector<Vec4> attributes(program.attributes.size(), Vec4{0, 0, 0, 1});
    std::vector<Vec4> results(program.outputs.size());
    RunVertexReference(program, attributes, parameters, results, textures);
    for (std::size_t i = 0; i < program.outputs.size(); ++i)
        if (program.outputs[i].kind == lang::arbasm::vertex::OutputBinding::Kind::kColor) return results[i];
    ADD_FAILURE() << "no result.color";
    return {};
}

// The example of vp2 2.14.4.X: CC (LT,EQ,GT,UN); BRA label1 (LT.xyzw) is taken, BRA label2
// (LT.wyzw) is not, so only the second MOV runs.
TEST(NvVertexReferenceTest, BranchExampleOfTheSpec) {
    EXPECT_EQ(RunVp("TEMP R0, R9;\nPARAM c = {-1, 0, 0, 0};\nMOV R0, 0;\nMOV R9, {-2, 0, 2, "
                    "0};\nLG2 R9.w, c.x;\n"
                    "MOVC R9, R9;\nBRA label1 (LT.xyzw);\nMOV R0.x, 1;\nlabel1:\n"
                    "BRA label2 (LT.wyzw);\nMOV R0.y, 1;\nlabel2:\nMOV result.color, R0;\n"),
              (Vec4{0, 1, 0, 0}));
}

// A counted loop: ARA adds A0.z (-1) to A0.x (vp2 2.14.5.28) and sets the code from the
// integer written; BRA loops while it is GT: five passes of + 2.
TEST(NvVertexReferenceTest, LoopWithAddressRegisterAdd) {
    EXPECT_EQ(
        RunVp("ADDRESS A0;\nTEMP R0;\nMOV R0, 0;\nARL A0, {5, 0, -1, 0};\nloop:\n"
              "ADD R0.x, R0.x, 2;\nARAC A0.x, A0;\nBRA loop (GT.x);\nMOV result.color, R0;\n")[0],
        10);
}

// ARR rounds halves to even (vp2 2.14.5.29), ARL floors (2.14.5.3); a relative access reads
// the address component it names.
TEST(NvVertexReferenceTest, AddressRoundingAndComponents) {
    const std::string table =
        "ADDRESS A0;\nPARAM t[6] = { {0,0,0,0}, {1,1,1,1}, {2,2,2,2}, "
        "{3,3,3,3}, {4,4,4,4}, {5,5,5,5} };\n";
    // round(2.5) = 2, round(-1.5) = -2, round(0.4) = 0, round(-0.6) = -1.
    EXPECT_EQ(RunVp(table + "ARR A0, {2.5, -1.5, 0.4, -0.6};\nMOV result.color.x, t[A0.x + 1];\n"
                            "MOV result.color.y, t[A0.y + 4];\nMOV result.color.z, t[A0.z];\n"
                            "MOV result.color.w, t[A0.w + 5];\n"),
              (Vec4{3, 2, 0, 4}));
    // floor(2.5) = 2, floor(-1.5) = -2.
    EXPECT_EQ(RunVp(table + "ARL A0, {2.5, -1.5, 0, 0};\nMOV result.color.x, t[A0.x];\n"
                            "MOV result.color.y, t[A0.y + 3];\n")[0],
              2);
}

// vp2 2.14.5.41 and 2.14.5.33.
TEST(NvVertexReferenceTest, SetSignAndClampedReciprocal) {
    EXPECT_EQ(RunVp("SSG result.color, {-3, 0, 2, -0.5};\n"), (Vec4{-1, 0, 1, -1}));
    EXPECT_EQ(RunVp("PARAM c = {-4, 0, 0, 0};\nRCC result.color, c.x;\n")[0], -0.25f);
    EXPECT_EQ(RunVp("PARAM c = {0, 0, 0, 0};\nRCC result.color, c.x;\n")[0],
              0x1p64f);  // +inf clamped
    EXPECT_EQ(RunVp("PARAM c = {1e-30, 0, 0, 0};\nRCC result.color, c.x;\n")[0],
              0x1p64f);  // 1e30 > 2^64
    EXPECT_EQ(RunVp("PARAM c = {1e30, 0, 0, 0};\nRCC result.color, c.x;\n")[0],
              0x1p-64f);  // 1e-30 < 2^-64
    EXPECT_EQ(RunVp("PARAM c = {-1e30, 0, 0, 0};\nRCC result.color, c.x;\n")[0], -0x1p-64f);
}

// Condition masks on a vertex program's writes (vp2 2.14.4.3).
TEST(NvVertexReferenceTest, ConditionalWrite) {
    EXPECT_EQ(RunVp("TEMP R0, R1;\nMOV R0, 0;\nMOVC R1, {1, -1, 0, 2};\n"
                    "MOV R0 (GE), {1, 1, 1, 1};\nMOV result.color, R0;\n"),
              (Vec4{1, 0, 1, 1}));
}

// CAL/RET (vp2 2.14.5.31, 2.14.5.34) from "main"; the fifth nested CAL overflows
// MAX_PROGRAM_CALL_DEPTH_NV (4) and ends the program.
TEST(NvVertexReferenceTest, SubroutinesAndCallDepth) {
    EXPECT_EQ(RunVp("TEMP R0;\nsub:\nADD R0.x, R0.x, 1;\nRET;\n"
                    "main:\nMOV R0, 0;\nCAL sub;\nCAL sub;\nCAL sub;\nMOV result.color, R0;\n")[0],
              3);
    EXPECT_EQ(RunVp("TEMP R0;\nsub:\nADD R0.x, R0.x, 1;\nMOV result.color, R0;\nCAL sub;\nRET;\n"
                    "main:\nMOV R0, 0;\nCAL sub;\n")[0],
              4);
}

// vp2 2.14.4.X: an endless loop ends after MAX_PROGRAM_EXEC_INSTRUCTIONS_NV (65,536)
// instructions. Of the first 65,536, the loop's MOV is instruction 3k + 3 (k from 0, after
// MOV R0, 0), so 21,845 MOVs ran (3 * 21,844 + 3 = 65,535), each after one more ADD.
TEST(NvVertexReferenceTest, ExecutionLimitEndsAnEndlessLoop) {
    EXPECT_EQ(RunVp("TEMP R0;\nMOV R0, 0;\nloop:\nADD R0.x, R0.x, 1;\nMOV result.color, R0;\n"
                    "BRA loop;\n")[0],
              21845);
}

// vp3 2.14.5.43, 2.14.5.44: PUSHA and POPA keep an address vector on the call stack; POPA
// with nothing on it ends the program.
TEST(NvVertexReferenceTest, PushAndPopAddress) {
    const std::string table =
        "ADDRESS A0;\nPARAM t[5] = { {0,0,0,0}, {1,1,1,1}, {2,2,2,2}, "
        "{3,3,3,3}, {4,4,4,4} };\n";
    EXPECT_EQ(RunVp(table + "ARL A0, {1, 2, 3, 4};\nPUSHA A0;\nARL A0, 0;\nPOPA A0;\n"
                            "MOV result.color, t[A0.w];\n",
                    "NV_vertex_program3"),
              (Vec4{4, 4, 4, 4}));
    EXPECT_EQ(RunVp(table + "MOV result.color, 7;\nPOPA A0;\nMOV result.color, 9;\n",
                    "NV_vertex_program3")[0],
              7);
}

// vp3 2.14.5.45 to 2.14.5.47: vertex lookups have a base level of detail of 0. A 4x4
// texture with red, green, blue levels, NEAREST_MIPMAP_NEAREST: TEX reads level 0, TXL with
// w = 1 level 1, TXB with w = 2 level 2.
TEST(NvVertexReferenceTest, VertexTextureLookups) {
    texture::TextureUnits units;
    test_support::BindRedGreenBlueLevels(units);
    EXPECT_EQ(RunVp("TEX result.color, {0.5, 0.5, 0, 0}, texture[0], 2D;\n", "NV_vertex_program3",
                    &units),
              (Vec4{1, 0, 0, 1}));
    EXPECT_EQ(RunVp("TXL result.color, {0.5, 0.5, 0, 1}, texture[0], 2D;\n", "NV_vertex_program3",
                    &units),
              (Vec4{0, 1, 0, 1}));
    EXPECT_EQ(RunVp("TXB result.color, {0.5, 0.5, 0, 2}, texture[0], 2D;\n", "NV_vertex_program3",
                    &units),
              (Vec4{0, 0, 1, 1}));
}

}  // namespace
}  // namespace tessera::runtime::exec
