// SPDX-License-Identifier: MIT
// The NVIDIA fragment options in the ARBfp1.0 reader: NV_fragment_program_option's
// `OPTION NV_fragment_program;` and NV_fragment_program2's `OPTION NV_fragment_program2;`.
// Each construct is read with the options accepted (Limits::WithNvOptions), and each
// error has its position checked ("@" marks it). The section names are those of the
// option specs, which amend ARB_fragment_program's 3.11.2 grammar and 3.11.5 instruction
// set; the suffix rows are those of the options' instruction tables.
#include <gtest/gtest.h>

#include "lang/arbfp/writer/printer.h"
#include "read_helpers.h"

namespace tessera::lang::arbfp {
namespace {

using testing::ExpectErrorAt;
using testing::ExpectLimitError;
using testing::ExpectValid;

const Limits kNv = Limits::Default().WithNvOptions();

Program Nv(std::string_view body) {
    return ExpectValid("OPTION NV_fragment_program;\n" + std::string(body), kNv);
}
Program Nv2(std::string_view body) {
    return ExpectValid("OPTION NV_fragment_program2;\n" + std::string(body), kNv);
}
void NvErrorAt(std::string_view marked, std::string_view message) {
    ExpectErrorAt("OPTION NV_fragment_program;\n" + std::string(marked), message, kNv);
}
void Nv2ErrorAt(std::string_view marked, std::string_view message) {
    ExpectErrorAt("OPTION NV_fragment_program2;\n" + std::string(marked), message, kNv);
}

// --- the options themselves ---

TEST(NvFragmentOption, RefusedUnlessTheLimitsAcceptIt) {
    // The default limits are a driver without the extensions: the option is unknown.
    ExpectErrorAt("OPTION @NV_fragment_program;\nEND", "unsupported program option");
    ExpectErrorAt("OPTION @NV_fragment_program2;\nEND", "unsupported program option");
    Limits only_option = Limits::Default();
    only_option.nv_fragment_program_option = true;
    EXPECT_EQ(ExpectValid("OPTION NV_fragment_program;\nEND", only_option).nv_option,
              NvOption::kFragmentProgram);
    ExpectErrorAt("OPTION @NV_fragment_program2;\nEND", "unsupported", only_option);
}

TEST(NvFragmentOption, ChosenOptionIsRecorded) {
    EXPECT_EQ(Nv("END").nv_option, NvOption::kFragmentProgram);
    EXPECT_EQ(Nv2("END").nv_option, NvOption::kFragmentProgram2);
    EXPECT_TRUE(Nv("END").NeedsNvExecution());
    // fp2 includes the first option, so giving both keeps fp2.
    EXPECT_EQ(ExpectValid("OPTION NV_fragment_program2;\nOPTION NV_fragment_program;\nEND", kNv)
                  .nv_option,
              NvOption::kFragmentProgram2);
    EXPECT_FALSE(ExpectValid("END", kNv).NeedsNvExecution());
}

TEST(NvFragmentOption, AddedInstructionsNeedTheOption) {
    // Accepting the option does not change a program that does not ask for it.
    ExpectErrorAt("@DDX result.color, fragment.color;\nEND", "needs 'OPTION NV_fragment_program;'",
                  kNv);
    // Without the extension the word is just unknown.
    ExpectErrorAt("@DDX result.color, fragment.color;\nEND", "unknown instruction 'DDX'");
    NvErrorAt("@DIV result.color, fragment.color, 2.0;\nEND", "needs 'OPTION NV_fragment_program2;'");
    // And the ARB forms stay as they were: no suffixes but _SAT.
    ExpectErrorAt("@MOVR result.color, fragment.color;\nEND", "unknown instruction", kNv);
    // A driver with only NV_fragment_program_option has no fp2 instruction to ask for.
    Limits only_option = Limits::Default();
    only_option.nv_fragment_program_option = true;
    ExpectErrorAt("OPTION NV_fragment_program;\n@DIV result.color, fragment.color, 2.0;\nEND",
                  "unknown instruction 'DIV'", only_option);
}

// --- opcode suffixes: precision, condition-code update, saturation ---

TEST(NvFragmentOption, OpcodeSuffixes) {
    Program p = Nv("TEMP r;\nMOVR r, fragment.color;\nADDH r, r, r;\nMULX r, r, r;\n"
                   "MADRC_SAT r, r, r, r;\nSGEC r, r, r;\nMOV_SAT r, r;\nEND");
    ASSERT_EQ(p.instructions.size(), 6u);
    EXPECT_EQ(p.instructions[0].precision, Precision::kFloat32);
    EXPECT_EQ(p.instructions[1].precision, Precision::kFloat16);
    EXPECT_EQ(p.instructions[2].precision, Precision::kFixed12);
    EXPECT_EQ(p.instructions[3].opcode, Opcode::kMAD);
    EXPECT_TRUE(p.instructions[3].update_cc);
    EXPECT_TRUE(p.instructions[3].saturate);
    EXPECT_EQ(p.instructions[4].precision, Precision::kDefault);
    EXPECT_TRUE(p.instructions[4].update_cc);
    EXPECT_TRUE(p.instructions[5].saturate);
}

TEST(NvFragmentOption, SuffixesOnlyWhereTheTableAllowsThem) {
    // The transcendental and derivative rows have no fixed-point form.
    NvErrorAt("TEMP r;\n@COSX r, fragment.color.x;\nEND", "unknown instruction 'COSX'");
    NvErrorAt("TEMP r;\n@DDXX r, fragment.color;\nEND", "unknown instruction");
    // Texture instructions take C and _SAT but no precision.
    NvErrorAt("TEMP r;\n@TEXH r, fragment.texcoord, texture[0], 2D;\nEND", "unknown instruction");
    Nv("TEMP r;\nTEXC_SAT r, fragment.texcoord, texture[0], 2D;\nEND");
    // Suffixes come in the order precision, C, _SAT; KIL and the packs take none.
    NvErrorAt("TEMP r;\n@MOVCR r, fragment.color;\nEND", "unknown instruction");
    NvErrorAt("@KILC fragment.color;\nEND", "unknown instruction");
    NvErrorAt("TEMP r;\n@PK2HC r, fragment.color;\nEND", "unknown instruction");
}

// NV_fragment_program2's Table X.5 gives CMP the C suffix and SCS, SWZ and XPD R, H and C;
// NV_fragment_program_option's gives those four _SAT only (each option's 3.11.4).
TEST(NvFragmentProgram2, MoreSuffixesOnFourArbInstructions) {
    Program p = Nv2("TEMP r;\nCMPC r, fragment.color, r, r;\nCMPC_SAT r, r, r, r;\n"
                    "SCSR r, fragment.color.x;\nSCSHC_SAT r, r.y;\nSWZHC r, r, x, -y, 0, 1;\n"
                    "XPDR r, r, r;\nXPDHC_SAT r, r, r;\nEND");
    ASSERT_EQ(p.instructions.size(), 7u);
    EXPECT_EQ(p.instructions[0].opcode, Opcode::kCMP);
    EXPECT_TRUE(p.instructions[0].update_cc);
    EXPECT_TRUE(p.instructions[1].saturate);
    EXPECT_EQ(p.instructions[2].opcode, Opcode::kSCS);
    EXPECT_EQ(p.instructions[2].precision, Precision::kFloat32);
    EXPECT_EQ(p.instructions[3].precision, Precision::kFloat16);
    EXPECT_TRUE(p.instructions[3].update_cc);
    EXPECT_EQ(p.instructions[4].opcode, Opcode::kSWZ);
    EXPECT_TRUE(p.instructions[4].update_cc);
    EXPECT_EQ(p.instructions[5].opcode, Opcode::kXPD);
    EXPECT_EQ(p.instructions[5].precision, Precision::kFloat32);
    EXPECT_TRUE(p.instructions[6].saturate && p.instructions[6].update_cc);
    // What neither table has: precision on CMP, X on the other three.
    Nv2ErrorAt("TEMP r;\n@CMPR r, r, r, r;\nEND", "unknown instruction 'CMPR'");
    Nv2ErrorAt("TEMP r;\n@XPDX r, r, r;\nEND", "unknown instruction 'XPDX'");
    // Under the first option the four keep _SAT only.
    NvErrorAt("TEMP r;\n@CMPC r, r, r, r;\nEND", "unknown instruction 'CMPC'");
    NvErrorAt("TEMP r;\n@SCSR r, r.x;\nEND", "unknown instruction 'SCSR'");
    NvErrorAt("TEMP r;\n@SWZC r, r, x, y, z, w;\nEND", "unknown instruction 'SWZC'");
    NvErrorAt("TEMP r;\n@XPDH r, r, r;\nEND", "unknown instruction 'XPDH'");
    Nv("TEMP r;\nCMP_SAT r, r, r, r;\nXPD_SAT r, r, r;\nEND");
}

TEST(NvFragmentOption, AddedInstructionShapes) {
    Program p = Nv(
        "TEMP r;\nDDX r, fragment.texcoord;\nDDYH r, fragment.texcoord;\n"
        "SEQ r, r, r;\nSFL r, r, r;\nSGT r, r, r;\nSLE r, r, r;\nSNE r, r, r;\nSTR r, r, r;\n"
        "RFL r, r, r;\nX2D r, r, r, r;\nPK2H r, r;\nPK4UB r, r;\nUP2H r, r.x;\nUP4B r, r.y;\n"
        "TXD r, fragment.texcoord[0], r, r, texture[1], 2D;\nEND");
    ASSERT_EQ(p.instructions.size(), 15u);
    EXPECT_EQ(p.instructions[14].opcode, Opcode::kTXD);
    EXPECT_EQ(p.instructions[14].source_count, 3);
    EXPECT_EQ(p.instructions[14].texture_unit, 1);
    EXPECT_EQ(p.counts.tex_instructions, 1u);
    EXPECT_EQ(p.counts.alu_instructions, 14u);
    // UP* unpack one scalar.
    NvErrorAt("TEMP r;\nUP2H r, r@;\nEND", "scalar operand");
    // TXD needs both derivatives (piglit's txd-03).
    NvErrorAt("TXD result.color, fragment.texcoord[0], @texture[0], 2D;\nEND", "source register");
}

// --- condition codes ---

TEST(NvFragmentOption, ConditionMaskOnTheDestination) {
    Program p = Nv("TEMP r;\nMOVC r, fragment.color;\nMOV r.xy (GT.x), fragment.color;\n"
                   "MOV r (NE), r;\nMOV result.color (EQ.wzyx), r;\nEND");
    ASSERT_EQ(p.instructions.size(), 4u);
    EXPECT_FALSE(p.instructions[0].condition.has_value());
    ASSERT_TRUE(p.instructions[1].condition.has_value());
    EXPECT_EQ(p.instructions[1].condition->rule, CcRule::kGT);
    EXPECT_EQ(p.instructions[1].condition->swizzle[3], Component::kX);  // ".x" is ".xxxx"
    EXPECT_EQ(p.instructions[1].dst.write_mask, 0x3);
    EXPECT_EQ(p.instructions[2].condition->rule, CcRule::kNE);
    EXPECT_EQ(p.instructions[3].condition->swizzle[0], Component::kW);
}

TEST(NvFragmentOption, ConditionMaskErrors) {
    NvErrorAt("TEMP r;\nMOV r (@XX.x), fragment.color;\nEND", "expected a condition");
    NvErrorAt("TEMP r;\nMOV r (GT.x@, fragment.color;\nEND", "')'");
    NvErrorAt("TEMP r;\nMOV r (GT.@xy), fragment.color;\nEND", "swizzle");
    // Without the option a "(" after a destination is just wrong.
    ExpectErrorAt("TEMP r;\nMOV r @(GT.x), fragment.color;\nEND", "','", kNv);
}

TEST(NvFragmentOption, ConditionNamesAreNotReserved) {
    // piglit's condition_code-01: EQ ... TR are not keywords.
    Program p = Nv("TEMP EQ, FL, LE, LT, GE, GT, NE, TR;\nMOV GT (GT), fragment.color;\nEND");
    EXPECT_EQ(p.temporaries.size(), 8u);
    // The added opcodes are reserved under the option, and only under it.
    NvErrorAt("TEMP @DDX;\nEND", "reserved");
    ExpectValid("TEMP DDX;\nEND", kNv);
}

TEST(NvFragmentOption, KillOfACondition) {
    Program p = Nv("KIL NE.xyzw;\nKIL fragment.color;\nEND");
    ASSERT_EQ(p.instructions.size(), 2u);
    ASSERT_TRUE(p.instructions[0].condition.has_value());
    EXPECT_EQ(p.instructions[0].condition->rule, CcRule::kNE);
    EXPECT_EQ(p.instructions[0].source_count, 0);
    EXPECT_EQ(p.instructions[1].source_count, 1);
    // A declared temporary named like a rule is read as the register.
    EXPECT_EQ(Nv("TEMP NE;\nMOV NE, fragment.color;\nKIL NE;\nEND").instructions[1].source_count, 1);
}

// --- operands ---

TEST(NvFragmentOption, AbsoluteValueOperands) {
    Program p = Nv("TEMP r;\nMOV r, fragment.color;\nMOV result.color, -|r.wzyx|;\n"
                   "ADD r, |r|.x, |fragment.color|;\nCOS r, |r.y|;\nEND");
    const Instruction& mov = p.instructions[1];
    EXPECT_TRUE(mov.src[0].absolute);
    EXPECT_TRUE(mov.src[0].negate);
    EXPECT_EQ(mov.src[0].swizzle[0], Component::kW);
    EXPECT_EQ(p.instructions[2].src[0].swizzle[1], Component::kX);
    EXPECT_TRUE(p.instructions[2].src[1].absolute);
    NvErrorAt("TEMP r;\nMOV result.color, |r@;\nEND", "'|' to close");
    // Without the option the bar is not part of an operand (3.11.2).
    ExpectErrorAt("TEMP r;\nMOV result.color, @|r|;\nEND", "'|'", kNv);
}

TEST(NvFragmentOption, ScalarLiteralNeedsNoSuffix) {
    // piglit's cos-05: a literal scalar constant is a scalar operand as written.
    Program p = Nv("COS result.color, 3.14159;\nPOW result.color, -2, 0.5;\nEND");
    EXPECT_TRUE(p.instructions[0].src[0].scalar);
    EXPECT_TRUE(p.instructions[1].src[0].negate);
    ExpectErrorAt("COS result.color, 3.14159@;\nEND", "component selector");
    NvErrorAt("TEMP r;\nCOS result.color, r@;\nEND", "component selector");
}

// --- declarations ---

TEST(NvFragmentOption, ShortAndLongDeclarations) {
    Program p = Nv("SHORT TEMP h;\nLONG TEMP f, g;\nTEMP d;\nSHORT OUTPUT o = result.color;\n"
                   "LONG OUTPUT z = result.depth;\nMOV o, fragment.color;\nEND");
    ASSERT_EQ(p.temporary_sizes.size(), 4u);
    EXPECT_EQ(p.temporary_sizes[0], StorageSize::kShort);
    EXPECT_EQ(p.temporary_sizes[2], StorageSize::kLong);
    EXPECT_EQ(p.temporary_sizes[3], StorageSize::kDefault);
    NvErrorAt("SHORT @PARAM c = 1;\nEND", "expected TEMP or OUTPUT");
    // Without the option SHORT is just an unknown word.
    ExpectErrorAt("@SHORT TEMP h;\nEND", "unknown instruction", kNv);
}

// --- NV_fragment_program2: blocks, branches, subroutines ---

TEST(NvFragmentProgram2, Blocks) {
    Program p = Nv2("TEMP r;\nMOVC r, fragment.color;\nIF NE.x;\n  REP {3}.x;\n"
                    "    LOOP {4, 0, 1};\n      ADD r, r, r;\n      BRK (GT.y);\n    ENDLOOP;\n"
                    "  ENDREP;\nELSE;\n  MOV r, 0;\nENDIF;\nMOV result.color, r;\nEND");
    EXPECT_EQ(p.instructions[1].opcode, Opcode::kIF);
    EXPECT_EQ(p.instructions[1].condition->rule, CcRule::kNE);
    EXPECT_EQ(p.instructions[3].opcode, Opcode::kLOOP);
    EXPECT_EQ(p.instructions[5].condition->rule, CcRule::kGT);
    EXPECT_EQ(p.counts.if_depth, 1u);
    EXPECT_EQ(p.counts.loop_depth, 2u);
    EXPECT_EQ(p.counts.instructions, 12u);  // the flow-control instructions count too
}

TEST(NvFragmentProgram2, BlockErrors) {
    Nv2ErrorAt("@ELSE;\nEND", "ELSE without an IF");
    Nv2ErrorAt("IF EQ;\nELSE;\n@ELSE;\nENDIF;\nEND", "ELSE without an IF");
    Nv2ErrorAt("@ENDIF;\nEND", "ENDIF without a matching IF");
    Nv2ErrorAt("REP {1}.x;\n@ENDLOOP;\nEND", "ENDLOOP without a matching LOOP");
    Nv2ErrorAt("LOOP {1, 0, 1};\nIF EQ;\n@ENDLOOP;\nEND", "without a matching LOOP");
    Nv2ErrorAt("@BRK;\nEND", "BRK outside a REP or LOOP");
    Nv2ErrorAt("IF EQ;\n@BRK;\nENDIF;\nEND", "BRK outside");
    Nv2ErrorAt("IF @fragment.color;\nENDIF;\nEND", "expected a condition");
    // A block left open is found at END: the error is at the program's length (3.11.1).
    ExpectLimitError("OPTION NV_fragment_program2;\nREP {2}.x;\nEND", "expected ENDREP", kNv);
}

// fp2 3.11.X.8 and 3.11.X.9: "a fragment program will fail to load if the vector operand is
// not a program parameter" (LOOP's, REP's): a constant, env, local or state vector is one.
TEST(NvFragmentProgram2, LoopCountsAreProgramParameters) {
    Program p = Nv2("PARAM n = program.local[1];\nPARAM a[2] = { {2, 0, 1}, program.env[0] };\n"
                    "REP n;\nENDREP;\nLOOP a[0];\nENDLOOP;\nREP -|program.env[3].y|;\nENDREP;\n"
                    "LOOP state.fog.color;\nENDLOOP;\nEND");
    EXPECT_EQ(p.instructions[0].src[0].file, RegisterFile::kParameter);
    Nv2ErrorAt("TEMP r;\nREP @r;\nENDREP;\nEND", "REP's operand must be a program parameter");
    Nv2ErrorAt("LOOP @fragment.texcoord[0];\nENDLOOP;\nEND",
               "LOOP's operand must be a program parameter");
    Nv2ErrorAt("ATTRIB t = fragment.texcoord[1];\nREP @-t.x;\nENDREP;\nEND",
               "not a value computed");
}

// fp2 3.11.4.X: "labels can be defined anywhere in the program, except inside an
// IF/ELSE/ENDIF, LOOP/ENDLOOP, or REP/ENDREP instruction block".
TEST(NvFragmentProgram2, NoLabelInsideABlock) {
    const std::string message = "inside an IF, REP or LOOP block";
    Nv2ErrorAt("IF EQ;\n@a: RET;\nENDIF;\nEND", "label 'a' is " + message);
    Nv2ErrorAt("IF EQ;\nELSE;\n@a:\nENDIF;\nEND", message);
    Nv2ErrorAt("REP {2}.x;\n@a: RET;\nENDREP;\nEND", message);
    Nv2ErrorAt("IF NE;\nLOOP {2, 0, 1};\nENDLOOP;\n@a: RET;\nENDIF;\nEND", message);
    // Before and after the blocks a label is fine, and CAL reaches it from inside one.
    Program p = Nv2("a: MOV result.color, 0;\nREP {2}.x;\nCAL b;\nENDREP;\nRET;\nb: RET;\nEND");
    ASSERT_EQ(p.labels.size(), 2u);
    EXPECT_EQ(p.instructions[2].label, 1u);
}

TEST(NvFragmentProgram2, NestingLimits) {
    Limits shallow = kNv;
    shallow.max_if_depth = 1;
    shallow.max_loop_depth = 1;
    ExpectValid("OPTION NV_fragment_program2;\nIF EQ;\nENDIF;\nIF NE;\nENDIF;\nEND", shallow);
    ExpectErrorAt("OPTION NV_fragment_program2;\nIF EQ;\n@IF NE;\nENDIF;\nENDIF;\nEND",
                  "IF blocks nest 2 deep; the limit is 1", shallow);
    ExpectErrorAt("OPTION NV_fragment_program2;\nREP {2}.x;\n@LOOP {1,0,1};\nENDLOOP;\nENDREP;\nEND",
                  "REP and LOOP blocks nest 2 deep", shallow);
    // An IF inside a loop counts against the IF limit, not the loop limit.
    ExpectValid("OPTION NV_fragment_program2;\nREP {2}.x;\nIF EQ;\nENDIF;\nENDREP;\nEND", shallow);
}

TEST(NvFragmentProgram2, SubroutinesAndLabels) {
    Program p = Nv2("TEMP r;\nCAL helper;\nCAL helper (EQ.x);\nMOV result.color, r;\nRET;\n"
                    "helper:\nMOV r, fragment.color;\nRET (NE);\nEND");
    ASSERT_EQ(p.labels.size(), 1u);
    EXPECT_EQ(p.labels[0].name, "helper");
    EXPECT_EQ(p.labels[0].instruction, 4u);
    EXPECT_EQ(p.instructions[1].condition->rule, CcRule::kEQ);
    EXPECT_EQ(p.instructions[0].label, 0u);
    // Labels have a name space of their own.
    Nv2("TEMP here;\nhere: MOV here, fragment.color;\nCAL here;\nEND");
    Nv2ErrorAt("a: RET;\n@a: RET;\nEND", "label 'a' is already defined");
    Nv2ErrorAt("@MOV: RET;\nEND", "reserved");
    ExpectErrorAt("OPTION NV_fragment_program2;\nCAL @nowhere;\nEND",
                  "label 'nowhere' is not defined", kNv);
    // Labels belong to fp2; the first option has no branches.
    NvErrorAt("@a: MOV result.color, fragment.color;\nEND", "unknown instruction 'a'");
}

TEST(NvFragmentProgram2, AddedInstructionsAndFacing) {
    Program p = Nv2("TEMP r;\nDIV r, fragment.color, fragment.color.w;\nDP2 r, r, r;\n"
                    "DP2A r, r, r, r;\nNRMH r, r;\nTXL r, fragment.texcoord, texture[0], 2D;\n"
                    "MOV r, fragment.facing.x;\nEND");
    EXPECT_EQ(p.instructions[0].source_count, 2);
    EXPECT_TRUE(p.instructions[0].src[1].scalar);
    EXPECT_EQ(p.counts.tex_instructions, 1u);
    EXPECT_EQ(p.attributes.back().kind, AttributeBinding::Kind::kFacing);
    Nv2ErrorAt("TEMP r;\nDIV r, r, r@;\nEND", "component selector");
    NvErrorAt("MOV result.color, fragment.@facing;\nEND", "unknown fragment attribute");
}

// --- hostile input: a clear error, never a crash ---

constexpr std::string_view kRichNv =
    "!!ARBfp1.0\nOPTION NV_fragment_program2;\nSHORT TEMP h;\nTEMP r;\n"
    "MOVRC r.xy (GT.x), -|fragment.color.wzyx|;\nIF NE.x;\nREP {4}.x;\nBRK (EQ);\nENDREP;\n"
    "ELSE;\nCAL sub;\nENDIF;\nTXD h, r, r, r, texture[0], 2D;\nMOV result.color, h;\nRET;\n"
    "sub: DIVH_SAT r, r, 3;\nKIL LT.w;\nRET (NE.y);\nEND\n";

TEST(NvFragmentHostile, EveryTruncationAndCorruption) {
    ASSERT_TRUE(ReadProgram(kRichNv, kNv).program.has_value()) << ReadProgram(kRichNv, kNv).error_string;
    const std::size_t end = kRichNv.find("END\n");
    for (std::size_t n = 0; n < end; ++n) {
        ReadResult r = ReadProgram(kRichNv.substr(0, n), kNv);
        EXPECT_FALSE(r.program.has_value()) << n;
        EXPECT_GE(r.error_position, 0);
        EXPECT_LE(r.error_position, static_cast<std::int64_t>(n));
    }
    for (std::size_t i = 0; i < kRichNv.size(); ++i) {
        for (char c : {'\0', '|', '(', ')', ':', '.', 'C', '\xff'}) {
            std::string text(kRichNv);
            text[i] = c;
            ReadResult r = ReadProgram(text, kNv);
            if (!r.program) {
                EXPECT_GE(r.error_position, 0);
                EXPECT_LE(r.error_position, static_cast<std::int64_t>(text.size()));
            }
        }
    }
}

TEST(NvFragmentHostile, DeepNestingIsRefusedAtTheLimit) {
    std::string body = "OPTION NV_fragment_program2;\n";
    for (int i = 0; i < 10000; ++i) body += "IF EQ;\n";
    ReadResult r = testing::Read(body + "END\n", kNv);
    EXPECT_FALSE(r.program.has_value());
    EXPECT_NE(r.error_string.find("IF blocks nest 49 deep; the limit is 48"), std::string::npos);
}

// The printer writes every construct back: the printed text reads to the same instructions
// (opcode, suffixes, conditions, operands' absolute values, labels), and prints the same.
TEST(NvFragmentPrinter, RoundTrip) {
    const ReadResult first = ReadProgram(kRichNv, kNv);
    ASSERT_TRUE(first.program.has_value());
    const std::string printed = PrintProgram(*first.program);
    const ReadResult again = ReadProgram(printed, kNv);
    ASSERT_TRUE(again.program.has_value()) << printed << again.error_string;
    const Program& a = *first.program;
    const Program& b = *again.program;
    ASSERT_EQ(a.instructions.size(), b.instructions.size()) << printed;
    for (std::size_t i = 0; i < a.instructions.size(); ++i) {
        const Instruction& x = a.instructions[i];
        const Instruction& y = b.instructions[i];
        EXPECT_EQ(x.opcode, y.opcode) << i;
        EXPECT_EQ(x.precision, y.precision) << i;
        EXPECT_EQ(x.update_cc, y.update_cc) << i;
        EXPECT_EQ(x.saturate, y.saturate) << i;
        EXPECT_EQ(x.condition, y.condition) << i;
        EXPECT_EQ(x.label, y.label) << i;
        EXPECT_EQ(x.src[0].absolute, y.src[0].absolute) << i;
    }
    EXPECT_EQ(b.labels.size(), 1u);
    EXPECT_EQ(b.temporary_sizes, a.temporary_sizes);
    EXPECT_EQ(b.nv_option, NvOption::kFragmentProgram2);
    EXPECT_EQ(PrintProgram(b), printed);
}

}  // namespace
}  // namespace tessera::lang::arbfp
