// SPDX-License-Identifier: MIT
// Directives: conditionals and #if arithmetic, #include (in-memory files, search order,
// cycles), #line, #error, #pragma, unknown directives.
#include <gtest/gtest.h>

#include "tests/cfamily/test_util.h"

namespace tessera::lang::cfamily {
namespace {

using testing::Preprocess;

TEST(CfamilyConditionals, IfArithmetic) {
    auto r = Preprocess(
        "#if 1 + 2 * 3 == 7 && (7 - 2 - 1) == 4 && 7 / 2 == 3 && -7 % 3 == -1\nyes1\n#endif\n"
        "#if (2 || 1/0) && !0 && (0 && 1/0) == 0 && (1 ? 2 : 1/0) == 2\nyes2\n#endif\n"
        "#if -1 < 0u\nno3\n#else\nyes3\n#endif\n"
        "#if 0x10 == 16 && 010 == 8 && 'A' == 65 && '\\n' == 10 && '\\x41' == 65 && '\\101' == 65\n"
        "yes4\n#endif\n"
        "#if (1 << 62) > 0 && (-8 >> 1) == -4 && (~0 & 0xff) == 255 && (5 ^ 3) == 6 && (5 | 2) == "
        "7\n"
        "yes5\n#endif\n"
        "#if 18446744073709551615 == -1 && 3u - 4 > 0 && (1, 0) == 0 && 5 >= 5 && 4 <= 3 == 0\n"
        "yes6\n#endif\n");
    EXPECT_EQ(r.text, "yes1\nyes2\nyes3\nyes4\nyes5\nyes6\n");
    EXPECT_EQ(r.diagnostics, "");
}

TEST(CfamilyConditionals, DefinedAndUnknownIdentifiers) {
    auto r = Preprocess(
        "#define N 1\n#define E\n"
        "#ifdef UNDEF\nno\n#elif defined UNDEF || defined(UNDEF)\nno\n"
        "#elif defined N && defined(E) && UNKNOWN == 0 && !UNKNOWN\nyes1\n#else\nno\n#endif\n"
        "#ifndef N\nno\n#else\nyes2\n#endif\n#if N\nyes3\n#endif\n#if UNKNOWN(1)\n#endif\n");
    EXPECT_EQ(r.diagnostics, "main.cg:20:12: error: missing binary operator before '('\n");
    EXPECT_EQ(r.text, "yes1\nyes2\nyes3\n");
}

TEST(CfamilyConditionals, ExpandedMacrosInConditions) {
    auto r = Preprocess(
        "#define VER 3\n#define AT_LEAST(v) (VER >= (v))\n"
        "#if AT_LEAST(2) && !AT_LEAST(4)\nok\n#endif\n");
    EXPECT_EQ(r.text, "ok\n");
}

TEST(CfamilyConditionals, NestedAndSkippedGroups) {
    // A skipped group may hold anything but an unterminated comment: bad directives,
    // stray characters, unterminated quotes, #error.
    auto r = Preprocess(
        "#if 0\n#if 1\nno\n#else\nno\n#endif\n#bogus\n#error not me\n@ 'x \" 08\n"
        "#elif 0\nno\n#elif 1\nyes1\n#if 0\n#elif 1\nyes2\n#endif\n#elif 1/0\nno\n#else\nno\n"
        "#endif\n");
    EXPECT_EQ(r.text, "yes1\nyes2\n");
    EXPECT_EQ(r.diagnostics, "");
}

TEST(CfamilyConditionals, Mistakes) {
    auto r = Preprocess(
        "#else\n#endif\n#elif 1\n#if 1\n#else\n#else\n#elif 1\n#endif junk\n"
        "#if\n#endif\n#ifdef\n#endif\n#ifdef 3\n#endif\n");
    EXPECT_EQ(r.diagnostics,
              "main.cg:1:2: error: #else without #if\n"
              "main.cg:2:2: error: #endif without #if\n"
              "main.cg:3:2: error: #elif without #if\n"
              "main.cg:6:2: error: #else after #else\n"
              "main.cg:7:2: error: #elif after #else\n"
              "main.cg:8:8: warning: extra tokens after #endif are ignored\n"
              "main.cg:9:2: error: #if with no expression\n"
              "main.cg:11:2: error: macro name missing after #ifdef\n"
              "main.cg:13:8: error: macro names must be identifiers\n");
}

TEST(CfamilyConditionals, UnterminatedIfIsReportedAtTheIf) {
    auto r = Preprocess("x\n  #if 1\n#ifdef Y\ny\n");
    EXPECT_EQ(r.diagnostics,
              "main.cg:2:4: error: unterminated conditional directive\n"
              "main.cg:3:2: error: unterminated conditional directive\n");
    EXPECT_EQ(r.text, "x\n");
}

TEST(CfamilyConditionals, ExpressionErrors) {
    auto r = Preprocess(
        "#if 1 +\n#endif\n#if (1\n#endif\n#if 1 2\n#endif\n#if 1.0\n#endif\n"
        "#if 1/0\n#endif\n#if 1 % 0\n#endif\n#if 1 << 64\n#endif\n#if 1 ? 2\n#endif\n"
        "#if \"s\"\n#endif\n#if 'ab'\n#endif\n#if defined\n#endif\n"
        "#if defined(X\n#endif\n#if 08\n#endif\n");
    EXPECT_EQ(r.diagnostics,
              "main.cg:1:7: error: expected an expression in #if\n"
              "main.cg:3:6: error: expected ')' in #if expression\n"
              "main.cg:5:7: error: missing binary operator before '2'\n"
              "main.cg:7:5: error: floating constant in #if expression\n"
              "main.cg:9:6: error: division by zero in #if\n"
              "main.cg:11:7: error: remainder by zero in #if\n"
              "main.cg:13:7: error: shift count is negative or not less than 64\n"
              "main.cg:15:9: error: expected ':' in #if expression\n"
              "main.cg:17:5: error: '\"s\"' is not valid in an #if expression\n"
              "main.cg:19:5: error: multi-character constant\n"
              "main.cg:21:5: error: macro name missing after 'defined'\n"
              "main.cg:23:13: error: missing ')' after 'defined'\n"
              "main.cg:25:5: error: invalid digit '8' in octal constant\n");
}

std::map<std::string, std::string> Files() {
    return {
        {"a.h", "#define A 42\n"},
        {"src/inc.h", "local"},
        {"include/inc.h", "global"},
        {"include/lib/outer.h", "#include \"inner.h\"\nouter __FILE__"},
        {"include/lib/inner.h", "inner __FILE__ __LINE__"},
        {"cycle1.h", "#include \"cycle2.h\"\n"},
        {"cycle2.h", "\n#include \"cycle1.h\"\n"},
        {"self.h", "#ifndef SELF\n#define SELF\n#include \"self.h\"\n#endif\n"},
        {"open_if.h", "#if 1\n"},
    };
}

TEST(CfamilyInclude, QuotedAndAngled) {
    Options options = Options::Cg();
    options.include_dirs = {"include"};
    // Quoted: the including file's directory first, then -I; a.h is in neither for src/.
    auto r = Preprocess("#include \"a.h\"\n", options, Files(), "src/main.cg");
    EXPECT_EQ(r.diagnostics, "src/main.cg:1:2: error: cannot find include file 'a.h'\n");
    r = Preprocess("#include \"a.h\"\nA\n", options, Files());
    EXPECT_EQ(r.text, "42\n");
    r = Preprocess("#include \"inc.h\"\n#include <inc.h>\n", options, Files(), "src/main.cg");
    EXPECT_EQ(r.text, "local\nglobal\n");
    EXPECT_EQ(r.diagnostics, "");
}

TEST(CfamilyInclude, NestedIncludesAreRelativeToTheirFile) {
    Options options = Options::Cg();
    options.include_dirs = {"include/"};
    auto r = Preprocess("#include <lib/outer.h>\nmain __FILE__ __LINE__\n", options, Files());
    EXPECT_EQ(
        r.text,
        "inner \"include/lib/inner.h\" 1\nouter \"include/lib/outer.h\"\nmain \"main.cg\" 2\n");
}

TEST(CfamilyInclude, MacroExpandedNames) {
    Options options = Options::Cg();
    options.include_dirs = {"include"};
    auto r = Preprocess(
        "#define HDR \"a.h\"\n#define SYS <lib/inner.h>\n#include HDR\n#include SYS\nA\n", options,
        Files());
    EXPECT_EQ(r.text, "inner \"include/lib/inner.h\" 1\n42\n");
    EXPECT_EQ(r.diagnostics, "");
}

TEST(CfamilyInclude, Errors) {
    auto r = Preprocess(
        "#include \"nope.h\"\n#include\n#include nothing\n#include <a.h\n"
        "#include \"a.h\" extra\n#include \"\"\n",
        Options::Cg(), Files());
    EXPECT_EQ(r.diagnostics,
              "main.cg:1:2: error: cannot find include file 'nope.h'\n"
              "main.cg:2:2: error: #include expects \"FILENAME\" or <FILENAME>\n"
              "main.cg:3:10: error: #include expects \"FILENAME\" or <FILENAME>\n"
              "main.cg:4:10: error: missing '>' in #include\n"
              "main.cg:5:16: warning: extra tokens after #include are ignored\n"
              "main.cg:6:2: error: empty file name in #include\n");
}

TEST(CfamilyInclude, GuardedSelfInclusionIsFine) {
    // C allows including a file that is already open; its guard stops the recursion.
    auto r = Preprocess("#include \"self.h\"\nok\n", Options::Cg(), Files());
    EXPECT_EQ(r.diagnostics, "");
    EXPECT_EQ(r.text, "ok\n");
}

TEST(CfamilyInclude, RunawayCyclesHitTheDepthLimitAndAreNamed) {
    Options options = Options::Cg();
    options.limits.max_include_depth = 4;
    // Stack: main.cg, cycle1.h, cycle2.h, cycle1.h, cycle2.h; including cycle1.h again
    // exceeds 4 open files, and the innermost repetition of cycle1.h closes the cycle.
    auto r = Preprocess("#include \"cycle1.h\"\n", options, Files());
    EXPECT_EQ(r.diagnostics,
              "cycle2.h:2:2: error: #include nested too deeply (limit 4); the includes form a "
              "cycle: cycle1.h -> cycle2.h -> cycle1.h\n");
}

TEST(CfamilyInclude, DepthLimit) {
    std::map<std::string, std::string> files;
    for (int i = 0; i < 10; ++i)
        files["f" + std::to_string(i) + ".h"] = "#include \"f" + std::to_string(i + 1) + ".h\"\n";
    Options options = Options::Cg();
    options.limits.max_include_depth = 3;
    auto r = Preprocess("#include \"f0.h\"\n", options, files);
    EXPECT_EQ(r.diagnostics, "f2.h:1:2: error: #include nested too deeply (limit 3)\n");
}

TEST(CfamilyInclude, ConditionalsDoNotCrossFiles) {
    auto r = Preprocess("#include \"open_if.h\"\n#endif\n", Options::Cg(), Files());
    EXPECT_EQ(r.diagnostics,
              "open_if.h:1:2: error: unterminated conditional directive\n"
              "main.cg:2:2: error: #endif without #if\n");
}

TEST(CfamilyInclude, MacroInvocationCannotCrossTheEndOfAFile) {
    auto r = Preprocess("#define f(x) [x]\n#include \"a.h\"\nf\n(1)\n", Options::Cg(),
                        {{"a.h", "f"}, {"b.h", ""}});
    EXPECT_EQ(r.text, "f\n[1]\n");
}

TEST(CfamilyLine, CgLineAndFile) {
    auto r = Preprocess(
        "__LINE__\n#line 100\n__LINE__\n__LINE__ __FILE__\n#line 7 \"foo.cg\"\n"
        "__FILE__ __LINE__\n#define L __LINE__\n#define N 20\n#line N\nL\n");
    EXPECT_EQ(r.text, "1\n100\n101 \"main.cg\"\n\"foo.cg\" 7\n20\n");
    EXPECT_EQ(r.diagnostics, "");
    PresumedLocation at = r.pp->Sources().Presumed(r.tokens[4].location);
    EXPECT_EQ(at.name, "foo.cg");
    EXPECT_EQ(at.line, 7u);
}

TEST(CfamilyLine, LineOfAMultiLineInvocationIsTheName) {
    auto r = Preprocess("#define f(x) __LINE__ x\nf(\n1\n)\n\nf(2)\n");
    EXPECT_EQ(r.text, "2 1\n6 2\n");
}

TEST(CfamilyLine, Errors) {
    auto r =
        Preprocess("#line\n#line x\n#line 0\n#line 4294967296\n#line 5 name\n#line 5 \"a\" b\n");
    EXPECT_EQ(r.diagnostics,
              "main.cg:1:2: error: #line expects a line number\n"
              "main.cg:2:7: error: #line expects a line number\n"
              "main.cg:3:7: error: line number out of range\n"
              "main.cg:4:7: error: line number out of range\n"
              "main.cg:5:9: error: #line expects a file name in quotes after the line number\n"
              "main.cg:6:13: warning: extra tokens after #line are ignored\n");
}

TEST(CfamilyDirectives, ErrorDirective) {
    auto r = Preprocess("#define X 1\n  # error  X is  \"bad\" here\n#error\n");
    EXPECT_EQ(r.diagnostics,
              "main.cg:2:5: error: #error X is \"bad\" here\n"
              "main.cg:3:2: error: #error\n");
}

TEST(CfamilyDirectives, PragmasAreKeptUnexpanded) {
    auto r = Preprocess(
        "#define fastmath slow\n#pragma optionNV(fastmath on)\nx\n#pragma once\n"
        "#if 0\n#pragma skipped\n#endif\n");
    const std::vector<Pragma>& pragmas = r.pp->Pragmas();
    ASSERT_EQ(pragmas.size(), 2u);
    ASSERT_EQ(pragmas[0].tokens.size(), 5u);
    EXPECT_EQ(pragmas[0].tokens[0].spelling, "optionNV");
    EXPECT_EQ(pragmas[0].tokens[2].spelling, "fastmath");
    EXPECT_EQ(pragmas[0].token_index, 0u);
    EXPECT_EQ(pragmas[1].tokens[0].spelling, "once");
    EXPECT_EQ(pragmas[1].token_index, 1u);
    EXPECT_EQ(r.text, "x\n");
    EXPECT_EQ(Print(r.tokens, pragmas), "#pragma optionNV(fastmath on)\nx\n#pragma once\n");
}

TEST(CfamilyDirectives, UnknownAndNullDirectives) {
    auto r = Preprocess(
        "#\n# /* comment */\n#foo bar\n# 33 \"file\"\n#version 110\n#extension X : enable\n"
        "a # b\n");
    EXPECT_EQ(r.diagnostics,
              "main.cg:3:2: error: unknown directive '#foo'\n"
              "main.cg:4:3: error: invalid preprocessing directive\n"
              "main.cg:5:2: error: unknown directive '#version'\n"
              "main.cg:6:2: error: unknown directive '#extension'\n");
    EXPECT_EQ(r.text, "a # b\n");  // a "#" not at the start of a line is a token
}

TEST(CfamilyDirectives, ByteOrderMarkIsSkipped) {
    auto r = Preprocess("\xEF\xBB\xBF#define A 1\nA\n");
    EXPECT_EQ(r.text, "1\n");
    EXPECT_EQ(r.diagnostics, "");
}

TEST(CfamilyDirectives, CommentsAndDirectiveLines) {
    // A comment is one space (C 5.1.1.2 phase 3): a "#" after a comment that began a line
    // starts a directive; one after a comment that followed a token does not.
    auto r = Preprocess("/* lead\n */ #define A 1\nx /* tail\n */ #define B 2\nA B\n");
    EXPECT_EQ(r.text, "x #define B 2\n1 B\n");
}

TEST(CfamilyDirectives, FormattedDiagnosticShowsTheLineAndCaret) {
    auto r = Preprocess("#define BAD 1.5q\nfloat x = BAD;\n");
    EXPECT_EQ(r.formatted,
              "main.cg:2:11: error: invalid suffix 'q' on floating constant\n"
              "    float x = BAD;\n"
              "              ^~~\n");
}

}  // namespace
}  // namespace tessera::lang::cfamily
