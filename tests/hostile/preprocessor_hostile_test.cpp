// SPDX-License-Identifier: MIT
// Hostile input for the C preprocessor, through `tessera check FILE.cg` (Cg is the
// language that has #include): recursive and exponential macros, runaway pasting and
// stringizing, include cycles and trees, deep #if nesting. Each stops at a limit of
// cfamily::Limits with a positioned error naming it (docs/robustness.md).
#include "hostile_case.h"

namespace tessera::testing {
namespace {

using PreprocessorHostile = HostileInput;

constexpr std::string_view kMain = "float4 main() : COLOR { return 1; }\n";

TEST_F(PreprocessorHostile, SelfReferentialMacrosStayUnexpanded) {
    // C 6.10.3.4: a macro met in its own expansion is not replaced again; what is left is
    // not Cg, so the Cg parser reports it.
    ExpectCheckError("self.cg", "#define a a b\n#define f(x) f(x) x\na f(1)\n");
}

TEST_F(PreprocessorHostile, ExponentialMacrosHitTheTokenLimit) {
    std::string text = "#define m0 x x\n";
    for (int i = 1; i <= 64; ++i)
        text += "#define m" + std::to_string(i) + " m" + std::to_string(i - 1) + " m" +
                std::to_string(i - 1) + "\n";
    ExpectCheckError("exponential.cg", text + "m64\n",
                     "macro expansion produced too many tokens (limit 1000000)");
}

TEST_F(PreprocessorHostile, ALongArgumentUsedManyTimesHitsTheTokenLimit) {
    // One substitution copies the argument once per use: counted before it is built whole.
    const std::string uses = Repeat("x ", 4000);
    ExpectCheckError("uses.cg", "#define f(x) " + uses + "\nf(" + Repeat("1 ", 100000) + ")\n",
                     "too many tokens");
}

TEST_F(PreprocessorHostile, MacroChainsHitTheDepthLimit) {
    std::string text;
    for (int i = 0; i < 1000; ++i)
        text += "#define a" + std::to_string(i) + " a" + std::to_string(i + 1) + "\n";
    ExpectCheckError("chain.cg", text + "a0\n", "macro expansion nested too deeply (limit 256)");
    // Each level copies the arguments inside it: 10,000 levels would hold 150 million tokens.
    ExpectCheckError("nested_calls.cg",
                     "#define f(x) x\n" + Repeat("f(", 10000) + "1" + Repeat(")", 10000) + "\n",
                     "macro arguments hold too many tokens (limit 2000000)");
}

TEST_F(PreprocessorHostile, DoublingPastesHitTheTextLimit) {
    // Each level pastes its argument to itself: 2^40 bytes if nothing stopped it.
    const std::string text = "#define cat(a, b) a ## b\n#define twice(x) cat(x, x)\n" +
                             Repeat("twice(", 40) + "ab" + Repeat(")", 40) + "\n";
    ExpectCheckError("paste.cg", text, "'#' and '##' made too much text");
}

TEST_F(PreprocessorHostile, StringizingAMegabyteManyTimesHitsTheTextLimit) {
    const std::string text = "#define big " + std::string(1 << 20, 'b') +
                             "\n#define str(x) #x\n#define xstr(x) str(x)\n" + "xstr(" +
                             Repeat("big ", 100) + ")\n";
    ExpectCheckError("stringize.cg", text, "'#' and '##' made too much text");
}

TEST_F(PreprocessorHostile, AHugeOutputHitsTheOutputLimit) {
    // 200 uses of a 1 MB identifier: 200 MB of output text from a 1 MB file.
    ExpectCheckError("output.cg",
                     "#define big " + std::string(1 << 20, 'b') + "\n" + Repeat("big ", 200) + "\n",
                     "the preprocessed output is too large");
}

TEST_F(PreprocessorHostile, IncludeCyclesAreNamed) {
    Write("a.h", "#include \"b.h\"\n");
    Write("b.h", "#include \"a.h\"\n");
    ExpectCheckError("cycle.cg", "#include \"a.h\"\n" + std::string(kMain),
                     "#include nested too deeply (limit 64); the includes form a cycle: ");
}

TEST_F(PreprocessorHostile, SelfInclusionTwicePerLevelStopsAtTheFirstRunaway) {
    // Without a guard each level opens two more: 2^64 files unless the first overflow stops it.
    Write("twice.h", "#include \"twice.h\"\n#include \"twice.h\"\n");
    ExpectCheckError("twice.cg", "#include \"twice.h\"\n" + std::string(kMain),
                     "#include nested too deeply");
}

TEST_F(PreprocessorHostile, AnIncludeTreeHitsTheIncludeCountLimit) {
    // 30 headers, each including the next twice: 2^30 inclusions, never deeper than 31.
    for (int i = 0; i < 30; ++i) {
        const std::string next = "#include \"h" + std::to_string(i + 1) + ".h\"\n";
        Write("h" + std::to_string(i) + ".h", next + next);
    }
    Write("h30.h", "");
    ExpectCheckError("tree.cg", "#include \"h0.h\"\n" + std::string(kMain),
                     "too many #include files (limit 4096)");
}

TEST_F(PreprocessorHostile, DeepConditionals) {
    ExpectCheckError("ifs.cg",
                     Repeat("#if 1\n", 10000) + Repeat("#endif\n", 10000) + std::string(kMain),
                     "#if nested too deeply (limit 256)");
    ExpectCheckError(
        "if_parens.cg",
        "#if " + Repeat("(", 10000) + "1" + Repeat(")", 10000) + "\n#endif\n" + std::string(kMain),
        "#if expression nested too deeply (limit 256)");
    ExpectCheckError("unterminated_if.cg", std::string(kMain) + "#if 1\n",
                     "unterminated conditional directive");
}

TEST_F(PreprocessorHostile, UnterminatedCommentsAndStrings) {
    ExpectCheckError("comment.cg", std::string(kMain) + "/* " + std::string(1 << 20, '*'));
    // An unused macro may hold anything (it is checked when used), so this one is used.
    ExpectCheckError("string.cg",
                     "#define s \"" + std::string(1 << 20, 's') + "\ns\n" + std::string(kMain),
                     "missing terminating \" character");
}

TEST_F(PreprocessorHostile, ManyMacroArguments) {
    ExpectCheckError(
        "arguments.cg",
        "#define f(a, b) a b\nf(" + Repeat("1, ", 100000) + "2)\n" + std::string(kMain),
        "macro 'f' expects 2 arguments, got 100001");
}

}  // namespace
}  // namespace tessera::testing
