// SPDX-License-Identifier: MIT
// Unrolled loops computing the values derived by hand in their files' comments: the
// "lower" pipeline runs on the text, the interpreter runs the result (no loop is left).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "ir/interpreter.h"
#include "ir/passes/ir_util.h"
#include "ir/passes/pass_manager.h"
#include "ir/text_reader.h"

namespace tessera::ir::passes {
namespace {

Module Lowered(const std::string& file) {
    std::ifstream in(std::filesystem::path(TESSERA_IR_PASSES_DIR) / file);
    std::stringstream text;
    text << in.rdbuf();
    support::SourceFile source(file, text.str());
    support::DiagnosticList diagnostics;
    std::optional<Module> m = ReadModule(source, diagnostics);
    EXPECT_TRUE(m.has_value()) << file;
    if (!m) return {};
    PipelineOptions options;
    options.validate = true;
    Result r = RunPipeline(*m, "lower", options, diagnostics);
    EXPECT_TRUE(r.ok) << file;
    const Function& f = m->functions[m->entry];
    ForEachInst(f, [&](InstId id) { EXPECT_NE(f.At(id).op, Op::kLoop) << file; });
    return std::move(*m);
}

double Color(const Module& m, double u) {
    Inputs inputs(m);
    EXPECT_TRUE(inputs.SetGlobal(0, {u}));
    RunResult run = RunFragment(m, inputs);
    EXPECT_TRUE(run.ok) << run.error;
    if (!run.ok) return -1;
    return run.fragments[0].outputs.at("@color").scalars[0];
}

TEST(UnrollValues, ContinueInNestedElseIf) {
    Module m = Lowered("lower_unroll/continue_in_else_if.ir");
    EXPECT_EQ(Color(m, 1.0), 7.0);
    EXPECT_EQ(Color(m, -1.0), 5.0);
}

TEST(UnrollValues, BreakInNestedIf) {
    Module m = Lowered("lower_unroll/break_in_nested_if.ir");
    EXPECT_EQ(Color(m, 2.0), 8.0);
    EXPECT_EQ(Color(m, 0.5), 2.0);
    EXPECT_EQ(Color(m, -1.0), 4.0);
}

}  // namespace
}  // namespace tessera::ir::passes
