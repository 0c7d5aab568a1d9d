// SPDX-License-Identifier: MIT
// Resource counting (3.11.3.6) and texture indirections (3.11.6), against counts made by hand,
// and the limits with the fog options' reductions (3.11.4.5.1).
#include <gtest/gtest.h>

#include <string>

#include "read_helpers.h"

namespace tessera::lang::arbfp {
namespace {

using testing::ExpectLimitError;
using testing::ExpectValid;

std::string Repeat(const std::string& line, int n) {
    std::string out;
    for (int i = 0; i < n; ++i) out += line;
    return out;
}

TEST(ArbResources, InstructionCounts) {
    Program p = ExpectValid("TEMP a, b;\n"
                            "TEX a, fragment.texcoord, texture, 2D;\n"  // tex
                            "MUL b, a, 2;\n"                            // alu
                            "KIL b;\n"                                  // tex (a TexInstruction)
                            "SWZ b, a, 1, 0, x, y;\n"                   // alu
                            "MOV result.color, b;\nEND");               // alu
    EXPECT_EQ(p.counts.instructions, 5u);
    EXPECT_EQ(p.counts.alu_instructions, 3u);
    EXPECT_EQ(p.counts.tex_instructions, 2u);
    EXPECT_EQ(p.counts.temporaries, 2u);
    EXPECT_EQ(p.counts.attributes, 1u);
    EXPECT_EQ(p.counts.parameters, 1u);
}

TEST(ArbResources, ParametersCountDistinctStateAndDistinctConstantValues) {
    Program p = ExpectValid(
        "PARAM a = state.fog.color;\n"
        "PARAM b = state.fog.color;\n"        // same state vector: counted once
        "PARAM c = 2;\n"                      // (2,2,2,2)
        "PARAM d[] = { {2, 2, 2, 2}, 0 };\n"  // (2,2,2,2) again; (0,0,0,0) is new
        "PARAM e = {-0.0, 0, 0, 0};\n"        // numerically equal to (0,0,0,0)
        "PARAM f[] = { program.env[0..2] };\n"  // three env vectors
        "MOV result.color, program.env[1];\n"   // already counted
        "MOV result.color, state.matrix.mvp.row[0];\n"  // one more state vector
        "END");
    EXPECT_EQ(p.counts.parameters, 1u + 1u + 1u + 3u + 1u);
}

TEST(ArbResources, TemporariesCountDeclarationsNotAliases) {
    Program p = ExpectValid("TEMP a, b, c;\nALIAS d = a;\nEND");
    EXPECT_EQ(p.counts.temporaries, 3u);
}

// Indirections, counted by hand with 3.11.6's rule.
TEST(ArbResources, IndependentSamplesShareOneNode) {
    Program p = ExpectValid("TEMP a, b;\n"
                            "TEX a, fragment.texcoord[0], texture[0], 2D;\n"
                            "TEX b, fragment.texcoord[1], texture[1], 2D;\n"
                            "ADD result.color, a, b;\nEND");
    EXPECT_EQ(p.counts.tex_indirections, 1u);
}

TEST(ArbResources, DependentReadStartsANode) {
    Program p = ExpectValid("TEMP a, b;\n"
                            "TEX a, fragment.texcoord[0], texture[0], 2D;\n"
                            "TEX b, a, texture[1], 2D;\n"  // coordinate written in this node
                            "MOV result.color, b;\nEND");
    EXPECT_EQ(p.counts.tex_indirections, 2u);
}

TEST(ArbResources, AluComputedCoordinateStartsANode) {
    Program p = ExpectValid("TEMP a, b, c;\n"
                            "MUL a, fragment.texcoord, 2;\n"
                            "TEX b, a, texture[0], 2D;\n"  // node 2
                            "MUL c, b, 2;\n"
                            "TEX b, c, texture[1], 2D;\n"  // node 3
                            "TEX a, fragment.texcoord, texture[2], 2D;\n"  // a was touched by no ALU in node 3
                            "MOV result.color, b;\nEND");
    EXPECT_EQ(p.counts.tex_indirections, 3u);
}

TEST(ArbResources, OverwritingAnAluOperandStartsANode) {
    Program p = ExpectValid("TEMP a, b;\n"
                            "MOV b, fragment.color;\n"
                            "ADD a, b, b;\n"  // reads b
                            "TEX b, fragment.texcoord, texture[0], 2D;\n"  // result b was an ALU operand
                            "MOV result.color, b;\nEND");
    EXPECT_EQ(p.counts.tex_indirections, 2u);
}

TEST(ArbResources, AttributeCoordinatesAndOutputsNeverStartANode) {
    Program p = ExpectValid("TEMP a;\n"
                            "MOV result.color, fragment.color;\n"
                            "TEX result.color, fragment.texcoord, texture[0], 2D;\n"
                            "TEX a, program.local[0], texture[1], 2D;\nEND");
    EXPECT_EQ(p.counts.tex_indirections, 1u);
}

TEST(ArbResources, KilOfAComputedValueStartsANode) {
    Program p = ExpectValid("TEMP a;\nSUB a, fragment.color, 0.5;\nKIL a;\nEND");
    EXPECT_EQ(p.counts.tex_indirections, 2u);
}

TEST(ArbResources, MinimumLimits) {
    const Limits minimum = Limits::Minimum();
    std::string mov = "MOV result.color, fragment.color;\n";
    std::string tex = "TEX result.color, fragment.texcoord, texture, 2D;\n";
    ExpectValid(Repeat(mov, 48) + "END", minimum);
    ExpectLimitError(Repeat(mov, 49) + "END", "too many ALU instructions", minimum);
    ExpectValid(Repeat(tex, 24) + Repeat(mov, 48) + "END", minimum);
    ExpectLimitError(Repeat(tex, 25) + "END", "too many texture instructions", minimum);
    ExpectLimitError(Repeat(tex, 24) + Repeat(mov, 48) + "KIL fragment.color;\nEND",
                     "too many texture instructions", minimum);
    std::string temps = "TEMP t0";
    for (int i = 1; i < 17; ++i) temps += ", t" + std::to_string(i);
    ExpectLimitError(temps + ";\nEND", "too many temporaries", minimum);
    std::string params = "PARAM p[] = { program.local[0..23], 1 };\nEND";
    ExpectLimitError(params, "too many parameters", minimum);
    ExpectValid("PARAM p[] = { program.local[0..23] };\nEND", minimum);
}

TEST(ArbResources, IndirectionLimit) {
    const Limits minimum = Limits::Minimum();  // 4 indirections
    std::string chain = "TEMP a;\nMOV a, fragment.texcoord;\n";
    for (int i = 0; i < 3; ++i) chain += "TEX a, a, texture, 2D;\n";
    EXPECT_EQ(ExpectValid(chain + "END", minimum).counts.tex_indirections, 4u);
    ExpectLimitError(chain + "TEX a, a, texture, 2D;\nEND", "too many texture indirections", minimum);
}

TEST(ArbResources, FogOptionsReduceTheLimits) {
    const Limits minimum = Limits::Minimum();
    std::string mov = "MOV result.color, fragment.color;\n";
    // ALU and total instruction limits: -2 (linear), -3 (exp), -4 (exp2).
    ExpectValid("OPTION ARB_fog_linear;\n" + Repeat(mov, 46) + "END", minimum);
    ExpectLimitError("OPTION ARB_fog_linear;\n" + Repeat(mov, 47) + "END", "fog option reserves 2", minimum);
    ExpectValid("OPTION ARB_fog_exp;\n" + Repeat(mov, 45) + "END", minimum);
    ExpectLimitError("OPTION ARB_fog_exp;\n" + Repeat(mov, 46) + "END", "reserves 3", minimum);
    ExpectValid("OPTION ARB_fog_exp2;\n" + Repeat(mov, 44) + "END", minimum);
    ExpectLimitError("OPTION ARB_fog_exp2;\n" + Repeat(mov, 45) + "END", "reserves 4", minimum);
    // Temporaries -1, parameters -2.
    std::string temps = "TEMP t0";
    for (int i = 1; i < 16; ++i) temps += ", t" + std::to_string(i);
    ExpectValid(temps + ";\nEND", minimum);
    ExpectLimitError("OPTION ARB_fog_exp;\n" + temps + ";\nEND", "too many temporaries", minimum);
    ExpectValid("OPTION ARB_fog_exp;\nPARAM p[] = { program.local[0..21] };\nEND", minimum);
    ExpectLimitError("OPTION ARB_fog_exp;\nPARAM p[] = { program.local[0..22] };\nEND",
                     "too many parameters", minimum);
}

TEST(ArbResources, AttributeLimitWithFog) {
    const Limits minimum = Limits::Minimum();  // 10 attributes, 2 coordinate sets
    Limits limits = minimum;
    limits.max_attributes = 3;
    std::string three = "MOV result.color, fragment.color;\nMOV result.color, fragment.position;\n"
                        "MOV result.color, fragment.fogcoord;\nEND";
    ExpectValid(three, limits);
    ExpectLimitError("OPTION ARB_fog_linear;\n" + three, "too many attributes", limits);
}

TEST(ArbResources, LargeProgramsAgainstTheDefaultLimits) {
    std::string mov = "MOV result.color, fragment.color;\n";
    ExpectValid(Repeat(mov, 65536) + "END");
    ExpectLimitError(Repeat(mov, 65537) + "END", "too many ALU instructions");
}

}  // namespace
}  // namespace tessera::lang::arbfp
