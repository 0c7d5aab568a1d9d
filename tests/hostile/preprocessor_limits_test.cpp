// SPDX-License-Identifier: MIT
// The preprocessor's limits in-process, with small values so each can be hit exactly:
// the message names the limit, points at the macro use or directive that crossed it, and
// the run stops there (the output ends with the end-of-file token).
#include <gtest/gtest.h>

#include <map>
#include <string>

#include "lang/common/cfamily/preprocessor.h"

namespace tessera::lang::cfamily {
namespace {

struct Outcome {
    std::string text;
    std::string diagnostics;  ///< FormatAll's "file:line:col: error: message" lines only
    std::size_t errors = 0;
};

Outcome Preprocess(const std::string& text, const Limits& limits,
                   std::map<std::string, std::string> files = {}) {
    Options options = Options::Cg();
    options.limits = limits;
    options.read_file = [files](const std::string& path) -> std::optional<std::string> {
        auto it = files.find(path);
        return it == files.end() ? std::nullopt : std::optional<std::string>(it->second);
    };
    support::DiagnosticList list;
    Preprocessor pp(options, list);
    std::vector<Token> tokens = pp.Run("main.cg", text);
    Outcome out;
    out.text = Print(tokens);
    std::string formatted = pp.Sources().FormatAll(list);
    for (std::size_t start = 0, end; start < formatted.size(); start = end + 1) {
        end = formatted.find('\n', start);
        std::string line = formatted.substr(start, end - start);
        if (line.find(": error: ") != std::string::npos) out.diagnostics += line + "\n";
    }
    out.errors = list.ErrorCount();
    return out;
}

TEST(PreprocessorLimits, OutputBytes) {
    Limits limits;
    limits.max_output_bytes = 10;
    // "abcd" "efgh" fit (8 bytes); "ijkl" makes 12.
    Outcome r = Preprocess("abcd efgh\nijkl mnop\n", limits);
    EXPECT_EQ(r.diagnostics,
              "main.cg:2:1: error: the preprocessed output is too large (bytes) (limit 10)\n");
    EXPECT_EQ(r.text, "abcd efgh\n");
}

TEST(PreprocessorLimits, PastedText) {
    Limits limits;
    limits.max_made_bytes = 100;
    // Each level doubles the pasted token: 4, 8, 16, 32, 64 (124 bytes in all by then).
    Outcome r = Preprocess(
        "#define cat(a, b) a ## b\n#define twice(x) cat(x, x)\n"
        "twice(twice(twice(twice(twice(ab)))))\n",
        limits);
    EXPECT_EQ(r.diagnostics,
              "main.cg:3:1: error: '#' and '##' made too much text (bytes) (limit 100)\n");
    EXPECT_EQ(r.errors, 1u);
}

// Found by hostile_tests (DoublingPastesHitTheTextLimit): LexSingleToken compared the
// pasted text's size with Token::length, which saturates at 65535, so pasting two 32 KiB
// identifiers "did not give a valid token", and the failed pastes doubled tokens instead.
TEST(PreprocessorLimits, APastedTokenLongerThan65535BytesIsOneToken) {
    std::string call = "ab";
    for (int i = 0; i < 16; ++i) call = "twice(" + call + ")";  // 2 * 2^16 bytes
    Outcome r = Preprocess("#define cat(a, b) a ## b\n#define twice(x) cat(x, x)\n" + call + "\n",
                           Limits{});
    EXPECT_EQ(r.diagnostics, "");
    EXPECT_EQ(r.text.size(), (2u << 16) + 1);  // one token and the line break
}

TEST(PreprocessorLimits, StringizedText) {
    Limits limits;
    limits.max_made_bytes = 20;
    // "#x" of 30 bytes of argument: stops building at the limit.
    Outcome r = Preprocess("#define str(x) #x\nstr(aaaaaaaaaa bbbbbbbbbb cccccccccc)\n", limits);
    EXPECT_EQ(r.diagnostics,
              "main.cg:2:1: error: '#' and '##' made too much text (bytes) (limit 20)\n");
}

TEST(PreprocessorLimits, ArgumentCopiesAreCountedWhileSubstituting) {
    Limits limits;
    limits.max_tokens = 1000;
    // 100 uses of a 20-token argument: 2,000 tokens in one substitution.
    std::string uses;
    for (int i = 0; i < 100; ++i) uses += " x";
    Outcome r = Preprocess(
        "#define f(x)" + uses + "\nf(1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20)\n",
        limits);
    EXPECT_EQ(r.diagnostics,
              "main.cg:2:1: error: macro expansion produced too many tokens (limit 1000)\n");
    EXPECT_EQ(r.text, "");
}

TEST(PreprocessorLimits, ArgumentTokens) {
    Limits limits;
    limits.max_argument_tokens = 10;
    // g's argument "f ( 1 2 3 )" (6 tokens), then f's inside it (3): 9; f(4 5 6) crosses 10.
    Outcome r = Preprocess("#define f(x) x\n#define g(x) x\ng(f(1 2 3))\nf(4 5 6)\n", limits);
    EXPECT_EQ(r.diagnostics,
              "main.cg:4:1: error: macro arguments hold too many tokens (limit 10)\n");
    EXPECT_EQ(r.text, "1 2 3\n");
}

TEST(PreprocessorLimits, IncludeCount) {
    Limits limits;
    limits.max_includes = 3;
    Outcome r = Preprocess(
        "#include \"a.h\"\n#include \"a.h\"\n#include \"a.h\"\n#include \"a.h\"\nafter\n", limits,
        {{"a.h", "x\n"}});
    EXPECT_EQ(r.diagnostics, "main.cg:4:2: error: too many #include files (limit 3)\n");
    EXPECT_EQ(r.text, "x\nx\nx\n");
}

TEST(PreprocessorLimits, SourceBytes) {
    Limits limits;
    limits.max_source_bytes = 40;
    // main.cg is 30 bytes; a.h's 11 more cross 40.
    const std::string main = "#include \"a.h\"\n// fifteen bbb\n";
    ASSERT_EQ(main.size(), 30u);
    Outcome r = Preprocess(main, limits, {{"a.h", "0123456789\n"}});
    EXPECT_EQ(r.diagnostics,
              "main.cg:1:2: error: the source files are too large (bytes, in all) (limit 40)\n");
}

TEST(PreprocessorLimits, AMainFileOverTheSourceLimit) {
    Limits limits;
    limits.max_source_bytes = 4;
    Outcome r = Preprocess("abcdef\n", limits);
    EXPECT_EQ(r.diagnostics,
              "main.cg:1:1: error: the source files are too large (bytes, in all) (limit 4)\n");
    EXPECT_EQ(r.text, "");
}

TEST(PreprocessorLimits, IncludeDepthStopsTheRun) {
    Limits limits;
    limits.max_include_depth = 3;
    // Two self-inclusions per level: without stopping, each open branch would report again.
    Outcome r = Preprocess("#include \"t.h\"\nafter\n", limits,
                           {{"t.h", "#include \"t.h\"\n#include \"t.h\"\n"}});
    EXPECT_EQ(r.diagnostics,
              "t.h:1:2: error: #include nested too deeply (limit 3); the includes form a cycle: "
              "t.h -> t.h\n");
    EXPECT_EQ(r.errors, 1u);
    EXPECT_EQ(r.text, "");
}

TEST(PreprocessorLimits, DefaultsAreTheDocumentedOnes) {
    // docs/robustness.md lists these values; a change must update it.
    const Limits l;
    EXPECT_EQ(l.max_tokens, 1'000'000u);
    EXPECT_EQ(l.max_output_bytes, 64u << 20);
    EXPECT_EQ(l.max_made_bytes, 16u << 20);
    EXPECT_EQ(l.max_argument_tokens, 2'000'000u);
    EXPECT_EQ(l.max_include_depth, 64u);
    EXPECT_EQ(l.max_includes, 4096u);
    EXPECT_EQ(l.max_source_bytes, 64u << 20);
    EXPECT_EQ(l.max_expansion_depth, 256u);
    EXPECT_EQ(l.max_if_depth, 256u);
    EXPECT_EQ(l.max_expression_depth, 256u);
}

}  // namespace
}  // namespace tessera::lang::cfamily
