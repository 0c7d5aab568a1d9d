// SPDX-License-Identifier: MIT
#include "lang/common/cfamily/lexer.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace tessera::lang::cfamily {
namespace {

struct Lexed {
    std::vector<Token> tokens;
    support::DiagnosticList diagnostics;
    SourceManager sources;
};

// Lexes `text` to the end (the kEndOfFile token is not kept).
std::unique_ptr<Lexed> LexAll(const std::string& text, LexOptions options = {}) {
    auto out = std::make_unique<Lexed>();
    FileId id = out->sources.AddFile("t.cg", text);
    Lexer lexer(out->sources.File(id).Text(), out->sources.At(id, 0), options, out->diagnostics,
                out->sources);
    for (Token t = lexer.Next(); t.kind != TokenKind::kEndOfFile; t = lexer.Next())
        out->tokens.push_back(t);
    return out;
}

std::vector<std::string> Spellings(const std::string& text, LexOptions options = {}) {
    std::vector<std::string> out;
    auto lexed = LexAll(text, options);
    for (const Token& t : lexed->tokens) out.emplace_back(t.spelling);
    return out;
}

using V = std::vector<std::string>;

TEST(CfamilyLexer, KindsAndSpellings) {
    auto lexed = LexAll("float4 x_1 = 2.5h; \"s\" 'c'");
    const auto& t = lexed->tokens;
    ASSERT_EQ(t.size(), 7u);
    EXPECT_EQ(t[0].kind, TokenKind::kIdentifier);
    EXPECT_EQ(t[0].spelling, "float4");
    EXPECT_EQ(t[1].spelling, "x_1");
    EXPECT_TRUE(t[2].Is(Punct::kAssign));
    EXPECT_EQ(t[3].kind, TokenKind::kNumber);
    EXPECT_EQ(t[3].spelling, "2.5h");
    EXPECT_TRUE(t[4].Is(Punct::kSemicolon));
    EXPECT_EQ(t[5].kind, TokenKind::kString);
    EXPECT_EQ(t[6].kind, TokenKind::kChar);
    EXPECT_TRUE(lexed->diagnostics.All().empty());
}

TEST(CfamilyLexer, EveryPunctuator) {
    // Each spelling on its own, separated by spaces, lexes to the enumerator that prints it.
    const char* all[] = {"[",  "]",  "(",   ")",   "{",  "}",   ".",  "->", "++", "--",
                         "&",  "*",  "+",   "-",   "~",  "!",   "/",  "%",  "<<", ">>",
                         "<",  ">",  "<=",  ">=",  "==", "!=",  "^",  "|",  "&&", "||",
                         "^^", "?",  ":",   "::",  ";",  "...", "=",  "*=", "/=", "%=",
                         "+=", "-=", "<<=", ">>=", "&=", "^=",  "|=", ",",  "#",  "##"};
    LexOptions glsl;
    glsl.caret_caret = true;
    for (const char* p : all) {
        auto lexed = LexAll(p, glsl);
        ASSERT_EQ(lexed->tokens.size(), 1u) << p;
        EXPECT_EQ(lexed->tokens[0].kind, TokenKind::kPunct) << p;
        EXPECT_EQ(PunctSpelling(lexed->tokens[0].punct), p);
    }
}

TEST(CfamilyLexer, LongestMatch) {
    EXPECT_EQ(Spellings("a+++++b"), (V{"a", "++", "++", "+", "b"}));
    EXPECT_EQ(Spellings("x<<=y>>=z"), (V{"x", "<<=", "y", ">>=", "z"}));
    EXPECT_EQ(Spellings("a...b..c"), (V{"a", "...", "b", ".", ".", "c"}));
    EXPECT_EQ(Spellings("p->q"), (V{"p", "->", "q"}));
    EXPECT_EQ(Spellings("%:"), (V{"%", ":"}));  // no digraphs (C89)
}

TEST(CfamilyLexer, CaretCaretOnlyInGlsl) {
    EXPECT_EQ(Spellings("a^^b"), (V{"a", "^", "^", "b"}));
    LexOptions glsl;
    glsl.caret_caret = true;
    EXPECT_EQ(Spellings("a^^b", glsl), (V{"a", "^^", "b"}));
}

TEST(CfamilyLexer, PreprocessingNumbers) {
    // C 6.4.8: one token each, whatever their value turns out to be.
    EXPECT_EQ(Spellings("1e+5 0x1e+1 1.2.3 .5 12abc 1.f 3.x"),
              (V{"1e+5", "0x1e+1", "1.2.3", ".5", "12abc", "1.f", "3.x"}));
    EXPECT_EQ(Spellings("1+2 a.5"), (V{"1", "+", "2", "a", ".5"}));
    EXPECT_EQ(Spellings("1..2"), (V{"1..2"}));
}

TEST(CfamilyLexer, SwizzleAfterConstantInCg) {
    // Cg's "Vector swizzle operator": 1..xxx, 1.0.xxx and 1.0f.xxx are a constant and a swizzle.
    LexOptions cg;
    cg.swizzle_after_number = true;
    EXPECT_EQ(Spellings("1..xxx 1.0.xxx 1.0f.rgb .5._m", cg),
              (V{"1.", ".", "xxx", "1.0", ".", "xxx", "1.0f", ".", "rgb", ".5", ".", "_m"}));
    // Unchanged: one dot, a dot before a digit, numbers without a dot.
    EXPECT_EQ(Spellings("3.x 1.2.3 1..2 2f.x", cg), (V{"3.x", "1.2.3", "1..2", "2f.x"}));
    // C and GLSL keep the pp-number of C 6.4.8.
    EXPECT_EQ(Spellings("1..xxx"), (V{"1..xxx"}));
}

TEST(CfamilyLexer, Flags) {
    auto lexed = LexAll("a b\n  c/**/d\n");
    const auto& t = lexed->tokens;
    ASSERT_EQ(t.size(), 4u);
    EXPECT_TRUE(t[0].Has(kStartOfLine));
    EXPECT_FALSE(t[0].Has(kLeadingSpace));
    EXPECT_TRUE(t[1].Has(kLeadingSpace));
    EXPECT_FALSE(t[1].Has(kStartOfLine));
    EXPECT_TRUE(t[2].Has(kStartOfLine));
    EXPECT_TRUE(t[3].Has(kLeadingSpace));  // a comment is white space
}

TEST(CfamilyLexer, Comments) {
    EXPECT_EQ(Spellings("a // b c\nd /* e\nf */ g"), (V{"a", "d", "g"}));
    EXPECT_EQ(Spellings("a/**/b"), (V{"a", "b"}));
    EXPECT_EQ(Spellings("a /* // */ b"), (V{"a", "b"}));
    EXPECT_EQ(Spellings("a // x /* y\nb */"), (V{"a", "b", "*", "/"}));
}

TEST(CfamilyLexer, UnterminatedCommentIsAnErrorAtItsStart) {
    auto lexed = LexAll("a\n  /* never closed\nb");
    EXPECT_EQ(lexed->tokens.size(), 1u);
    ASSERT_EQ(lexed->diagnostics.All().size(), 1u);
    const support::Diagnostic& d = lexed->diagnostics.All()[0];
    EXPECT_EQ(d.message, "unterminated comment");
    EXPECT_EQ(d.offset, 4u);  // line 2, column 3
}

TEST(CfamilyLexer, LineSplices) {
    // C 5.1.1.2 phase 2: backslash-newline vanishes, even inside tokens and comments.
    auto lexed = LexAll("ab\\\ncd +\\\r\n= // c\\\nstill comment\nx");
    const auto& t = lexed->tokens;
    ASSERT_EQ(t.size(), 3u);
    EXPECT_EQ(t[0].spelling, "abcd");
    EXPECT_EQ(t[0].location.offset, 0u);
    EXPECT_EQ(t[0].length, 6u);  // raw bytes, splice included, for the caret
    EXPECT_EQ(t[1].spelling, "+=");
    EXPECT_TRUE(t[1].Is(Punct::kPlusAssign));
    EXPECT_EQ(t[2].spelling, "x");
    EXPECT_EQ(Spellings("/\\\n* c *\\\n/ y"), (V{"y"}));
    EXPECT_EQ(Spellings("1\\\n.5e\\\n+3"), (V{"1.5e+3"}));
}

TEST(CfamilyLexer, LineEndings) {
    auto lexed = LexAll("a\r\nb\rc\nd");
    ASSERT_EQ(lexed->tokens.size(), 4u);
    for (const Token& t : lexed->tokens) EXPECT_TRUE(t.Has(kStartOfLine)) << t.spelling;
}

TEST(CfamilyLexer, StringsAndCharacters) {
    EXPECT_EQ(Spellings(R"("a\"b" 'x' '\'' "\\")"), (V{R"("a\"b")", "'x'", R"('\'')", R"("\\")"}));
    auto lexed = LexAll("\"open\nx 'y\n");
    const auto& t = lexed->tokens;
    ASSERT_EQ(t.size(), 3u);
    EXPECT_EQ(t[0].kind, TokenKind::kInvalid);
    EXPECT_TRUE(t[0].Has(kUnterminated));
    EXPECT_EQ(t[0].spelling, "\"open");
    EXPECT_EQ(t[2].kind, TokenKind::kInvalid);
    EXPECT_EQ(t[2].spelling, "'y");
}

TEST(CfamilyLexer, GlslHasNoStrings) {
    LexOptions glsl;
    glsl.strings_and_chars = false;
    auto lexed = LexAll("\"a\"", glsl);
    ASSERT_EQ(lexed->tokens.size(), 3u);
    EXPECT_EQ(lexed->tokens[0].kind, TokenKind::kInvalid);
    EXPECT_EQ(lexed->tokens[1].kind, TokenKind::kIdentifier);
}

TEST(CfamilyLexer, StrayCharacters) {
    auto lexed = LexAll("a @ $ ` \\ \xC3\xA9\xC3\xA9 b");
    const auto& t = lexed->tokens;
    ASSERT_EQ(t.size(), 7u);
    for (int i = 1; i <= 5; ++i) EXPECT_EQ(t[i].kind, TokenKind::kInvalid) << i;
    EXPECT_EQ(t[5].spelling, "\xC3\xA9\xC3\xA9");   // one token for a run of non-ASCII bytes
    EXPECT_TRUE(lexed->diagnostics.All().empty());  // reported by the preprocessor, if used
}

TEST(CfamilyLexer, SingleTokenForPasting) {
    SourceManager sources;
    Token t;
    EXPECT_TRUE(LexSingleToken("<<=", {}, sources, t));
    EXPECT_TRUE(t.Is(Punct::kShlAssign));
    EXPECT_TRUE(LexSingleToken("x1", {}, sources, t));
    EXPECT_TRUE(LexSingleToken("1e", {}, sources, t));
    EXPECT_FALSE(LexSingleToken("+-", {}, sources, t));
    EXPECT_FALSE(LexSingleToken("//", {}, sources, t));
    EXPECT_FALSE(LexSingleToken("/*", {}, sources, t));
    EXPECT_FALSE(LexSingleToken("a.", {}, sources, t));
    EXPECT_FALSE(LexSingleToken("\"a", {}, sources, t));
}

}  // namespace
}  // namespace tessera::lang::cfamily
