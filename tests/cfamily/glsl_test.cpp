// SPDX-License-Identifier: MIT
// GLSL mode (GLSL 1.10 section 3.3) and the limits that keep hostile input bounded.
#include <gtest/gtest.h>

#include "tests/cfamily/test_util.h"

namespace tessera::lang::cfamily {
namespace {

using testing::Preprocess;

testing::Outcome Glsl(const std::string& text, Options options = Options::Glsl()) {
    return Preprocess(text, options, {}, "s.frag");
}

TEST(CfamilyGlsl, VersionMacro) {
    EXPECT_EQ(Glsl("__VERSION__\n").text, "110\n");
    Options options = Options::Glsl();
    options.supported_versions = {110, 120};
    auto r = Glsl("// comment\n/* block */ #version 120\n__VERSION__\n", options);
    EXPECT_EQ(r.text, "120\n");
    EXPECT_EQ(r.diagnostics, "");
    EXPECT_EQ(r.pp->Version(), 120);
    EXPECT_TRUE(r.pp->HasVersionDirective());
}

TEST(CfamilyGlsl, VersionErrors) {
    EXPECT_EQ(Glsl("#version 130\n").diagnostics,
              "s.frag:1:10: error: GLSL version 130 is not supported\n");
    EXPECT_EQ(Glsl("x\n#version 110\n").diagnostics,
              "s.frag:2:2: error: #version must come before anything else in the shader\n");
    EXPECT_EQ(Glsl("#define A 1\n#version 110\n").diagnostics,
              "s.frag:2:2: error: #version must come before anything else in the shader\n");
    EXPECT_EQ(Glsl("#version 110\n#version 110\n").diagnostics,
              "s.frag:2:2: error: #version must come before anything else in the shader\n");
    EXPECT_EQ(Glsl("#version\n").diagnostics,
              "s.frag:1:2: error: #version expects a version number\n");
    EXPECT_EQ(Glsl("#version 110 core\n").diagnostics,
              "s.frag:1:14: error: unexpected tokens after #version\n");
}

TEST(CfamilyGlsl, EachRunIsACompilationUnitOfItsOwn) {
    // The shaders of a GLSL link (glLinkProgram) are compiled separately: a macro or #version
    // of one (GLSL 1.10 section 3.3) means nothing in the next. Their files share one source
    // manager, so every diagnostic names its own file.
    support::DiagnosticList diagnostics;
    Options options = Options::Glsl();
    options.supported_versions = {110, 120};
    options.command_line = {{false, "D=1"}};
    Preprocessor pp(options, diagnostics);
    EXPECT_EQ(Print(pp.Run("a.frag", "#version 120\n#define A 2\nA D __VERSION__\n")), "2 1 120\n");
    EXPECT_EQ(pp.Version(), 120);
    EXPECT_EQ(Print(pp.Run("b.frag", "A D __VERSION__\n#ifdef A\nleak\n#endif\n")), "A 1 110\n");
    EXPECT_EQ(pp.Version(), 110);
    EXPECT_FALSE(pp.HasVersionDirective());
    pp.Run("c.frag", "#error here\n");
    EXPECT_TRUE(pp.Sources().FormatAll(diagnostics).starts_with("c.frag:1:2: error: "));
}

TEST(CfamilyGlsl, FileIsASourceStringNumberAndLineNamesTheLineBefore) {
    // GLSL 1.10 3.3: after "#line L S" the next line is L + 1 and __FILE__ is S.
    auto r = Glsl("__FILE__ __LINE__\n#line 100\n__LINE__\n#line 5 3\n__FILE__ __LINE__\n");
    EXPECT_EQ(r.text, "0 1\n101\n3 6\n");
    EXPECT_EQ(r.diagnostics, "");
    EXPECT_EQ(r.tokens[0].kind, TokenKind::kNumber);
    Options options = Options::Glsl();
    options.source_string_number = 4;
    EXPECT_EQ(Glsl("__FILE__\n#line 0\n__LINE__\n", options).text, "4\n1\n");
    Options v330 = Options::Glsl();
    v330.supported_versions = {330};
    EXPECT_EQ(Glsl("#version 330\n#line 100\n__LINE__\n", v330).text, "100\n");
    EXPECT_EQ(Glsl("#line 1 \"name\"\n").diagnostics,
              "s.frag:1:9: error: #line expects a source string number after the line number\n");
}

TEST(CfamilyGlsl, GlEsOnlyForEs) {
    const char* text = "#ifdef GL_ES\nes GL_FRAGMENT_PRECISION_HIGH\n#else\ndesktop\n#endif\n";
    EXPECT_EQ(Glsl(text).text, "desktop\n");
    Options es = Options::Glsl();
    es.glsl_es = true;
    es.fragment_precision_high = true;
    EXPECT_EQ(Glsl(text, es).text, "es 1\n");
}

TEST(CfamilyGlsl, ReservedMacroNames) {
    auto r = Glsl(
        "#define GL_FOO 1\n#define a__b 2\n#undef GL_ES\n#define __X\n#define G_L 1\n"
        "#undef __VERSION__\n");
    EXPECT_EQ(r.diagnostics,
              "s.frag:1:9: error: macro names beginning with 'GL_' are reserved\n"
              "s.frag:2:9: error: macro names containing '__' are reserved\n"
              "s.frag:3:8: error: macro names beginning with 'GL_' are reserved\n"
              "s.frag:4:9: error: macro names containing '__' are reserved\n"
              "s.frag:6:8: error: cannot undefine built-in macro '__VERSION__'\n");
    Options lenient = Options::Glsl();
    lenient.reserved_double_underscore = ReservedNameCheck::kWarning;
    EXPECT_EQ(Glsl("#define a__b 2\na__b\n", lenient).diagnostics,
              "s.frag:1:9: warning: macro names containing '__' are reserved\n");
    // The caller's predefined macros may use reserved names (extension macros).
    Options ext = Options::Glsl();
    ext.predefined = {{false, "GL_ARB_texture_rectangle=1"}};
    auto r2 = Glsl("#if GL_ARB_texture_rectangle\nyes\n#endif\n", ext);
    EXPECT_EQ(r2.text, "yes\n");
    EXPECT_EQ(r2.diagnostics, "");
    // Cg has no reserved prefixes.
    EXPECT_EQ(Preprocess("#define GL_FOO 1\n#define a__b 2\n").diagnostics, "");
}

TEST(CfamilyGlsl, NoIncludeNoStringsNoStringizing) {
    auto r = Glsl("#include \"a.h\"\nx = \"s\";\n#define S(x) #x\n");
    EXPECT_EQ(r.diagnostics,
              "s.frag:1:2: error: #include is not available in GLSL\n"
              "s.frag:2:5: error: invalid character '\"'\n"
              "s.frag:2:7: error: invalid character '\"'\n"
              "s.frag:3:14: error: '#' (stringizing) is not available in GLSL\n");
}

TEST(CfamilyGlsl, PastingAndFunctionLikeMacros) {
    auto r = Glsl(
        "#define cat(a, b) a##b\n#define LERP(a, b, t) mix(a, b, t)\n"
        "cat(vec, 4) v = LERP(x, y, 0.5);\nbool c = p ^^ q;\n");
    EXPECT_EQ(r.text, "vec4 v = mix(x, y, 0.5);\nbool c = p ^^ q;\n");
    EXPECT_TRUE(r.tokens[16].Is(Punct::kCaretCaret));
}

TEST(CfamilyGlsl, NumbersHaveNoSuffixesIn110) {
    EXPECT_EQ(Glsl("1.0f 3u 2h\n").diagnostics,
              "s.frag:1:1: error: invalid suffix 'f' on floating constant\n"
              "s.frag:1:6: error: invalid suffix 'u' on integer constant\n"
              "s.frag:1:9: error: invalid suffix 'h' on integer constant\n");
    Options v120 = Options::Glsl();
    v120.numbers.float_suffix_f = true;
    EXPECT_EQ(Glsl("1.0f\n", v120).diagnostics, "");
}

TEST(CfamilyGlsl, UndefinedIdentifierInIf) {
    EXPECT_EQ(Glsl("#if FOO\nx\n#else\ny\n#endif\n").text, "y\n");
    Options strict = Options::Glsl();
    strict.undefined_identifier_in_if_is_error = true;
    EXPECT_EQ(Glsl("#if FOO || defined(BAR)\n#endif\n", strict).diagnostics,
              "s.frag:1:5: error: 'FOO' is not defined\n");
}

TEST(CfamilyGlsl, Extensions) {
    Options options = Options::Glsl();
    options.supported_extensions = {"GL_ARB_draw_buffers"};
    auto r = Glsl(
        "#extension GL_ARB_draw_buffers : require\n#extension all : warn\n"
        "#extension GL_EXT_nope : require\n#extension GL_EXT_nope : enable\n"
        "#extension GL_EXT_nope : disable\n#extension all : enable\n"
        "#extension GL_ARB_draw_buffers : sometimes\n#extension GL_ARB_draw_buffers\n",
        options);
    EXPECT_EQ(r.diagnostics,
              "s.frag:3:12: error: extension 'GL_EXT_nope' is not supported\n"
              "s.frag:4:12: warning: extension 'GL_EXT_nope' is not supported\n"
              "s.frag:6:18: error: extension 'all' cannot have behavior 'enable'\n"
              "s.frag:7:34: error: unknown extension behavior 'sometimes'\n"
              "s.frag:8:12: error: #extension expects 'name : behavior'\n");
    const auto& recorded = r.pp->Extensions();
    ASSERT_EQ(recorded.size(), 4u);
    EXPECT_EQ(recorded[0].name, "GL_ARB_draw_buffers");
    EXPECT_EQ(recorded[0].behavior, "require");
    EXPECT_EQ(recorded[1].name, "all");
}

TEST(CfamilyGlsl, PragmasStayUnexpanded) {
    auto r = Glsl("#define off on\n#pragma optimize(off)\n");
    ASSERT_EQ(r.pp->Pragmas().size(), 1u);
    EXPECT_EQ(r.pp->Pragmas()[0].tokens[2].spelling, "off");
}

TEST(CfamilyLimits, ExpansionDepth) {
    std::string text;
    for (int i = 0; i < 20; ++i)
        text += "#define a" + std::to_string(i) + " a" + std::to_string(i + 1) + "\n";
    text += "x a0\n";
    Options options = Options::Cg();
    options.limits.max_expansion_depth = 10;
    auto r = Preprocess(text, options);
    EXPECT_EQ(r.diagnostics, "main.cg:21:3: error: macro expansion nested too deeply (limit 10)\n");
    EXPECT_EQ(r.text, "x a10\n");
}

TEST(CfamilyLimits, DeeplyNestedArgumentsStopAtTheDepthLimit) {
    std::string call;
    for (int i = 0; i < 2000; ++i) call += "f(";
    call += "1";
    for (int i = 0; i < 2000; ++i) call += ")";
    auto r = Preprocess("#define f(x) x\n" + call + "\n");
    EXPECT_EQ(r.diagnostics.substr(0, 60),
              "main.cg:2:513: error: macro expansion nested too deeply (lim");
}

TEST(CfamilyLimits, ExponentialExpansionHitsTheTokenLimit) {
    std::string text = "#define m0 x x\n";
    for (int i = 1; i <= 40; ++i)
        text += "#define m" + std::to_string(i) + " m" + std::to_string(i - 1) + " m" +
                std::to_string(i - 1) + "\n";
    text += "m40 after\n";
    Options options = Options::Cg();
    options.limits.max_tokens = 10000;
    auto r = Preprocess(text, options);
    EXPECT_EQ(r.diagnostics,
              "main.cg:42:1: error: macro expansion produced too many tokens (limit 10000)\n");
    EXPECT_LE(r.tokens.size(), 10001u);
    EXPECT_EQ(r.tokens.back().kind, TokenKind::kEndOfFile);
}

TEST(CfamilyLimits, IfNesting) {
    std::string text;
    for (int i = 0; i < 6; ++i) text += "#if 1\n";
    text += "x\n";
    for (int i = 0; i < 6; ++i) text += "#endif\n";
    Options options = Options::Cg();
    options.limits.max_if_depth = 4;
    auto r = Preprocess(text, options);
    EXPECT_EQ(r.diagnostics, "main.cg:5:2: error: #if nested too deeply (limit 4)\n");
    EXPECT_EQ(r.text, "x\n");
}

TEST(CfamilyLimits, ExpressionNesting) {
    std::string parens(5000, '('), closes(5000, ')'), minus;
    std::string nested_conditionals = "#if 1";
    for (int i = 0; i < 5000; ++i) nested_conditionals += " ? 1 : 1";
    for (int i = 0; i < 5000; ++i) minus += "- ";
    auto r = Preprocess("#if " + parens + "1" + closes + "\n#endif\n#if " + minus + "1\n#endif\n" +
                        nested_conditionals + "\n#endif\n");
    EXPECT_EQ(r.diagnostics,
              "main.cg:1:262: error: #if expression nested too deeply (limit 256)\n"
              "main.cg:3:519: error: #if expression nested too deeply (limit 256)\n"
              "main.cg:5:2057: error: #if expression nested too deeply (limit 256)\n");
}

TEST(CfamilyLimits, ManyErrorsAreCapped) {
    auto r = Preprocess(std::string(1000, '@') + "\n");
    EXPECT_EQ(r.list->ErrorCount(), 1000u);
    EXPECT_TRUE(r.list->Truncated());
}

TEST(CfamilyLimits, FragmentSoupNeverCrashes) {
    // Deterministic random mixes of directive and macro fragments, in both languages: the
    // run must end (with kEndOfFile) whatever errors it reports.
    const char* fragments[] = {"#define ",
                               "#if ",
                               "#elif ",
                               "#else\n",
                               "#endif\n",
                               "f(",
                               ")",
                               ",",
                               "##",
                               "#",
                               "x",
                               "\n",
                               "\\\n",
                               "/*",
                               "*/",
                               "\"",
                               "'",
                               "1",
                               "0x",
                               "defined ",
                               "#include \"a.h\"\n",
                               "(",
                               "__LINE__",
                               "#undef f\n",
                               "#define f(a,b) a##b #a\n",
                               "#define g f(\n",
                               "g",
                               "#line 3\n",
                               "@",
                               "1.5e",
                               "#pragma x\n",
                               "#version 110\n",
                               " "};
    std::uint32_t seed = 12345;
    auto next = [&] { return seed = seed * 1664525u + 1013904223u; };
    for (int round = 0; round < 400; ++round) {
        std::string text;
        int pieces = static_cast<int>(next() % 60);
        for (int i = 0; i < pieces; ++i) text += fragments[next() % std::size(fragments)];
        for (Options options : {Options::Cg(), Options::Glsl()}) {
            auto r = Preprocess(text, options, {{"a.h", "#include \"a.h\"\nf(1,2)"}});
            ASSERT_FALSE(r.tokens.empty()) << text;
            EXPECT_EQ(r.tokens.back().kind, TokenKind::kEndOfFile) << text;
        }
    }
}

}  // namespace
}  // namespace tessera::lang::cfamily
