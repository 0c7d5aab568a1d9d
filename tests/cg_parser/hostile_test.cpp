// SPDX-License-Identifier: MIT
// Hostile input (issue 10): deep nesting, long chains, truncated files and garbage must give
// a clear error naming the limit, in bounded time, without overflowing the stack.
#include <gtest/gtest.h>

#include <random>

#include "tests/cg_parser/test_util.h"

namespace tessera::lang::cg {
namespace {

using testing::Parse;

std::string Repeat(std::string_view piece, std::size_t count) {
    std::string out;
    out.reserve(piece.size() * count);
    for (std::size_t i = 0; i < count; ++i) out += piece;
    return out;
}

// The program parses with exactly one error (and nothing else), which contains `needle`.
void ExpectOneError(const std::string& text, std::string_view needle) {
    auto parsed = Parse(text);
    ASSERT_EQ(parsed.list->ErrorCount(), 1u) << parsed.diagnostics.substr(0, 2000);
    EXPECT_NE(parsed.diagnostics.find(needle), std::string::npos) << parsed.diagnostics;
}

constexpr std::size_t kDeep = 10'000;

TEST(CgParserHostile, DeepParentheses) {
    ExpectOneError("float x = " + Repeat("(", kDeep) + "1" + Repeat(")", kDeep) + ";\nfloat y;",
                   "expressions nested too deeply (the limit is 256 levels)");
}

TEST(CgParserHostile, DeepParenthesesInAnIfCondition) {
    ExpectOneError(
        "void f() { if (" + Repeat("(", kDeep) + "1" + Repeat(")", kDeep) + ") return; }",
        "nested too deeply");
}

TEST(CgParserHostile, DeepUnaryOperators) {
    ExpectOneError("float x = " + Repeat("-", kDeep) + "1;", "nested too deeply");
    ExpectOneError("float x = " + Repeat("!", kDeep) + "1;", "nested too deeply");
}

TEST(CgParserHostile, DeepCasts) {
    ExpectOneError("float x = " + Repeat("(float)", kDeep) + "1;", "nested too deeply");
}

TEST(CgParserHostile, LongChainsAreTooDeepTrees) {
    ExpectOneError("float x = 1" + Repeat(" + 1", 100'000) + ";", "expression too deep");
    ExpectOneError("float x = a" + Repeat("[0]", 100'000) + ";", "expression too deep");
    ExpectOneError("float x = a" + Repeat(".x", 100'000) + ";", "expression too deep");
    ExpectOneError("float x = f" + Repeat("()", 100'000) + ";", "expression too deep");
    ExpectOneError("float x = a" + Repeat("++", 100'000) + ";", "expression too deep");
}

TEST(CgParserHostile, ChainsBelowTheLimitAreFine) {
    auto parsed = Parse("float x = 1" + Repeat(" + 1", 1000) + ";");
    EXPECT_EQ(parsed.diagnostics, "");
}

TEST(CgParserHostile, RightAssociativeChains) {
    ExpectOneError("void f() { a" + Repeat(" = a", kDeep) + "; }", "nested too deeply");
    ExpectOneError("float x = c" + Repeat(" ? 1 : c", kDeep) + ";", "nested too deeply");
}

TEST(CgParserHostile, DeepBlocks) {
    ExpectOneError("void f() " + Repeat("{", kDeep) + Repeat("}", kDeep) + "\nfloat y;",
                   "statements nested too deeply");
}

TEST(CgParserHostile, DeepIfs) {
    ExpectOneError("void f() { " + Repeat("if (a) ", kDeep) + "a = 1; }", "nested too deeply");
    ExpectOneError("void f() { if (a) a = 1;" + Repeat(" else if (a) a = 1;", kDeep) + " }",
                   "nested too deeply");
}

TEST(CgParserHostile, DeepInitializerLists) {
    ExpectOneError("float x = " + Repeat("{", kDeep) + "1" + Repeat("}", kDeep) + ";",
                   "initializer lists nested too deeply");
}

TEST(CgParserHostile, DeepStructs) {
    ExpectOneError(Repeat("struct S { ", kDeep) + "float x;" + Repeat(" };", kDeep),
                   "struct definitions nested too deeply");
}

TEST(CgParserHostile, UnbalancedBrackets) {
    for (std::string_view piece : {"{", "}", "(", ")", "[", "]", "float x = {", "void f() {"}) {
        auto parsed = Parse(Repeat(piece, 50'000));
        EXPECT_TRUE(parsed.HasErrors()) << piece;
        EXPECT_LE(parsed.list->All().size(), support::DiagnosticList::kMaxDiagnostics);
    }
}

TEST(CgParserHostile, ManyErrorsAreCapped) {
    auto parsed = Parse(Repeat("float = ;\n", 10'000));
    EXPECT_EQ(parsed.list->ErrorCount(), 10'000u);
    EXPECT_TRUE(parsed.list->Truncated());
}

TEST(CgParserHostile, EveryPrefixOfAShader) {
    const std::string shader =
        "struct In { float4 c : COLOR0; float2 uv : TEXCOORD0; };\n"
        "interface Light { float3 f(float3 p); };\n"
        "struct P : Light { float3 q; float3 f(float3 p) { return q - p; } };\n"
        "typedef packed float row[4];\n"
        "arbfp1 float4 main(In IN, uniform sampler2D t : TEXUNIT0, uniform float k = 2) : COLOR\n"
        "{\n"
        "    float4 s = 0; float w[3] = {1, 2, 3};\n"
        "    for (int i = 0; i < 3; i++) { s += tex2D(t, IN.uv + i) * w[i]; }\n"
        "    if (s.a < 0.5) discard; else s.rgb = (float3)s.x * k ? s.xyz : -s.zyx;\n"
        "    do { k--; } while (k > 0);\n"
        "    float4x4 m; s.xy = m._m00_m11 + m._11_22;\n"
        "    return float4(s.rgb, 1) * IN.c;\n"
        "}\n";
    for (std::size_t n = 0; n <= shader.size(); ++n) {
        auto parsed = Parse(shader.substr(0, n));
        (void)parsed;
    }
    EXPECT_EQ(Parse(shader).diagnostics, "");
}

TEST(CgParserHostile, RandomTokenSoup) {
    const char* pieces[] = {
        "float4", "x",       "(",         ")",       "{",      "}",      "[",       "]",
        ";",      ",",       ":",         "?",       "=",      "+",      "-",       "*",
        ".",      "struct",  "interface", "typedef", "if",     "else",   "for",     "while",
        "do",     "return",  "1",         "2.5",     "T",      "S",      "::",      "<",
        ">",      "uniform", "in",        "out",     "arbfp1", "packed", "discard", "sampler2D",
        "'c'",    "\"s\"",   "->",        "&",       "~",      "switch"};
    std::mt19937 random(12345);
    std::uniform_int_distribution<std::size_t> pick(0, std::size(pieces) - 1);
    for (int round = 0; round < 300; ++round) {
        std::string text = "typedef float T; struct S { float a; };\n";
        for (int i = 0; i < 200; ++i) text += std::string(pieces[pick(random)]) + " ";
        auto parsed = Parse(text);
        (void)parsed;
    }
}

TEST(CgParserHostile, BinaryGarbage) {
    std::mt19937 random(777);
    std::string text;
    for (int i = 0; i < 100'000; ++i) text += static_cast<char>(random() & 0xff);
    auto parsed = Parse(text);
    EXPECT_TRUE(parsed.HasErrors());
}

}  // namespace
}  // namespace tessera::lang::cg
