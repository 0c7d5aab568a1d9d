// SPDX-License-Identifier: MIT
// The .shader_test reader: sections, requirements, commands and their errors.
#include "shader_test/parser.h"

#include <gtest/gtest.h>

#include "shader_test/runner.h"

namespace tessera::shader_test {
namespace {

ParseResult ParseText(std::string text) {
    const support::SourceFile source("t.shader_test", std::move(text));
    return Parse(source);
}

TEST(ShaderTestParser, SplitsSectionsAndKeepsProgramBodiesVerbatim) {
    const ParseResult r = ParseText(
        "# preamble comment\n"
        "[require]\n"
        "GL >= 1.3\n"
        "\n"
        "[vertex program]\n"
        "!!ARBvp1.0\n"
        "OPTION ARB_position_invariant;\n"
        "END\n"
        "\n"
        "[fragment program]\n"
        "!!ARBfp1.0\n"
        "# a comment inside the program stays\n"
        "MOV result.color, {0, 1, 0, 1};\n"
        "END\n"
        "[test]\n"
        "draw rect -1 -1 2 2\n");
    ASSERT_TRUE(r.Ok());
    ASSERT_EQ(r.test.sections.size(), 4u);
    EXPECT_EQ(r.test.sections[0].kind, SectionKind::kRequire);
    EXPECT_EQ(r.test.sections[1].kind, SectionKind::kVertexProgram);
    EXPECT_EQ(r.test.sections[1].line, 5u);
    EXPECT_EQ(r.test.sections[1].body, "!!ARBvp1.0\nOPTION ARB_position_invariant;\nEND\n\n");
    const Section* fp = r.test.Find(SectionKind::kFragmentProgram);
    ASSERT_NE(fp, nullptr);
    EXPECT_EQ(fp->body,
              "!!ARBfp1.0\n# a comment inside the program stays\n"
              "MOV result.color, {0, 1, 0, 1};\nEND\n");
    EXPECT_EQ(r.test.sections[3].kind, SectionKind::kTest);
}

TEST(ShaderTestParser, ClassifiesShaderAndUnknownSections) {
    const ParseResult r = ParseText(
        "[vertex shader passthrough]\n[fragment shader]\nvoid main() {}\n[vertex data]\n"
        "vertex/float/2\n[frobnicate]\n");
    ASSERT_TRUE(r.Ok());
    ASSERT_EQ(r.test.sections.size(), 4u);
    EXPECT_EQ(r.test.sections[0].kind, SectionKind::kShader);
    EXPECT_EQ(r.test.sections[1].kind, SectionKind::kShader);
    EXPECT_EQ(r.test.sections[2].kind, SectionKind::kVertexData);
    EXPECT_EQ(r.test.sections[3].kind, SectionKind::kOther);
    EXPECT_EQ(r.test.sections[3].name, "frobnicate");
}

TEST(ShaderTestParser, RequirementsDropCommentsAndBlankLines) {
    const ParseResult r = ParseText(
        "[require]\n# why this test exists\nGL_ARB_fragment_program   # trailing\n\n  SIZE 64 "
        "32\n");
    ASSERT_TRUE(r.Ok());
    ASSERT_EQ(r.test.requirements.size(), 2u);
    EXPECT_EQ(r.test.requirements[0].text, "GL_ARB_fragment_program");
    EXPECT_EQ(r.test.requirements[0].line, 3u);
    EXPECT_EQ(r.test.requirements[1].text, "SIZE 64 32");
    EXPECT_EQ(r.test.requirements[1].line, 5u);
    const WindowSize size = RequestedWindowSize(r.test);
    EXPECT_EQ(size.width, 64);
    EXPECT_EQ(size.height, 32);
}

TEST(ShaderTestParser, DefaultWindowIsPiglits) {
    const ParseResult r = ParseText("[require]\nGL >= 1.3\n");
    const WindowSize size = RequestedWindowSize(r.test);
    EXPECT_EQ(size.width, 250);
    EXPECT_EQ(size.height, 250);
}

TEST(ShaderTestParser, CommandsTakeTheLongestName) {
    const ParseResult r = ParseText(
        "[test]\n"
        "clear color 0.5 0.5 0.5 0.0\n"
        "clear\n"
        "draw rect tex -1 -1 2 2 0 0 1 1\n"
        "relative probe rgba (0.25, 0.5) (0.2, 0.2, 0.2, 1.0);\n"
        "probe all rgb 1 0 0\n"
        "ortho\n"
        "ortho 0 1 0 1\n");
    ASSERT_TRUE(r.Ok()) << FormatErrors(support::SourceFile("t", ""), r);
    ASSERT_EQ(r.test.commands.size(), 7u);
    EXPECT_EQ(r.test.commands[0].name, "clear color");
    EXPECT_EQ(r.test.commands[0].arguments.size(), 4u);
    EXPECT_EQ(r.test.commands[1].name, "clear");
    EXPECT_EQ(r.test.commands[2].name, "draw rect tex");
    const Command& probe = r.test.commands[3];
    EXPECT_EQ(probe.name, "relative probe rgba");
    EXPECT_EQ(probe.line, 5u);
    ASSERT_EQ(probe.arguments.size(), 6u);
    EXPECT_DOUBLE_EQ(probe.arguments[0].number, 0.25);
    EXPECT_DOUBLE_EQ(probe.arguments[4].number, 0.2);
    EXPECT_EQ(r.test.commands[4].name, "probe all rgb");
    EXPECT_TRUE(r.test.commands[5].arguments.empty());
    EXPECT_EQ(r.test.commands[6].arguments.size(), 4u);
}

TEST(ShaderTestParser, NumbersAndWords) {
    const ParseResult r = ParseText(
        "[test]\ntexparameter 2D compare_func greater\ndraw rect 01 +1 .5 -2e0\n"
        "parameter env_vp 0 (-1.0, 0.0, 0.0, -0.5)\n");
    ASSERT_TRUE(r.Ok());
    const Command& tp = r.test.commands[0];
    EXPECT_TRUE(tp.known);
    EXPECT_FALSE(tp.arguments[0].is_number);
    EXPECT_EQ(tp.arguments[0].word, "2D");
    const Command& draw = r.test.commands[1];
    EXPECT_DOUBLE_EQ(draw.arguments[0].number, 1);
    EXPECT_DOUBLE_EQ(draw.arguments[1].number, 1);
    EXPECT_DOUBLE_EQ(draw.arguments[2].number, 0.5);
    EXPECT_DOUBLE_EQ(draw.arguments[3].number, -2);
    EXPECT_EQ(r.test.commands[2].arguments[0].word, "env_vp");
}

TEST(ShaderTestParser, UnknownCommandsAreKeptNotErrors) {
    const ParseResult r = ParseText(
        "[test]\nblend func GL_ONE GL_ONE\ndraw rect patch -1 -1 2 2\npolygon mode GL_FRONT_AND_BACK GL_LINE\n");
    ASSERT_TRUE(r.Ok());
    ASSERT_EQ(r.test.commands.size(), 3u);
    EXPECT_FALSE(r.test.commands[0].known);
    EXPECT_EQ(r.test.commands[0].name, "blend");
    EXPECT_FALSE(r.test.commands[1].known);
    EXPECT_EQ(r.test.commands[1].name, "draw rect patch");
    EXPECT_FALSE(r.test.commands[2].known);
}

TEST(ShaderTestParser, UniformTakesATypeANameAndWords) {
    // Values stay words: piglit writes some floats as bit patterns (0x7f800000).
    const ParseResult r = ParseText(
        "[test]\nuniform vec4 color 0 1 0x3f800000 1\nuniform float a[2] 0.5\nuniform mat2 m\n");
    ASSERT_FALSE(r.Ok());  // the third has no values
    ASSERT_EQ(r.test.commands.size(), 3u);
    const Command& vec4 = r.test.commands[0];
    EXPECT_TRUE(vec4.known);
    EXPECT_EQ(vec4.name, "uniform");
    ASSERT_EQ(vec4.arguments.size(), 6u);
    EXPECT_EQ(vec4.arguments[0].word, "vec4");
    EXPECT_EQ(vec4.arguments[1].word, "color");
    EXPECT_EQ(vec4.arguments[4].word, "0x3f800000");
    EXPECT_EQ(r.test.commands[1].arguments[1].word, "a[2]");
}

TEST(ShaderTestParser, MalformedKnownCommandIsAnErrorWithFileLineAndColumn) {
    const support::SourceFile source("bad.shader_test",
                                     "[test]\nclear color 1 0 0\nprobe rgba 1 2 0 0 0 x\n");
    const ParseResult r = Parse(source);
    ASSERT_FALSE(r.Ok());
    EXPECT_EQ(r.diagnostics.ErrorCount(), 2u);
    const std::string text = FormatErrors(source, r);
    EXPECT_NE(text.find("bad.shader_test:2:13: error: 'clear color' expects R G B A"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("bad.shader_test:3:12: error: 'probe rgba' expects X Y R G B A"),
              std::string::npos)
        << text;
}

TEST(ShaderTestParser, HeaderWithoutClosingBracket) {
    const ParseResult r = ParseText("[test\nclear\n");
    EXPECT_FALSE(r.Ok());
}

TEST(ShaderTestParser, CrlfLines) {
    const ParseResult r = ParseText("[require]\r\nGL >= 1.3\r\n[test]\r\nclear\r\n");
    ASSERT_TRUE(r.Ok());
    EXPECT_EQ(r.test.requirements[0].text, "GL >= 1.3");
    EXPECT_EQ(r.test.commands[0].name, "clear");
}

TEST(ShaderTestParser, EveryGrammarCommandHasAHandler) {
    for (const CommandGrammar& grammar : KnownCommands())
        EXPECT_TRUE(HasHandler(grammar.name)) << grammar.name;
}

}  // namespace
}  // namespace tessera::shader_test
