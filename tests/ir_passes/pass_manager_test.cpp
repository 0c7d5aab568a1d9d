// SPDX-License-Identifier: MIT
// The pass manager's switches (print-after, skip, names) and the limits of lower_unroll,
// which are options text files cannot set.
#include <gtest/gtest.h>

#include <sstream>

#include "ir/passes/lower_unroll.h"
#include "ir/passes/pass_manager.h"
#include "ir/printer.h"
#include "ir/text_reader.h"

namespace tessera::ir::passes {
namespace {

constexpr const char* kProgram = R"(module fragment
input @v: float4 @TEXCOORD0
output @color: float4 @COLOR
fn main() -> void {
  var $i: int
  %0: int = const (0)
  store $i, %0
  %1: float4 = load @v
  loop {
    %2: int = load $i
    %3: int = const (20)
    %4: bool = ge %2, %3
    if %4 {
      break
    }
    %5: int = const (1)
    %6: int = add %2, %5
    store $i, %6
  }
  %7: float4 = add %1, %1
  %8: float4 = mul %1, %1
  store @color, %7
}
entry main
)";

Module Read(const char* text) {
    support::SourceFile source("test.ir", text);
    support::DiagnosticList diagnostics;
    std::optional<Module> m = ReadModule(source, diagnostics);
    EXPECT_TRUE(m.has_value());
    return m ? std::move(*m) : Module{};
}

TEST(PassManager, NamesAndAliases) {
    EXPECT_EQ(CanonicalPassName("cse"), "opt_cse");
    EXPECT_EQ(CanonicalPassName("if-to-select"), "lower_if_to_select");
    EXPECT_EQ(CanonicalPassName("constant-fold"), "opt_constant_fold");
    EXPECT_EQ(CanonicalPassName("fold"), "opt_constant_fold");
    EXPECT_EQ(CanonicalPassName("LOWER_INLINE"), "lower_inline");
    EXPECT_EQ(CanonicalPassName("promote"), "lower_promote_variables");
    EXPECT_EQ(CanonicalPassName("nonsense"), "");
    EXPECT_EQ(PassNames().size(), 13u);
}

TEST(PassManager, PrintAfter) {
    Module m = Read(kProgram);
    PipelineOptions options;
    std::stringstream out;
    options.print_to = &out;
    options.print_after = {"dce"};
    support::DiagnosticList diagnostics;
    Result r = RunPipeline(m, "opt_dce", options, diagnostics);
    EXPECT_TRUE(r.ok);
    EXPECT_TRUE(r.progress);
    EXPECT_EQ(out.str(), "# IR after opt_dce\n" + Print(m));
    EXPECT_EQ(out.str().find("mul"), std::string::npos);
}

TEST(PassManager, PrintAll) {
    Module m = Read(kProgram);
    PipelineOptions options;
    std::stringstream out;
    options.print_to = &out;
    options.print_after = {"all"};
    support::DiagnosticList diagnostics;
    RunPipeline(m, "lower", options, diagnostics);
    for (const char* name : {"lower_inline", "lower_unroll", "lower_if_to_select", "lower_promote_variables"})
        EXPECT_NE(out.str().find(std::string("# IR after ") + name), std::string::npos) << name;
}

TEST(PassManager, Skip) {
    Module m = Read(kProgram);
    PipelineOptions options;
    options.skip = {"opt_dce"};
    support::DiagnosticList diagnostics;
    Result r = RunPipeline(m, "lower,optimize", options, diagnostics);
    EXPECT_TRUE(r.ok) << (diagnostics.FirstError() ? diagnostics.FirstError()->message : "");
    // Without DCE the unused mul survives.
    EXPECT_NE(Print(m).find("mul"), std::string::npos);
}

TEST(PassManager, UnknownSkipName) {
    Module m = Read(kProgram);
    PipelineOptions options;
    options.skip = {"opt_nothing"};
    support::DiagnosticList diagnostics;
    Result r = RunPipeline(m, "opt_dce", options, diagnostics);
    EXPECT_FALSE(r.ok);
    ASSERT_TRUE(diagnostics.HasErrors());
    EXPECT_EQ(diagnostics.FirstError()->message, "unknown pass 'opt_nothing'");
}

TEST(LowerUnroll, IterationLimitIsADiagnostic) {
    Module m = Read(kProgram);
    support::DiagnosticList diagnostics;
    UnrollOptions limits;
    limits.max_iterations = 8;
    Result r = LowerUnroll(m, diagnostics, limits);
    EXPECT_FALSE(r.ok);
    ASSERT_TRUE(diagnostics.HasErrors());
    EXPECT_EQ(diagnostics.FirstError()->message, "loop runs more than 8 times, the unrolling limit");
    EXPECT_NE(Print(m).find("loop"), std::string::npos);  // left as it was
}

TEST(LowerUnroll, InstructionLimitIsADiagnostic) {
    Module m = Read(kProgram);
    support::DiagnosticList diagnostics;
    UnrollOptions limits;
    limits.max_instructions = 10;
    Result r = LowerUnroll(m, diagnostics, limits);
    EXPECT_FALSE(r.ok);
    ASSERT_TRUE(diagnostics.HasErrors());
    EXPECT_EQ(diagnostics.FirstError()->message,
              "unrolling this loop makes more than 10 instructions, the limit");
}

// A loop inlined from a header keeps that header's file index in its span; the error must
// carry it so the front end can point into the right file.
TEST(LowerUnroll, ErrorKeepsTheSpansFile) {
    Module m = Read(kProgram);
    for (Instruction& inst : m.functions[m.entry].insts)
        if (inst.op == Op::kLoop) inst.span = Span{3, 40, 4};
    support::DiagnosticList diagnostics;
    UnrollOptions limits;
    limits.max_iterations = 8;
    EXPECT_FALSE(LowerUnroll(m, diagnostics, limits).ok);
    ASSERT_TRUE(diagnostics.HasErrors());
    EXPECT_EQ(diagnostics.FirstError()->file, 3u);
    EXPECT_EQ(diagnostics.FirstError()->offset, 40u);
    EXPECT_EQ(diagnostics.FirstError()->length, 4u);
}

TEST(LowerUnroll, WithinLimits) {
    Module m = Read(kProgram);
    support::DiagnosticList diagnostics;
    Result r = LowerUnroll(m, diagnostics);
    EXPECT_TRUE(r.ok);
    EXPECT_TRUE(r.progress);
    EXPECT_EQ(Print(m).find("loop"), std::string::npos);
}

}  // namespace
}  // namespace tessera::ir::passes
