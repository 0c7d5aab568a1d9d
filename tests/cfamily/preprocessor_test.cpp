// SPDX-License-Identifier: MIT
// Macro definition and expansion: object-like and function-like macros, rescanning and
// blue paint, "#" and "##" (own equivalents of the examples of C 6.10.3.5), Print.
#include <gtest/gtest.h>

#include "tests/cfamily/test_util.h"

namespace tessera::lang::cfamily {
namespace {

using testing::Preprocess;

TEST(CfamilyMacros, ObjectLike) {
    auto r = Preprocess("#define N 4\n#define TWO_N N + N\nx = TWO_N * N;\n");
    EXPECT_EQ(r.text, "x = 4 + 4 * 4;\n");
    EXPECT_EQ(r.diagnostics, "");
    EXPECT_EQ(r.tokens.back().kind, TokenKind::kEndOfFile);
}

TEST(CfamilyMacros, FunctionLike) {
    auto r = Preprocess(
        "#define SQ(x) ((x)*(x))\n#define MAX(a, b) ((a) > (b) ? (a) : (b))\n"
        "SQ(a+1) MAX(p, SQ(q))\n");
    EXPECT_EQ(r.text, "((a+1)*(a+1)) ((p) > (((q)*(q))) ? (p) : (((q)*(q))))\n");
    EXPECT_EQ(r.diagnostics, "");
}

TEST(CfamilyMacros, FunctionLikeNameWithoutParenthesesIsNotAnInvocation) {
    auto r = Preprocess("#define f(x) <x>\nf + f(1) f\n(2) f\n");
    EXPECT_EQ(r.text, "f + <1> <2> f\n");
}

TEST(CfamilyMacros, ParenthesisAfterSpaceMakesAnObjectLikeMacro) {
    auto r = Preprocess("#define g (x)\n#define h() empty\ng h() h( )\n");
    EXPECT_EQ(r.text, "(x) empty empty\n");
}

TEST(CfamilyMacros, ArgumentsWithParenthesesCommasAndNewlines) {
    auto r = Preprocess("#define first(a, b) a\nfirst((1, 2), 3) first(x\n, y)\n");
    EXPECT_EQ(r.text, "(1, 2) x\n");
    r = Preprocess("#define one(a) [a]\none() one(  ) one(p\nq)\n");
    EXPECT_EQ(r.text, "[] [] [p q]\n");
}

TEST(CfamilyMacros, ArgumentCountErrors) {
    auto r =
        Preprocess("#define two(a, b) a b\n  two(1)\ntwo(1, 2, 3)\n#define none() x\nnone(1)\n");
    EXPECT_EQ(r.diagnostics,
              "main.cg:2:3: error: macro 'two' expects 2 arguments, got 1\n"
              "main.cg:3:1: error: macro 'two' expects 2 arguments, got 3\n"
              "main.cg:5:1: error: macro 'none' expects 0 arguments, got 1\n");
}

TEST(CfamilyMacros, UnterminatedArgumentList) {
    auto r = Preprocess("#define f(x) x\na f(1, (2)\n");
    EXPECT_EQ(r.diagnostics, "main.cg:2:3: error: unterminated argument list invoking macro 'f'\n");
    EXPECT_EQ(r.text, "a\n");
}

TEST(CfamilyMacros, SelfReferenceIsNotExpandedAgain) {
    // C 6.10.3.4 p2: the name of the macro being replaced is not replaced again.
    auto r = Preprocess("#define foo foo + 1\n#define a b\n#define b a\nfoo a b\n");
    EXPECT_EQ(r.text, "foo + 1 a b\n");
    ASSERT_GE(r.tokens.size(), 5u);
    EXPECT_TRUE(r.tokens[0].Has(kNoExpand));
    EXPECT_TRUE(r.tokens[3].Has(kNoExpand));
}

TEST(CfamilyMacros, PaintedNamesStayPaintedThroughLaterExpansions) {
    // Like the first line of 6.10.3.5 EXAMPLE 3: wrap's inner name is painted in the
    // argument, and stays so when the argument is substituted into wrap's own expansion.
    auto r = Preprocess("#define K 7\n#define wrap(v) wrap(K + (v))\nwrap(n*2) - wrap(wrap(e))\n");
    EXPECT_EQ(r.text, "wrap(7 + (n*2)) - wrap(7 + (wrap(7 + (e))))\n");
}

TEST(CfamilyMacros, NameFromAnExpansionTakesParenthesesThatFollowIt) {
    // An argument's expansion ends with a function-like name; the "(" after the call picks
    // it up during the rescan, but the outer macro's own name is painted (EXAMPLE 3's t()).
    auto r = Preprocess(
        "#define id(a) a\n#define call f\n#define f(a) [a]\n"
        "id(id(call)(5) + id)(9)\n");
    EXPECT_EQ(r.text, "[5] + id(9)\n");
}

TEST(CfamilyMacros, InvocationsThatSpanExpansionsAndLines) {
    // Own version of EXAMPLE 3's second and third lines: h opens an invocation its
    // expansion cannot close, m's argument is a macro name called later, w has a comma.
    auto r = Preprocess(
        "#define w 0,1\n#define m(a) a(w)\n#define h g(~\n#define g f\n#define f(a) {a}\n"
        "g(2+(3,4)-w) | h 5) & m\n(f)^m(m);\n");
    EXPECT_EQ(r.text, "{2+(3,4)-0,1} | {~ 5} & {0,1}^m(0,1);\n");
    EXPECT_EQ(r.diagnostics, "");
}

TEST(CfamilyMacros, ArgumentsAreExpandedBeforeSubstitution) {
    auto r = Preprocess("#define ONE 1\n#define show(x) x\n#define pass(x) show(x)\npass(ONE)\n");
    EXPECT_EQ(r.text, "1\n");
    // A macro defined later is seen by the rescan.
    r = Preprocess("#define use() LATE\n#define LATE 9\nuse()\n");
    EXPECT_EQ(r.text, "9\n");
}

TEST(CfamilyMacros, Stringizing) {
    auto r = Preprocess(
        "#define str(s) # s\n#define xstr(s) str(s)\n#define V 4\n"
        "str(  a   +\n b  ) str() str(V) xstr(V) str(a,b)\n");
    EXPECT_EQ(r.text, "\"a + b\" \"\" \"V\" \"4\"\n");
    EXPECT_EQ(r.diagnostics, "main.cg:5:28: error: macro 'str' expects 1 argument, got 2\n");
    EXPECT_EQ(r.tokens[0].kind, TokenKind::kString);
}

TEST(CfamilyMacros, StringizingEscapesStringsAndCharacters) {
    // Only inside string and character literals are '"' and '\' escaped (6.10.3.2 p2).
    auto r = Preprocess("#define q(x) #x\nq(  a   \"\\\\\"  '\\'' b  )\n");
    EXPECT_EQ(r.text, R"("a \"\\\\\" '\\'' b")"
                      "\n");
}

TEST(CfamilyMacros, Pasting) {
    auto r = Preprocess(
        "#define cat(a, b) a ## b\n"
        "cat(12, 34) cat(x, ) cat(, y) cat(,) cat(<, <=) cat(., 5) cat(-, >)\n");
    EXPECT_EQ(r.text, "1234 x y <<= .5 ->\n");
    EXPECT_EQ(r.diagnostics, "");
    EXPECT_TRUE(r.tokens[3].Is(Punct::kShlAssign));
    EXPECT_EQ(r.tokens[4].kind, TokenKind::kNumber);
    EXPECT_TRUE(r.tokens[5].Is(Punct::kArrow));
}

TEST(CfamilyMacros, PastingWithEmptyArguments) {
    // Own version of 6.10.3.5 EXAMPLE 5: placemarkers make chains with empty arguments work.
    auto r = Preprocess(
        "#define tri(p, q, r) p ## q ## r\n"
        "tri(a,b,c) tri(,d,e) tri(f,,g) tri(h,i,) tri(,,j) tri(,,) tri(1,,)\n");
    EXPECT_EQ(r.text, "abc de fg hi j 1\n");
}

TEST(CfamilyMacros, PastedNameIsExpandedOnRescan) {
    auto r = Preprocess(
        "#define AB done\n#define cat(a, b) a ## b\n#define x(n) n\n"
        "cat(A, B) cat(x, (3))\n");
    EXPECT_EQ(r.text, "done 3\n");
}

TEST(CfamilyMacros, PastingOperandsAreNotExpanded) {
    auto r = Preprocess(
        "#define N 5\n#define cat(a, b) a ## b\n#define xcat(a, b) cat(a, b)\n"
        "cat(N, 1) xcat(N, 1)\n");
    EXPECT_EQ(r.text, "N1 51\n");
}

TEST(CfamilyMacros, PastingThatMakesNoTokenIsAnError) {
    auto r = Preprocess("#define cat(a, b) a ## b\ny = cat(+, -) cat(/, /) cat(a, \"s\");\n");
    EXPECT_EQ(r.diagnostics,
              "main.cg:2:5: error: pasting '+' and '-' does not give a valid token\n"
              "main.cg:2:15: error: pasting '/' and '/' does not give a valid token\n"
              "main.cg:2:25: error: pasting 'a' and '\"s\"' does not give a valid token\n");
    EXPECT_EQ(r.text, "y = + - / / a \"s\";\n");
}

TEST(CfamilyMacros, HashHashMadeByPastingIsNotAnOperator) {
    // Own version of 6.10.3.5 EXAMPLE 4's last part: "# ## #" makes a "##" token that is
    // then only a token, and stringizing shows it.
    auto r = Preprocess(
        "#define hh # ## #\n#define mk(a) # a\n#define between(a) mk(a)\n"
        "#define glue(c, d) between(c hh d)\nglue(p, q)\n");
    EXPECT_EQ(r.text, "\"p ## q\"\n");
    EXPECT_EQ(r.diagnostics, "");
}

TEST(CfamilyMacros, StringizeThenPaste) {
    auto r = Preprocess("#define s(x) #x ## x\ns(a)\n");
    EXPECT_EQ(r.diagnostics,
              "main.cg:2:1: error: pasting '\"a\"' and 'a' does not give a valid token\n");
    r = Preprocess("#define s(x, y) x ## #y\ns(, b)\n");
    EXPECT_EQ(r.text, "\"b\"\n");
}

TEST(CfamilyMacros, IdenticalRedefinitionIsAllowed) {
    auto r = Preprocess(
        "#define A 1 + 2\n#define A 1 + /* c */ 2\n#define F(x) (x)\n#define F(x) (x)\nA\n");
    EXPECT_EQ(r.diagnostics, "");
    EXPECT_EQ(r.text, "1 + 2\n");
}

TEST(CfamilyMacros, DifferentRedefinitionIsAnErrorInC) {
    // C 6.10.3 p2 (and GLSL, which follows C): a redefinition must be identical.
    Options c = Options::Cg();
    c.redefinition_is_warning = false;
    auto r = Preprocess("#define A 1 + 2\n#define A 1+2\n#define F(x) x\n#define F(y) y\nA\n", c);
    EXPECT_EQ(r.diagnostics,
              "main.cg:2:9: error: macro 'A' redefined differently\n"
              "main.cg:1:9: note: previous definition is here\n"
              "main.cg:4:9: error: macro 'F' redefined differently\n"
              "main.cg:3:9: note: previous definition is here\n");
    EXPECT_EQ(r.text, "1+2\n");
}

TEST(CfamilyMacros, DifferentRedefinitionIsAWarningInCgAndTheLastDefinitionWins) {
    // cgc's preprocessor warned about a macro redefined differently and used the new
    // definition; Cg code depends on it (a -D value then a header's own #define).
    auto r = Preprocess("#define A 1 + 2\n#define A 3\n#define F(x) x\n#define F(y) -y\nA F(4)\n");
    EXPECT_EQ(r.diagnostics,
              "main.cg:2:9: warning: macro 'A' redefined differently; the new definition is "
              "used, as cgc did\n"
              "main.cg:1:9: note: previous definition is here\n"
              "main.cg:4:9: warning: macro 'F' redefined differently; the new definition is "
              "used, as cgc did\n"
              "main.cg:3:9: note: previous definition is here\n");
    EXPECT_EQ(r.text, "3 -4\n");
    Options with_d = Options::Cg();
    with_d.command_line = {{false, "SCALE=2"}};
    r = Preprocess("#define SCALE 3.0\nSCALE\n", with_d);
    EXPECT_EQ(r.text, "3.0\n");
    EXPECT_NE(r.diagnostics.find("main.cg:1:9: warning: macro 'SCALE' redefined differently"),
              std::string::npos)
        << r.diagnostics;
}

TEST(CfamilyMacros, DefineErrors) {
    auto r = Preprocess(
        "#define\n#define 3 x\n#define f(a, a) a\n#define g(a\n#define h(...) x\n"
        "#define i(x) #y\n#define j ## x\n#define k x ##\n#define defined\n#undef __LINE__\n"
        "#define l(a b) a\n#define m(,) a\n");
    EXPECT_EQ(r.diagnostics,
              "main.cg:1:2: error: macro name missing after #define\n"
              "main.cg:2:9: error: macro names must be identifiers\n"
              "main.cg:3:14: error: duplicate macro parameter 'a'\n"
              "main.cg:4:11: error: missing ')' in macro parameter list\n"
              "main.cg:5:11: error: variadic macros are not supported\n"
              "main.cg:6:14: error: '#' is not followed by a macro parameter\n"
              "main.cg:7:11: error: '##' cannot appear at either end of a macro expansion\n"
              "main.cg:8:13: error: '##' cannot appear at either end of a macro expansion\n"
              "main.cg:9:9: error: cannot define 'defined'\n"
              "main.cg:10:8: error: cannot undefine built-in macro '__LINE__'\n"
              "main.cg:11:13: error: expected ',' or ')' in macro parameter list\n"
              "main.cg:12:11: error: expected a parameter name\n");
}

TEST(CfamilyMacros, Undef) {
    auto r = Preprocess("#define A 1\nA\n#undef A\nA\n#undef NEVER_DEFINED\n#undef A junk\n");
    EXPECT_EQ(r.text, "1\nA\n");
    EXPECT_EQ(r.diagnostics, "main.cg:6:10: warning: extra tokens after #undef are ignored\n");
}

TEST(CfamilyMacros, LocationsPointAtTheMacroUse) {
    auto r = Preprocess("#define M alpha\n#define ID(x) x\nM ID(beta)\n");
    ASSERT_EQ(r.tokens.size(), 3u);
    const Token& alpha = r.tokens[0];
    EXPECT_EQ(alpha.spelling, "alpha");
    EXPECT_TRUE(alpha.Has(kFromMacro));
    EXPECT_EQ(alpha.location.offset, 10u);   // spelled in the #define
    EXPECT_EQ(alpha.expansion.offset, 32u);  // used on line 3
    EXPECT_EQ(alpha.expansion_length, 1u);
    const Token& beta = r.tokens[1];
    EXPECT_FALSE(beta.Has(kFromMacro));  // an argument keeps its own place
    EXPECT_EQ(beta.location.offset, 37u);
    EXPECT_EQ(beta.expansion.offset, 37u);
}

TEST(CfamilyMacros, ErrorsInExpansionsPointAtTheUse) {
    auto r = Preprocess("#define BAD 1.5q\n#define ID(a) a\nx = BAD;\ny = ID(08) + ID(@);\n");
    EXPECT_EQ(r.diagnostics,
              "main.cg:3:5: error: invalid suffix 'q' on floating constant\n"
              "main.cg:4:8: error: invalid digit '8' in octal constant\n"
              "main.cg:4:17: error: invalid character '@'\n");
}

TEST(CfamilyMacros, NumbersCarryTheirValues) {
    auto r = Preprocess("0x1F 017 2.5h 3u 1e2 7\n");
    ASSERT_EQ(r.tokens.size(), 7u);
    EXPECT_EQ(r.tokens[0].number.integer, 31u);
    EXPECT_EQ(r.tokens[1].number.integer, 15u);
    EXPECT_EQ(r.tokens[2].number.type, NumberType::kHalf);
    EXPECT_EQ(r.tokens[2].number.real, 2.5);
    EXPECT_EQ(r.tokens[3].number.type, NumberType::kUnsigned);
    EXPECT_EQ(r.tokens[4].number.type, NumberType::kCfloat);
    EXPECT_EQ(r.tokens[5].number.type, NumberType::kCint);
}

TEST(CfamilyMacros, IntegerConstantsMustFit32Bits) {
    auto r = Preprocess("4294967295 4294967296\n");
    EXPECT_EQ(r.diagnostics, "main.cg:1:12: error: integer constant does not fit in 32 bits\n");
}

TEST(CfamilyMacros, StrayCharactersAndUnterminatedStringsInOutput) {
    auto r = Preprocess("a ` \"open\n'c\n#define UNUSED @ $\n");
    EXPECT_EQ(r.diagnostics,
              "main.cg:1:3: error: invalid character '`'\n"
              "main.cg:1:5: error: missing terminating \" character\n"
              "main.cg:2:1: error: missing terminating ' character\n");
}

TEST(CfamilyMacros, CommandLineAndPredefinedMacros) {
    Options options = Options::Cg();
    options.predefined = {{false, "PROFILE_ARBFP1"}, {false, "__CG_SOMETHING__=2"}};
    options.command_line = {
        {false, "A"}, {false, "B=2"}, {false, "F(x)=x*x"}, {true, "A"}, {false, "C="}};
    auto r = Preprocess("A B F(3) PROFILE_ARBFP1 __CG_SOMETHING__ [C]\n", options);
    EXPECT_EQ(r.text, "A 2 3*3 1 2 []\n");
    EXPECT_EQ(r.diagnostics, "");
    EXPECT_TRUE(r.pp->IsDefined("B"));
    EXPECT_FALSE(r.pp->IsDefined("A"));
}

TEST(CfamilyMacros, BadCommandLineMacroHasAPosition) {
    Options options = Options::Cg();
    options.command_line = {{false, "3=4"}};
    auto r = Preprocess("x\n", options);
    EXPECT_EQ(r.diagnostics, "<command line>:1:9: error: macro names must be identifiers\n");
}

TEST(CfamilyPrint, KeepsTokensApart) {
    auto r = Preprocess("#define neg -\n#define E\n-neg 1 /E/ a E b x E+ +y 1 E.x\n");
    EXPECT_EQ(r.text, "- - 1 / / a b x+ +y 1 .x\n");
    r = Preprocess("a+++b\n  c\n\n\nd");
    EXPECT_EQ(r.text, "a+++b\nc\nd\n");
}

TEST(CfamilyPrint, SplicedDirectivesAndNames) {
    auto r = Preprocess("#def\\\nine XY 9\nX\\\nY\n");
    EXPECT_EQ(r.text, "9\n");
}

}  // namespace
}  // namespace tessera::lang::cfamily
