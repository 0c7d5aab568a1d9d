// SPDX-License-Identifier: MIT
// The NVIDIA vertex options in the ARBvp1.0 reader: NV_vertex_program2_option's `OPTION
// NV_vertex_program2;` and NV_vertex_program3's `OPTION NV_vertex_program3;`. Each construct
// is read with the options accepted (Limits::WithNvOptions), and each error has its
// position checked ("@" marks it, see read_helpers.h). The rules are the options' amendments
// to ARB_vertex_program's 2.14.2 grammar and 2.14.5 instruction set.
#include <gtest/gtest.h>

#include "read_helpers.h"

namespace tessera::lang::arbvp {
namespace {

using testing::Check;

const Limits kNv = Limits::Default().WithNvOptions();

Program Vp2(std::string_view marked, std::string_view message = "") {
    return Check("OPTION NV_vertex_program2;\n" + std::string(marked), message, kNv);
}
Program Vp3(std::string_view marked, std::string_view message = "") {
    return Check("OPTION NV_vertex_program3;\n" + std::string(marked), message, kNv);
}

TEST(NvVertexOption, RefusedUnlessTheLimitsAcceptIt) {
    Check("OPTION @NV_vertex_program2;\nEND", "unsupported program option");
    Check("OPTION @NV_vertex_program3;\nEND", "unsupported program option");
    Limits only_vp2 = Limits::Default();
    only_vp2.nv_vertex_program2_option = true;
    EXPECT_EQ(Check("OPTION NV_vertex_program2;\nEND", "", only_vp2).nv_option,
              NvOption::kVertexProgram2);
    Check("OPTION @NV_vertex_program3;\nEND", "unsupported", only_vp2);
    EXPECT_EQ(Vp3("END").nv_option, NvOption::kVertexProgram3);
    EXPECT_TRUE(Vp2("END").NeedsNvExecution());
}

TEST(NvVertexOption, AddedInstructionsNeedTheOption) {
    Check("TEMP r;\n@SEQ r, vertex.position, vertex.normal;\nEND", "needs 'OPTION NV_vertex_program2;'",
          kNv);
    Check("TEMP r;\n@SEQ r, vertex.position, vertex.normal;\nEND", "unknown instruction 'SEQ'");
    Vp2("ADDRESS a;\n@PUSHA a;\nEND", "needs 'OPTION NV_vertex_program3;'");
    Check("TEMP r;\n@MOVC r, vertex.position;\nEND", "unknown instruction", kNv);
    // The added opcodes are reserved words only under the option.
    Check("TEMP SEQ;\nEND", "", kNv);
    Vp2("TEMP @SEQ;\nEND", "reserved");
}

TEST(NvVertexOption, AddedInstructions) {
    Program p = Vp2("TEMP r;\nSEQ r, vertex.attrib[1], vertex.attrib[2];\nSFL r, r, r;\n"
                    "SGT r, r, r;\nSLE r, r, r;\nSNE r, r, r;\nSTR r, r, r;\nSSG r, r;\n"
                    "COS r, r.x;\nSIN r, r.y;\nRCC r, r.z;\nMOVC r, |r|;\nEND");
    ASSERT_EQ(p.instructions.size(), 11u);
    EXPECT_EQ(p.instructions[6].opcode, Opcode::kSSG);
    EXPECT_TRUE(p.instructions[10].update_cc);
    EXPECT_TRUE(p.instructions[10].src[0].absolute);
    // COS and SIN take a scalar operand (piglit's cos-02, sin-02).
    Vp2("COS result.position, vertex.position@;\nEND", "component selector");
}

TEST(NvVertexOption, ConditionMasksAndNames) {
    Program p = Vp2("TEMP r;\nMOVC r, vertex.position;\nMOV r.xy (GT.x), vertex.normal;\n"
                    "MOV result.position (NE.wzyx), r;\nEND");
    ASSERT_TRUE(p.instructions[1].condition.has_value());
    EXPECT_EQ(p.instructions[1].condition->rule, arbasm::fragment::CcRule::kGT);
    EXPECT_EQ(p.instructions[2].condition->swizzle[0], arbasm::fragment::Component::kW);
    Vp2("TEMP r;\nMOV r (@ZZ), vertex.normal;\nEND", "expected a condition");
    // The rule names are not reserved.
    Vp2("TEMP EQ, GT;\nMOV EQ (EQ), vertex.position;\nEND");
}

TEST(NvVertexOption, FourComponentAddressRegisters) {
    // piglit's arl-04/05 and ara-02/03/04.
    Program p = Vp2("PARAM a[2] = { program.env[0..1] };\nADDRESS A0;\nARL A0, vertex.position;\n"
                    "MOV result.position, a[A0.y + 1];\nARA A0.xy, A0;\nARRC A0.zw, vertex.normal;\n"
                    "END");
    EXPECT_EQ(p.instructions[0].dst.write_mask, 0xF);
    EXPECT_EQ(p.instructions[1].src[0].address_component, arbasm::fragment::Component::kY);
    EXPECT_EQ(p.instructions[2].opcode, Opcode::kARA);
    EXPECT_EQ(p.instructions[2].dst.write_mask, 0x3);
    EXPECT_TRUE(p.instructions[3].update_cc);
    Vp2("ADDRESS A0;\nARA A0, A0@.xyzw;\nEND", "takes no swizzle");
    Vp2("TEMP r;\nARA @r, r;\nEND", "not an address register");
    // Without the option relative addressing still reads only x.
    Check("PARAM a[2] = { program.env[0..1] };\nADDRESS A0;\nARL A0.x, vertex.position.x;\n"
          "MOV result.position, a[A0.@y];\nEND",
          "x component", kNv);
}

TEST(NvVertexOption, BranchesAndLabels) {
    Program p = Vp2("TEMP label1;\nMOV label1, vertex.color;\nlabel1: MOVC result.position, "
                    "vertex.position;\nlabel2:\nBRA label1 (EQ.xyzw);\nCAL sub;\nRET;\n"
                    "sub: RET (NE.x);\nEND");
    ASSERT_EQ(p.labels.size(), 3u);
    EXPECT_EQ(p.labels[0].instruction, 1u);
    EXPECT_EQ(p.labels[1].instruction, 2u);
    EXPECT_EQ(p.instructions[2].opcode, Opcode::kBRA);
    EXPECT_EQ(p.instructions[2].label, 0u);
    EXPECT_EQ(p.instructions[3].label, 2u);
    EXPECT_EQ(p.instructions[5].condition->rule, arbasm::fragment::CcRule::kNE);
    // piglit's bra-02: a label defined twice.
    Vp2("label1: MOVC result.position, vertex.position;\n@label1:\nBRA label1;\nEND",
        "already defined");
    Check("OPTION NV_vertex_program2;\nBRA @nowhere;\nEND", "label 'nowhere' is not defined", kNv);
}

TEST(NvVertexOption, ClipDistances) {
    Program p = Vp2("MOV result.clip[0].x, vertex.texcoord[0];\nMOV result.clip[5], vertex.color;\nEND");
    EXPECT_EQ(p.outputs[0].kind, OutputBinding::Kind::kClipDistance);
    EXPECT_EQ(p.outputs[1].unit, 5);
    Vp2("MOV result.clip[@99].x, vertex.texcoord[0];\nEND", "out of range");
    Check("MOV result.@clip[0], vertex.color;\nEND", "unknown vertex result", kNv);
}

TEST(NvVertexProgram3, AddressStack) {
    // piglit's astack-03 to -09.
    Vp3("ADDRESS a0;\nTEMP r0;\nARL a0, vertex.color;\nPUSHA a0;\nMOVC r0, vertex.normal;\n"
        "POPA a0;\nPOPA a0.xyzw;\nPOPA a0 (EQ.wzyx);\nEND");
    Vp3("ADDRESS a0;\nPUSHA a0@.wzyx;\nEND", "takes no swizzle");
    Vp3("ADDRESS a0;\nPUSHA a0 @(EQ.xxxx);\nEND", "';'");
    Vp3("ADDRESS a0;\nPOPA a0.@xyz;\nEND", "only be .xyzw");
}

TEST(NvVertexProgram3, TextureFetch) {
    Program p = Vp3("TEMP r;\nTEX r, vertex.texcoord[0], texture[1], 2D;\n"
                    "TXL r, r, texture[0], CUBE;\nEND");
    EXPECT_EQ(p.instructions[0].texture_unit, 1);
    EXPECT_EQ(p.instructions[1].texture_target, arbasm::fragment::TextureTarget::kCube);
    Vp3("TEMP r;\nTEX r, r, texture[@4], 2D;\nEND", "out of range");
    Vp3("TEMP r;\nTEX r, r, texture[0], @SHADOW2D;\nEND", "texture target");
}

// Every truncation and single-byte corruption of a rich program: a clear error, in range.
TEST(NvVertexHostile, EveryTruncationAndCorruption) {
    constexpr std::string_view kRich =
        "!!ARBvp1.0\nOPTION NV_vertex_program3;\nPARAM c[4] = { program.env[0..3] };\n"
        "ADDRESS a;\nTEMP r;\nARLC a.xy, vertex.position;\nPUSHA a;\n"
        "top: MOVC r (GT.x), -|c[a.y + 1]|;\nBRA top (EQ.w);\nPOPA a (NE);\n"
        "TXL r, r, texture[1], 2D;\nMOV result.clip[2].x, r;\nCAL sub;\nRET;\n"
        "sub: SSG result.position, r;\nRET (LT.xyzw);\nEND\n";
    ASSERT_TRUE(ReadProgram(kRich, kNv).program.has_value()) << ReadProgram(kRich, kNv).error_string;
    const std::size_t end = kRich.find("END\n");
    for (std::size_t n = 0; n < end; ++n) {
        ReadResult r = ReadProgram(kRich.substr(0, n), kNv);
        EXPECT_FALSE(r.program.has_value()) << n;
        EXPECT_GE(r.error_position, 0);
        EXPECT_LE(r.error_position, static_cast<std::int64_t>(n));
    }
    for (std::size_t i = 0; i < kRich.size(); ++i) {
        for (char c : {'\0', '|', '(', ')', ':', '.', 'C', '\xff'}) {
            std::string text(kRich);
            text[i] = c;
            ReadResult r = ReadProgram(text, kNv);
            if (!r.program) {
                EXPECT_GE(r.error_position, 0);
                EXPECT_LE(r.error_position, static_cast<std::int64_t>(text.size()));
            }
        }
    }
}

}  // namespace
}  // namespace tessera::lang::arbvp
