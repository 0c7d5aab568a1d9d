// SPDX-License-Identifier: MIT
#include "lang/arbfp/reader/lexer.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace tessera::lang::arbfp {
namespace {

struct Lexed {
    TokenKind kind;
    std::string text;
    bool operator==(const Lexed&) const = default;
};

std::vector<Lexed> LexAll(std::string_view text) {
    std::vector<Lexed> out;
    for (const Token& t : Lex(text, 0)) {
        if (t.kind == TokenKind::kEnd) break;
        out.push_back({t.kind, std::string(text.substr(t.offset, t.length))});
    }
    return out;
}

void PrintTo(const Lexed& l, std::ostream* os) { *os << static_cast<int>(l.kind) << ":" << l.text; }

TEST(ArbLexer, WordsAndPunctuation) {
    std::vector<Lexed> expected = {
        {TokenKind::kWord, "MOV"},      {TokenKind::kWord, "result"}, {TokenKind::kPunct, "."},
        {TokenKind::kWord, "color"},    {TokenKind::kPunct, ","},     {TokenKind::kWord, "$a_1"},
        {TokenKind::kPunct, ";"},
    };
    EXPECT_EQ(LexAll("MOV result.color, $a_1;"), expected);
}

TEST(ArbLexer, FloatForms) {
    // 3.11.2: integer part, point, fraction, exponent; one of the parts may be missing.
    for (const char* text : {"1.", ".5", "1.5", "1e3", "1.5E-2", "1.e+3", ".5e2"}) {
        auto tokens = LexAll(text);
        ASSERT_EQ(tokens.size(), 1u) << text;
        EXPECT_EQ(tokens[0].kind, TokenKind::kFloat) << text;
    }
    EXPECT_EQ(LexAll("42")[0].kind, TokenKind::kInteger);
}

TEST(ArbLexer, RangeIsNotAFloat) {
    std::vector<Lexed> expected = {
        {TokenKind::kInteger, "0"}, {TokenKind::kPunct, ".."}, {TokenKind::kInteger, "3"}};
    EXPECT_EQ(LexAll("0..3"), expected);
}

TEST(ArbLexer, ConstantFollowedBySwizzle) {
    std::vector<Lexed> expected = {
        {TokenKind::kFloat, "3.14159"}, {TokenKind::kPunct, "."}, {TokenKind::kWord, "x"}};
    EXPECT_EQ(LexAll("3.14159.x"), expected);
}

TEST(ArbLexer, TextureTargetsAreNumberWords) {
    EXPECT_EQ(LexAll("2D")[0], (Lexed{TokenKind::kNumberWord, "2D"}));
    EXPECT_EQ(LexAll("12abc")[0], (Lexed{TokenKind::kNumberWord, "12abc"}));
    // An exponent without digits does not make a float: "1e" runs into a word.
    EXPECT_EQ(LexAll("1e")[0].kind, TokenKind::kNumberWord);
}

TEST(ArbLexer, CommentsEndAtNewlineCarriageReturnOrEnd) {
    std::vector<Lexed> expected = {{TokenKind::kWord, "A"}, {TokenKind::kWord, "B"},
                                   {TokenKind::kWord, "C"}};
    EXPECT_EQ(LexAll("A # one\nB # two\rC # three"), expected);
}

TEST(ArbLexer, SignIsItsOwnToken) {
    std::vector<Lexed> expected = {{TokenKind::kPunct, "-"}, {TokenKind::kInteger, "2"}};
    EXPECT_EQ(LexAll("-2"), expected);
}

// The NVIDIA options' punctuation: absolute-value bars, condition masks and labels. The
// lexer is shared, so ARB programs meet them as tokens the grammar has no place for.
TEST(ArbLexer, NvOptionPunctuation) {
    std::vector<Lexed> expected = {
        {TokenKind::kWord, "l"},   {TokenKind::kPunct, ":"}, {TokenKind::kWord, "R0"},
        {TokenKind::kPunct, "("},  {TokenKind::kWord, "GT"}, {TokenKind::kPunct, ")"},
        {TokenKind::kPunct, "|"},  {TokenKind::kWord, "R1"}, {TokenKind::kPunct, "|"}};
    EXPECT_EQ(LexAll("l: R0 (GT) |R1|"), expected);
}

TEST(ArbLexer, InvalidCharacters) {
    auto tokens = LexAll("MOV @R0@");
    ASSERT_EQ(tokens.size(), 4u);
    EXPECT_EQ(tokens[1].kind, TokenKind::kInvalid);
    EXPECT_EQ(tokens[1].text, "@");
}

}  // namespace
}  // namespace tessera::lang::arbfp
