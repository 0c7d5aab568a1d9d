// SPDX-License-Identifier: MIT
// The canonical printer: printing then re-reading gives the same program.
#include "lang/arbfp/writer/printer.h"

#include <gtest/gtest.h>

#include "read_helpers.h"

namespace tessera::lang::arbfp {
namespace {

using testing::ExpectValid;

// What an operand reads, independent of register numbering.
std::string Describe(const Program& p, RegisterFile file, std::uint32_t index) {
    switch (file) {
        case RegisterFile::kTemporary: return "temp " + p.temporaries[index];
        case RegisterFile::kAttribute: return "attrib " + PrintAttributeBinding(p.attributes[index]);
        case RegisterFile::kOutput: return p.outputs[index] == OutputBinding::kColor ? "color" : "depth";
        case RegisterFile::kParameter: {
            ParameterBinding b = p.parameters[index];
            // How a constant was spelled is not part of its meaning.
            b.constant_was_scalar = false;
            b.constant_components = 4;
            return "param " + PrintParameterBinding(b, true);
        }
    }
    return "";
}

std::string DescribeProgram(const Program& p) {
    std::string out = "fog " + std::to_string(static_cast<int>(p.fog)) + " hint " +
                      std::to_string(static_cast<int>(p.precision)) + " shadow " +
                      std::to_string(p.shadow_option) + "\n";
    for (const Instruction& inst : p.instructions) {
        out += std::string(OpcodeName(inst.opcode)) + (inst.saturate ? "_SAT" : "");
        if (inst.opcode != Opcode::kKIL)
            out += " [" + Describe(p, inst.dst.file, inst.dst.index) + " mask " +
                   std::to_string(inst.dst.write_mask) + "]";
        for (int i = 0; i < inst.source_count; ++i) {
            const SourceOperand& s = inst.src[i];
            out += " [" + std::string(s.negate ? "-" : "") + Describe(p, s.file, s.index) + " ";
            for (Component c : s.swizzle) out += std::to_string(static_cast<int>(c));
            out += s.scalar ? " scalar]" : "]";
        }
        if (inst.opcode == Opcode::kSWZ)
            for (const auto& c : inst.extended_swizzle)
                out += (c.negate ? " -" : " ") + std::to_string(static_cast<int>(c.select));
        if (ClassOf(inst.opcode) == OpcodeClass::kSample)
            out += " unit " + std::to_string(inst.texture_unit) + " " + TextureTargetName(inst.texture_target);
        out += "\n";
    }
    const ResourceCounts& c = p.counts;
    out += "counts " + std::to_string(c.instructions) + " " + std::to_string(c.alu_instructions) + " " +
           std::to_string(c.tex_instructions) + " " + std::to_string(c.tex_indirections) + " " +
           std::to_string(c.temporaries) + " " + std::to_string(c.parameters) + " " +
           std::to_string(c.attributes) + "\n";
    return out;
}

void ExpectRoundTrip(std::string_view body) {
    Program first = ExpectValid(body);
    std::string printed = PrintProgram(first);
    ReadResult again = ReadProgram(printed);
    ASSERT_TRUE(again.program.has_value()) << printed << "\n" << again.error_string;
    EXPECT_EQ(DescribeProgram(first), DescribeProgram(*again.program)) << printed;
    // Printing is a fixed point after one round.
    EXPECT_EQ(PrintProgram(*again.program), printed);
}

TEST(ArbPrinter, PrintsASmallProgramCanonically) {
    Program p = ExpectValid("OPTION ARB_fog_linear;\nTEMP r;\nPARAM c[] = { program.local[0..1] };\n"
                            "TEX r, fragment.texcoord[1], texture[2], 2D;\n"
                            "MAD_SAT r.xyz, r, c[1], -fragment.color.x;\n"
                            "SWZ result.color, r, 0, -1, x, w;\nMOV result.color.w, -2;\nEND");
    EXPECT_EQ(PrintProgram(p),
              "!!ARBfp1.0\n"
              "OPTION ARB_fog_linear;\n"
              "TEMP r;\n"
              "PARAM c[] = { program.local[0], program.local[1] };\n"
              "TEX r, fragment.texcoord[1], texture[2], 2D;\n"
              "MAD_SAT r.xyz, r, c[1], -fragment.color.primary.x;\n"
              "SWZ result.color, r, 0, -1, x, w;\n"
              "MOV result.color.w, -2;\n"
              "END\n");
}

TEST(ArbPrinter, FloatsReadBackExactly) {
    for (float f : {0.1f, 1.0f / 3.0f, 1e-30f, 3.4028235e38f, 16777217.0f, 0.0f, 2.5e-8f}) {
        std::string text = PrintFloat(f);
        EXPECT_EQ(std::strtof(text.c_str(), nullptr), f) << text;
    }
    EXPECT_EQ(PrintFloat(0.5f), "0.5");
}

TEST(ArbPrinter, RoundTripsEveryKindOfStatement) {
    ExpectRoundTrip("OPTION ARB_fog_exp2;\nOPTION ARB_precision_hint_fastest;\n"
                    "ATTRIB tc = fragment.texcoord[3];\nATTRIB pos = fragment.position;\n"
                    "OUTPUT o = result.color;\nOUTPUT d = result.depth;\n"
                    "TEMP a, b;\nALIAS c = a;\n"
                    "PARAM s = -1.5;\nPARAM v = {1, 2};\nPARAM m[4] = { state.matrix.mvp.inverse };\n"
                    "PARAM l[] = { state.light[2].half, state.lightprod[1].back.diffuse, "
                    "state.material.back.shininess, state.lightmodel.scenecolor, state.texenv[3].color, "
                    "state.fog.params, state.depth.range, state.matrix.texture[2].invtrans.row[1..2], "
                    "program.env[3..4], 0.25 };\n"
                    "DP4 a.x, m[0], tc;\nDP4 a.y, m[1], pos;\nRCP b.w, -c.x;\nMUL c, a, l[10];\n"
                    "POW b.x, s.x, v.y;\nLIT b, l[0].wzyx;\nCMP o, -b, a, {0, 0.5, 0, 1};\n"
                    "MOV d.z, fragment.fogcoord;\nKIL -l[5];\nTXB o, b, texture[4], CUBE;\n"
                    "TXP a, b, texture[5], RECT;\nSWZ_SAT o, l[1], r, -g, 1, -0;\nEND");
}

TEST(ArbPrinter, WholeNumberConstantsBeforeASuffixKeepTheirPoint) {
    // Found by fuzzing: "3 .x" was printed "3.x", which reads as the float "3." and "x".
    Program p = ExpectValid("TEMP a;\nRCP a, 3 .x;\nMOV result.color, 1 .xyzw;\nMOV result.color, 2.5 .y;\nEND");
    std::string printed = PrintProgram(p);
    EXPECT_NE(printed.find("RCP a, 3.0.x;"), std::string::npos) << printed;
    EXPECT_NE(printed.find("MOV result.color, 1;"), std::string::npos) << printed;
    EXPECT_NE(printed.find("MOV result.color, 2.5.y;"), std::string::npos) << printed;
    ExpectRoundTrip("TEMP a;\nRCP a, 3 .x;\nMOV result.color, 1 .xyzw;\nEND");
}

TEST(ArbPrinter, RoundTripsShadowTargetsAndImplicitState) {
    ExpectRoundTrip("OPTION ARB_fragment_program_shadow;\n"
                    "TEX result.color, fragment.texcoord, texture[0], SHADOW1D;\n"
                    "TEX result.color, fragment.texcoord, texture[1], SHADOWRECT;\n"
                    "ADD result.color, state.light[0].spot.direction, program.local[7];\n"
                    "SUB result.color, state.matrix.program[3].transpose.row[3], 2;\nEND");
}

}  // namespace
}  // namespace tessera::lang::arbfp
