// SPDX-License-Identifier: MIT
// lower_inverse_trig against the exact functions: the module is interpreted before the pass
// (asin, acos, atan, atan2 from the C library) and after it (the polynomials) over a grid
// of inputs, and the results must agree within the bounds Abramowitz and Stegun give for the
// approximations (6.7e-5 for acos and asin, 1e-5 for atan), plus float rounding.
#include "ir/passes/lower_inverse_trig.h"

#include <gtest/gtest.h>

#include <cmath>

#include "ir/interpreter.h"
#include "ir/text_reader.h"
#include "ir/validate.h"

namespace tessera::ir::passes {
namespace {

constexpr const char* kModule = R"(module fragment
input @v: float4 @TEXCOORD0
output @color: float4 @COLOR
fn main() -> void {
  %0: float4 = load @v
  %1: float = extract %0, [0]
  %2: float = extract %0, [1]
  %3: float = intrinsic asin %1
  %4: float = intrinsic acos %1
  %5: float = intrinsic atan2 %1, %2
  %6: float = intrinsic atan %2
  %7: float4 = construct %3, %4, %5, %6
  store @color, %7
}
entry main
)";

Module Read() {
    support::SourceFile source("trig.ir", kModule);
    support::DiagnosticList diagnostics;
    std::optional<Module> m = ReadModule(source, diagnostics);
    EXPECT_TRUE(m.has_value());
    return m ? std::move(*m) : Module{};
}

std::vector<double> Interpret(const Module& m, float x, float y) {
    Inputs inputs(m);
    inputs.Set("@v", {x, y, 0, 1});
    RunResult r = RunFragment(m, inputs);
    EXPECT_TRUE(r.ok) << r.error;
    const Value* color = r.ok ? r.fragments[0].Find("@color") : nullptr;
    return color ? color->scalars : std::vector<double>(4, NAN);
}

TEST(LowerInverseTrig, MatchesTheExactFunctionsWithinTheApproximationBounds) {
    Module exact = Read();
    Module lowered = Read();
    support::DiagnosticList diagnostics;
    EXPECT_TRUE(LowerInverseTrig(lowered, diagnostics).progress);
    EXPECT_TRUE(Validate(lowered).Ok()) << Validate(lowered).Message();
    const double bounds[4] = {7e-5, 7e-5, 2e-5, 2e-5};  // asin, acos, atan2, atan
    double worst[4] = {0, 0, 0, 0};
    for (int i = -20; i <= 20; ++i) {
        for (int j = -20; j <= 20; ++j) {
            float x = static_cast<float>(i) / 20, y = static_cast<float>(j) / 20;
            std::vector<double> want = Interpret(exact, x, y), got = Interpret(lowered, x, y);
            for (int c = 0; c < 4; ++c) {
                if (c == 2 && x == 0 && y == 0) continue;  // atan2(0, 0): see below
                worst[c] = std::max(worst[c], std::fabs(want[c] - got[c]));
            }
        }
    }
    for (int c = 0; c < 4; ++c) EXPECT_LT(worst[c], bounds[c]) << "component " << c;
    // The denominator guard makes atan2(0, 0) a number (0), where a plain division would
    // give NaN.
    std::vector<double> origin = Interpret(lowered, 0, 0);
    EXPECT_EQ(origin[2], 0);
    // Exact at the ends of the range, as the spec of acos requires in spirit: within bounds.
    EXPECT_NEAR(Interpret(lowered, 1, 1)[1], 0, 7e-5);
    EXPECT_NEAR(Interpret(lowered, -1, 1)[1], 3.14159265, 7e-5);
}

TEST(LowerInverseTrig, LeavesOtherModulesAlone) {
    constexpr const char* kPlain = R"(module fragment
input @v: float4 @TEXCOORD0
output @color: float4 @COLOR
fn main() -> void {
  %0: float4 = load @v
  %1: float4 = intrinsic sin %0
  store @color, %1
}
entry main
)";
    support::SourceFile source("plain.ir", kPlain);
    support::DiagnosticList diagnostics;
    std::optional<Module> m = ReadModule(source, diagnostics);
    ASSERT_TRUE(m.has_value());
    EXPECT_FALSE(LowerInverseTrig(*m, diagnostics).progress);
}

}  // namespace
}  // namespace tessera::ir::passes
