// SPDX-License-Identifier: MIT
// Repeated calls merged before inlining (merge_calls.h): a chain 40 calls deep where every
// level calls the one below twice with the same argument would be 2^40 copies of the
// innermost body without merging; with it, inlining is linear and quick.
#include <gtest/gtest.h>

#include <chrono>
#include <string>

#include "ir/interpreter.h"
#include "ir/passes/pass_manager.h"
#include "ir/text_reader.h"

namespace tessera::ir::passes {
namespace {

// c0(x) = x + 1; ck(x) = c(k-1)(x) + c(k-1)(x), so c40(x) = 2^40 (x + 1). For x = 0.5:
// 1.5 * 2^40 = 1649267441664, exact in float (a power of two times 1.5).
std::string Chain(int depth) {
    std::string text = "module fragment\ninput @v: float @TEXCOORD0\noutput @color: float @COLOR\n";
    text += "fn c0(in $x: float) -> float {\n  %0: float = load $x\n  %1: float = const (1)\n"
            "  %2: float = add %0, %1\n  ret %2\n}\n";
    for (int k = 1; k <= depth; ++k) {
        const std::string below = "c" + std::to_string(k - 1);
        text += "fn c" + std::to_string(k) + "(in $x: float) -> float {\n  %0: float = load $x\n" +
                "  %1: float = call " + below + " %0\n  %2: float = load $x\n  %3: float = call " + below +
                " %2\n  %4: float = add %1, %3\n  ret %4\n}\n";
    }
    text += "fn main() -> void {\n  %0: float = load @v\n  %1: float = call c" + std::to_string(depth) +
            " %0\n  store @color, %1\n}\nentry main\n";
    return text;
}

TEST(MergeCalls, FortyDeepChainInlinesQuickly) {
    const auto start = std::chrono::steady_clock::now();
    const std::string text = Chain(40);
    support::SourceFile source("chain.ir", text);
    support::DiagnosticList diagnostics;
    std::optional<Module> m = ReadModule(source, diagnostics);
    ASSERT_TRUE(m.has_value());
    PipelineOptions options;
    options.validate = true;
    ASSERT_TRUE(RunPipeline(*m, "lower,optimize", options, diagnostics).ok);
    // Merged, the inlined code is a few instructions per level; unmerged, 2^40.
    EXPECT_LT(m->functions[m->entry].insts.size(), 20000u);
    Inputs inputs(*m);
    ASSERT_TRUE(inputs.SetGlobal(0, {0.5}));
    RunResult run = RunFragment(*m, inputs);
    ASSERT_TRUE(run.ok) << run.error;
    EXPECT_EQ(run.fragments[0].outputs.at("@color").scalars[0], 1649267441664.0);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    EXPECT_LT(seconds, 5.0);
}

}  // namespace
}  // namespace tessera::ir::passes
