// SPDX-License-Identifier: MIT
// The reader's grammar (3.11.2) and semantic restrictions (3.11.2 to 3.11.6), each accepted
// and rejected, with the error position checked ("@" marks it).
#include <gtest/gtest.h>

#include "read_helpers.h"

namespace tessera::lang::arbfp {
namespace {

using testing::ExpectErrorAt;
using testing::ExpectValid;
using testing::Read;

// --- header, comments, END ---

TEST(ArbReader, HeaderMustComeFirst) {
    EXPECT_EQ(ReadProgram(" !!ARBfp1.0\nEND").error_position, 0);
    EXPECT_EQ(ReadProgram("!!ARBvp1.0\nEND").error_position, 0);
    EXPECT_EQ(ReadProgram("!!arbfp1.0\nEND").error_position, 0);
    EXPECT_EQ(ReadProgram("").error_position, 0);
    EXPECT_TRUE(ReadProgram("!!ARBfp1.0\nEND").program.has_value());
}

TEST(ArbReader, SmallestProgram) {
    Program p = ExpectValid("END");
    EXPECT_TRUE(p.instructions.empty());
    EXPECT_EQ(p.counts.tex_indirections, 1u);  // every program has one node (3.11.6)
}

TEST(ArbReader, MissingEndIsAnErrorAtTheEnd) {
    ExpectErrorAt("MOV result.color, fragment.color;\n@", "missing 'END'");
}

TEST(ArbReader, OnlyCommentsMayFollowEnd) {
    ExpectValid("END\n# a comment\n\n");
    ExpectErrorAt("END\n@MOV result.color, fragment.color;", "after 'END'");
    ExpectErrorAt("END @END", "after 'END'");
}

TEST(ArbReader, Comments) {
    ExpectValid("# a comment\nMOV result.color, fragment.color; # trailing\nEND # last");
    ExpectValid("#only\rMOV result.color, fragment.color;\rEND");
}

TEST(ArbReader, CrLfLineEndings) {
    ExpectValid("TEMP a;\r\nMOV a, fragment.color;\r\nMOV result.color, a;\r\nEND\r\n");
}

TEST(ArbReader, InvalidCharacter) { ExpectErrorAt("MOV result.color, @|fragment.color|;\nEND", "'|'"); }

// --- options (3.11.4.5) ---

TEST(ArbReader, Options) {
    EXPECT_EQ(ExpectValid("OPTION ARB_fog_exp;\nEND").fog, FogOption::kExp);
    EXPECT_EQ(ExpectValid("OPTION ARB_fog_exp2;\nEND").fog, FogOption::kExp2);
    EXPECT_EQ(ExpectValid("OPTION ARB_fog_linear;\nEND").fog, FogOption::kLinear);
    EXPECT_EQ(ExpectValid("OPTION ARB_precision_hint_fastest;\nEND").precision, PrecisionHint::kFastest);
    EXPECT_EQ(ExpectValid("OPTION ARB_precision_hint_nicest;\nEND").precision, PrecisionHint::kNicest);
    EXPECT_TRUE(ExpectValid("OPTION ARB_fragment_program_shadow;\nEND").shadow_option);
    // A fog option and a precision hint together are fine.
    ExpectValid("OPTION ARB_fog_exp;\nOPTION ARB_precision_hint_nicest;\nEND");
}

TEST(ArbReader, UnknownOption) { ExpectErrorAt("OPTION @NV_fragment_program;\nEND", "unsupported"); }

TEST(ArbReader, OnlyOneFogOption) {
    ExpectErrorAt("OPTION ARB_fog_exp;\nOPTION @ARB_fog_linear;\nEND", "one fog");
    ExpectValid("OPTION ARB_fog_exp;\nOPTION ARB_fog_exp;\nEND");  // the same one again
}

TEST(ArbReader, OnlyOnePrecisionHint) {
    ExpectErrorAt("OPTION ARB_precision_hint_fastest;\nOPTION @ARB_precision_hint_nicest;\nEND",
                  "precision");
}

TEST(ArbReader, OptionsComeFirst) {
    ExpectErrorAt("TEMP a;\n@OPTION ARB_fog_exp;\nEND", "before");
}

// --- names (3.11.2, 3.11.3) ---

TEST(ArbReader, IdentifierCharacters) {
    Program p = ExpectValid("TEMP $a, _b, c9, Texture, mov;\nEND");
    EXPECT_EQ(p.temporaries.size(), 5u);  // keywords are case-sensitive: Texture, mov are names
}

TEST(ArbReader, ReservedKeywordsAreNotNames) {
    for (const char* word : {"ABS", "ADD_SAT", "ALIAS", "END", "KIL", "OUTPUT", "XPD_SAT",
                             "fragment", "program", "result", "state", "texture"}) {
        std::string body = std::string("TEMP @") + word + ";\nEND";
        SCOPED_TRACE(word);
        ExpectErrorAt(body, "reserved");
    }
    // Words reserved only in other languages are names here (piglit reserved_words-01).
    ExpectValid("TEMP ARL, EXP, LOG, vertex, DDX, SEQ, X2D, KIL_SAT;\nEND");
}

TEST(ArbReader, NameDeclaredTwice) {
    ExpectErrorAt("TEMP a;\nPARAM @a = 1;\nEND", "already declared");
    ExpectErrorAt("TEMP a, @a;\nEND", "already declared");
    ExpectErrorAt("ATTRIB c = fragment.color;\nALIAS @c = c;\nEND", "already declared");
}

TEST(ArbReader, UndeclaredName) {
    ExpectErrorAt("MOV result.color, @nothing;\nEND", "undeclared identifier 'nothing'");
    ExpectErrorAt("MOV @r, fragment.color;\nTEMP r;\nEND", "undeclared");  // use before declaration
}

// --- naming statements ---

TEST(ArbReader, TempStatement) {
    Program p = ExpectValid("TEMP a, b, c;\nTEMP d;\nMOV a, b;\nEND");
    ASSERT_EQ(p.temporaries.size(), 4u);
    EXPECT_EQ(p.temporaries[3], "d");
}

TEST(ArbReader, OutputStatement) {
    Program p = ExpectValid("OUTPUT c = result.color;\nOUTPUT d = result.depth;\n"
                            "MOV c, fragment.color;\nMOV d.z, fragment.position;\nEND");
    ASSERT_EQ(p.outputs.size(), 2u);
    EXPECT_TRUE(p.WritesDepth());
    ExpectErrorAt("OUTPUT c = result.@position;\nEND", "unknown fragment result");
}

TEST(ArbReader, AliasStatement) {
    Program p = ExpectValid("TEMP a;\nALIAS b = a;\nALIAS c = b;\nMOV c, fragment.color;\n"
                            "MOV result.color, a;\nEND");
    EXPECT_EQ(p.temporaries.size(), 1u);  // aliases declare nothing (3.11.3.5)
    EXPECT_EQ(p.instructions[0].dst.index, 0u);
    ExpectErrorAt("ALIAS b = @a;\nEND", "undeclared");
}

TEST(ArbReader, ResultBindingsOnlyColorAndDepth) {
    // piglit result-02 ... result-11
    ExpectErrorAt("MOV result.@position, fragment.color;\nEND", "unknown fragment result");
    ExpectErrorAt("MOV result.@texcoord[0], fragment.color;\nEND", "unknown fragment result");
    ExpectErrorAt("MOV result.color.@primary, fragment.color;\nEND", "write mask");
}

// --- instructions ---

TEST(ArbReader, EveryInstructionWithAndWithoutSat) {
    struct Case {
        const char* text;
        Opcode op;
    };
    const Case cases[] = {
        {"ABS t, v;", Opcode::kABS},         {"ADD t, v, v;", Opcode::kADD},
        {"CMP t, v, v, v;", Opcode::kCMP},   {"COS t, v.x;", Opcode::kCOS},
        {"DP3 t, v, v;", Opcode::kDP3},      {"DP4 t, v, v;", Opcode::kDP4},
        {"DPH t, v, v;", Opcode::kDPH},      {"DST t, v, v;", Opcode::kDST},
        {"EX2 t, v.y;", Opcode::kEX2},       {"FLR t, v;", Opcode::kFLR},
        {"FRC t, v;", Opcode::kFRC},         {"LG2 t, v.z;", Opcode::kLG2},
        {"LIT t, v;", Opcode::kLIT},         {"LRP t, v, v, v;", Opcode::kLRP},
        {"MAD t, v, v, v;", Opcode::kMAD},   {"MAX t, v, v;", Opcode::kMAX},
        {"MIN t, v, v;", Opcode::kMIN},      {"MOV t, v;", Opcode::kMOV},
        {"MUL t, v, v;", Opcode::kMUL},      {"POW t, v.x, v.y;", Opcode::kPOW},
        {"RCP t, v.w;", Opcode::kRCP},       {"RSQ t, v.x;", Opcode::kRSQ},
        {"SCS t, v.x;", Opcode::kSCS},       {"SGE t, v, v;", Opcode::kSGE},
        {"SIN t, v.x;", Opcode::kSIN},       {"SLT t, v, v;", Opcode::kSLT},
        {"SUB t, v, v;", Opcode::kSUB},      {"SWZ t, v, x, y, 0, 1;", Opcode::kSWZ},
        {"TEX t, v, texture, 2D;", Opcode::kTEX}, {"TXB t, v, texture[1], 2D;", Opcode::kTXB},
        {"TXP t, v, texture[2], 2D;", Opcode::kTXP}, {"XPD t, v, v;", Opcode::kXPD},
    };
    for (const Case& c : cases) {
        for (bool sat : {false, true}) {
            std::string text = c.text;
            if (sat) text.insert(3, "_SAT");
            SCOPED_TRACE(text);
            Program p = ExpectValid("TEMP t;\nATTRIB v = fragment.texcoord;\n" + text + "\nEND");
            ASSERT_EQ(p.instructions.size(), 1u);
            EXPECT_EQ(p.instructions[0].opcode, c.op);
            EXPECT_EQ(p.instructions[0].saturate, sat);
        }
    }
    Program kil = ExpectValid("KIL fragment.texcoord;\nEND");
    EXPECT_EQ(kil.instructions[0].opcode, Opcode::kKIL);
    EXPECT_EQ(kil.counts.tex_instructions, 1u);
}

TEST(ArbReader, KilHasNoSatForm) { ExpectErrorAt("@KIL_SAT fragment.texcoord;\nEND", "unknown instruction"); }

TEST(ArbReader, UnknownInstructions) {
    ExpectErrorAt("@MOVR result.color, fragment.color;\nEND", "unknown instruction");
    ExpectErrorAt("@mov result.color, fragment.color;\nEND", "unknown instruction");
    ExpectErrorAt("@DDX result.color, fragment.color;\nEND", "unknown instruction");
}

TEST(ArbReader, OperandCounts) {
    ExpectErrorAt("ADD result.color, fragment.color@;\nEND", "expected ','");
    ExpectErrorAt("MOV result.color, fragment.color@, fragment.color;\nEND", "expected ';'");
    ExpectErrorAt("MAD result.color, fragment.color, fragment.color@;\nEND", "expected ','");
}

TEST(ArbReader, ScalarOperandsNeedOneComponent) {
    // piglit cos-02, cos-03, sincos-02..04
    ExpectErrorAt("COS result.color, fragment.texcoord[0]@;\nEND", "scalar operand");
    ExpectErrorAt("COS result.color, 3.14159@;\nEND", "scalar operand");
    ExpectErrorAt("POW result.color, fragment.color.x, fragment.color.@xy;\nEND", "one component");
    ExpectErrorAt("RCP result.color, fragment.color.@xyzw;\nEND", "one component");
    Program p = ExpectValid("COS result.color, 3.14159.x;\nEND");  // piglit cos-04
    EXPECT_TRUE(p.instructions[0].src[0].scalar);
}

TEST(ArbReader, Swizzles) {
    Program p = ExpectValid("MOV result.color, fragment.color.yzzx;\n"
                            "MOV result.color, fragment.color.gbbr;\n"
                            "MOV result.color, fragment.color.w;\nEND");
    using C = Component;
    std::array<C, 4> yzzx = {C::kY, C::kZ, C::kZ, C::kX};
    EXPECT_EQ(p.instructions[0].src[0].swizzle, yzzx);
    EXPECT_EQ(p.instructions[1].src[0].swizzle, yzzx);  // rgba names the same components
    std::array<C, 4> wwww = {C::kW, C::kW, C::kW, C::kW};
    EXPECT_EQ(p.instructions[2].src[0].swizzle, wwww);  // ".w" is ".wwww" (3.11.4.1)
    EXPECT_FALSE(p.instructions[2].src[0].scalar);
}

TEST(ArbReader, InvalidSwizzles) {
    ExpectErrorAt("MOV result.color, fragment.color.@xy;\nEND", "invalid swizzle");
    ExpectErrorAt("MOV result.color, fragment.color.@xyz;\nEND", "invalid swizzle");
    ExpectErrorAt("MOV result.color, fragment.color.@xyba;\nEND", "invalid swizzle");
    ExpectErrorAt("MOV result.color, fragment.color.@xyzwx;\nEND", "invalid swizzle");
    ExpectErrorAt("MOV result.color, fragment.color.@q;\nEND", "invalid swizzle");
}

TEST(ArbReader, NegationAndPlus) {
    Program p = ExpectValid("MOV result.color, -fragment.color;\nMOV result.color, +fragment.color;\n"
                            "MOV result.color, -2;\nEND");
    EXPECT_TRUE(p.instructions[0].src[0].negate);
    EXPECT_FALSE(p.instructions[1].src[0].negate);
    // "-2" in an instruction is the negation of the constant 2 (3.11.3.2).
    const SourceOperand& two = p.instructions[2].src[0];
    EXPECT_TRUE(two.negate);
    EXPECT_EQ(p.parameters[two.index].constant, (std::array<float, 4>{2, 2, 2, 2}));
    ExpectErrorAt("MOV result.color, -@-fragment.color;\nEND", "source register");
}

TEST(ArbReader, WriteMasks) {
    Program p = ExpectValid("TEMP t;\nMOV t.xw, fragment.color;\nMOV t.rgb, fragment.color;\n"
                            "MOV t.y, fragment.color;\nEND");
    EXPECT_EQ(p.instructions[0].dst.write_mask, 0b1001);
    EXPECT_EQ(p.instructions[1].dst.write_mask, 0b0111);
    EXPECT_EQ(p.instructions[2].dst.write_mask, 0b0010);
    ExpectErrorAt("TEMP t;\nMOV t.@yx, fragment.color;\nEND", "write mask");   // order
    ExpectErrorAt("TEMP t;\nMOV t.@xx, fragment.color;\nEND", "write mask");   // repeat
    ExpectErrorAt("TEMP t;\nMOV t.@rgw, fragment.color;\nEND", "write mask");  // mixed sets
    ExpectErrorAt("TEMP t;\nMOV t.@xyzwx, fragment.color;\nEND", "write mask");
}

TEST(ArbReader, DestinationsAreWritable) {
    ExpectErrorAt("MOV @fragment.color, fragment.color;\nEND", "write only");
    ExpectErrorAt("PARAM p = 1;\nMOV @p, fragment.color;\nEND", "read-only");
    ExpectErrorAt("ATTRIB a = fragment.color;\nMOV @a, fragment.color;\nEND", "read-only");
    ExpectErrorAt("MOV @1, fragment.color;\nEND", "write only");
}

TEST(ArbReader, ResultsAreWriteOnly) {
    ExpectErrorAt("MOV result.color, @result.color;\nEND", "write-only");
    ExpectErrorAt("OUTPUT o = result.color;\nMOV result.color, @o;\nEND", "write-only");
}

// --- SWZ (3.11.5.28) ---

TEST(ArbReader, ExtendedSwizzle) {
    Program p = ExpectValid("SWZ result.color, fragment.color, -1, x, -y, 0;\nEND");
    const auto& s = p.instructions[0].extended_swizzle;
    EXPECT_EQ(s[0].select, Component::kOne);
    EXPECT_TRUE(s[0].negate);
    EXPECT_EQ(s[1].select, Component::kX);
    EXPECT_EQ(s[2].select, Component::kY);
    EXPECT_TRUE(s[2].negate);
    EXPECT_EQ(s[3].select, Component::kZero);
    ExpectValid("SWZ result.color, fragment.color, a, b, g, r;\nEND");
}

TEST(ArbReader, ExtendedSwizzleErrors) {
    ExpectErrorAt("SWZ result.color, fragment.color, @xcellent, y, z, w;\nEND", "selector");
    ExpectErrorAt("SWZ result.color, fragment.color, 0, 1, @2, -x;\nEND", "selector");
    ExpectErrorAt("SWZ result.color, fragment.color, a, b, @x, r;\nEND", "mixes");
    ExpectErrorAt("SWZ result.color, fragment.color, x, y, z@;\nEND", "','");
    // The source takes neither a sign nor a suffix.
    ExpectErrorAt("SWZ result.color, @-fragment.color, x, y, z, w;\nEND", "source register");
    ExpectErrorAt("SWZ result.color, fragment.color@.x, x, y, z, w;\nEND", "','");
}

// --- texture instructions (3.11.6) ---

TEST(ArbReader, TextureTargetsAndUnits) {
    Program p = ExpectValid("TEX result.color, fragment.texcoord, texture[0], 1D;\n"
                            "TEX result.color, fragment.texcoord, texture[1], 2D;\n"
                            "TEX result.color, fragment.texcoord, texture[2], 3D;\n"
                            "TEX result.color, fragment.texcoord, texture[3], CUBE;\n"
                            "TEX result.color, fragment.texcoord, texture[31], RECT;\n"
                            "TXP result.color, fragment.texcoord, texture, 1D;\nEND");
    EXPECT_EQ(p.instructions[3].texture_target, TextureTarget::kCube);
    EXPECT_EQ(p.instructions[4].texture_unit, 31);
    EXPECT_EQ(p.instructions[5].texture_unit, 0);  // "texture" alone is unit 0
}

TEST(ArbReader, TextureErrors) {
    ExpectErrorAt("TEX result.color, fragment.texcoord, texture[@32], 2D;\nEND", "out of range");
    ExpectErrorAt("TEX result.color, fragment.texcoord, texture[0], @4D;\nEND", "texture target");
    ExpectErrorAt("TEX result.color, fragment.texcoord, texture[0], @2d;\nEND", "texture target");
    ExpectErrorAt("TEX result.color, fragment.texcoord, texture[0], 2D;\n"
                  "TEX result.depth, fragment.texcoord[1], texture[0], @3D;\nEND",
                  "already sampled as 2D");
    ExpectErrorAt("TEX result.color, fragment.texcoord, @texcoord[0], 2D;\nEND", "'texture'");
}

TEST(ArbReader, ShadowTargetsNeedTheOption) {
    ExpectErrorAt("TEX result.color, fragment.texcoord, texture[0], @SHADOW2D;\nEND", "ARB_fragment_program_shadow");
    Program p = ExpectValid("OPTION ARB_fragment_program_shadow;\n"
                            "TEX result.color, fragment.texcoord, texture[0], SHADOW1D;\n"
                            "TEX result.color, fragment.texcoord, texture[1], SHADOW2D;\n"
                            "TEX result.color, fragment.texcoord, texture[2], SHADOWRECT;\nEND");
    EXPECT_EQ(p.instructions[2].texture_target, TextureTarget::kShadowRect);
    ExpectErrorAt("OPTION ARB_fragment_program_shadow;\n"
                  "TEX result.color, fragment.texcoord, texture[0], 2D;\n"
                  "TEX result.color, fragment.texcoord, texture[0], @SHADOW2D;\nEND",
                  "already sampled");
}

// --- error recovery ---

TEST(ArbReader, ReportsEveryIndependentError) {
    ReadResult r = Read("MOV result.color, a;\nMOV result.color, b;\nEND");
    EXPECT_EQ(r.diagnostics.ErrorCount(), 2u);
    EXPECT_EQ(r.error_position, static_cast<std::int64_t>(testing::kHeader.size() + 18));
}

}  // namespace
}  // namespace tessera::lang::arbfp
