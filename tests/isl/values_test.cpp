// SPDX-License-Identifier: MIT
// The built-in functions of ISL section VIII as the parameter program evaluates them (the
// same code folds uniform expressions), against values worked out by hand.
#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

#include "lang/isl/plan/values.h"
#include "tests/isl/isl_test_support.h"

namespace tessera::lang::isl::plan {
namespace {

Value Call(const std::string& name, std::vector<Value> args) {
    ValueStep step;
    step.op = ValueOp::kCall;
    step.name = name;
    return EvaluateStep(step, args, {});
}

void ExpectNear(const Value& got, const Value& want, float tolerance = 1e-5f) {
    ASSERT_EQ(got.size(), want.size());
    for (std::size_t i = 0; i < got.size(); ++i) EXPECT_NEAR(got[i], want[i], tolerance) << "element " << i;
}

TEST(IslValues, ScalarBuiltins) {
    ExpectNear(Call("mod", {{-1}, {3}}), {2});          // n - d*floor(n/d) = -1 + 3
    ExpectNear(Call("sign", {{-0.5f}}), {-1});
    ExpectNear(Call("sign", {{0}}), {0});
    ExpectNear(Call("step", {{0.5f}, {0.5f}}), {1});    // 1 for x >= a
    ExpectNear(Call("step", {{0.5f}, {0.4f}}), {0});
    ExpectNear(Call("smoothstep", {{0}, {2}, {1}}), {0.5f});  // t = 1/2: 3t^2 - 2t^3
    ExpectNear(Call("smoothstep", {{0}, {2}, {-1}}), {0});
    ExpectNear(Call("clamp", {{5}, {0}, {1}}), {1});
    ExpectNear(Call("atan", {{1}, {-1}}), {3 * std::numbers::pi_v<float> / 4});
    ExpectNear(Call("round", {{2.5f}}), {3});
}

// Row-vector matrices (docs/isl.md): translate() is the spec's matrix with x, y, z in the
// last row; rotate(0,0,1,pi/2) turns (1,0,0) into (0,1,0) as p * M.
TEST(IslValues, Matrices) {
    ExpectNear(Call("translate", {{1}, {2}, {3}}), {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1, 2, 3, 1});
    ExpectNear(Call("scale", {{2}, {3}, {4}}), {2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 1});
    Value r = Call("rotate", {{0}, {0}, {1}, {std::numbers::pi_v<float> / 2}});
    // Row 0 is the image of (1,0,0,0).
    ExpectNear(Value(r.begin(), r.begin() + 4), {0, 1, 0, 0});
    Value m = {2, 0, 0, 0, 0, 4, 0, 0, 0, 0, 8, 0, 1, 2, 3, 1};
    ExpectNear(Call("inverse", {m}), {0.5f, 0, 0, 0, 0, 0.25f, 0, 0, 0, 0, 0.125f, 0, -0.5f, -0.5f, -0.375f, 1});
    // perspective(90): cot(45 degrees) = 1 on x and y.
    Value p = Call("perspective", {{90}});
    EXPECT_NEAR(p[0], 1, 1e-5f);
    EXPECT_NEAR(p[5], 1, 1e-5f);
}

// Catmull-Rom through 0, 1, 0 over x in [0,1]: x = 0.5 is the middle point; x = 0.25 is
// segment 0 at u = 0.5 with p0 = p1 = 0 (end repeated), p2 = 1, p3 = 0:
// 0.5 * ((p2 - p0) u + (2p0 - 5p1 + 4p2 - p3) u^2 + (-p0 + 3p1 - 3p2 + p3) u^3)
// = 0.5 * (0.5 + 1 - 0.375) = 0.5625.
TEST(IslValues, Spline) {
    ExpectNear(Call("spline1", {{0.5f}, {0, 1, 0}}), {1});
    ExpectNear(Call("spline1", {{0.25f}, {0, 1, 0}}), {0.5625f});
    ExpectNear(Call("spline4", {{1}, {0, 0, 0, 0, 1, 2, 3, 4}}), {1, 2, 3, 4});
}

// Uniform expressions are folded at compile time: a shader whose output depends only on
// uniforms has no value steps but constants and the predefined inputs.
TEST(IslValues, UniformsFold) {
    lang::isl::CompileOptions options;
    options.text = "surface s() { uniform float x = sqrt(16) * 0x10; FB = color(x / 64, 0, 0, 1); }";
    auto result = lang::isl::CompileIsl(options);
    ASSERT_TRUE(result.ok) << result.diagnostics;
    for (const ValueStep& step : result.plan.values) EXPECT_TRUE(step.op == ValueOp::kConst || step.op == ValueOp::kInput);
    bool found = false;
    for (const ValueStep& step : result.plan.values)
        if (step.constant == Value{1, 0, 0, 1}) found = true;
    EXPECT_TRUE(found) << "color(4*16/64, 0, 0, 1) should be one folded constant";
}

// Hostile input gives diagnostics, never a crash or a hang.
TEST(IslValues, HostileInputs) {
    const char* inputs[] = {
        "", "surface", "surface s(", "surface s() { FB = ((((((((((", "surface s() { repeat (1e9) FB += color(0,0,0,0); }",
        "uniform float f(uniform float x = 1) { return f(x); } surface s() { FB = f(1); }",
        ("surface s() { if (FB[0] > 0) { if (FB[0] > 0) { if (FB[0] > 0) { if (FB[0] > 0) { if (FB[0] > 0) {"
         " if (FB[0] > 0) { if (FB[0] > 0) { if (FB[0] > 0) { if (FB[0] > 0) FB = color(1,1,1,1); } } } } } } } } }"),
        "surface s() { uniform float a[3]; a[1e30] = 1; uniform float b = a[-1e30]; FB = color(b,0,0,1); }",
        "surface s() { \"unterminated", "/* open", "surface s() { FB = FB.rgba; }", "@#$%^&"};
    for (const char* text : inputs) {
        lang::isl::CompileOptions options;
        options.text = text;
        auto result = lang::isl::CompileIsl(options);
        if (std::string(text).find("a[1e30]") != std::string::npos) {
            EXPECT_TRUE(result.ok) << result.diagnostics;  // out-of-range elements are undefined, not errors
        } else {
            EXPECT_FALSE(result.ok) << text;
            EXPECT_NE(result.diagnostics.find("error:"), std::string::npos) << text;
        }
    }
    // Fan-out through 12 levels would inline 8^12 calls: the compiler stops at its budget.
    std::string chain = "uniform float f0(uniform float x = 1) { return x; }\n";
    for (int i = 1; i <= 12; ++i) {
        std::string call = "f" + std::to_string(i - 1) + "(x)";
        chain += "uniform float f" + std::to_string(i) + "(uniform float x = 1) { return " + call;
        for (int k = 1; k < 8; ++k) chain += " + " + call;
        chain += "; }\n";
    }
    lang::isl::CompileOptions fan;
    fan.text = chain + "surface s() { FB = color(f12(1), 0, 0, 1); }";
    auto fanned = lang::isl::CompileIsl(fan);
    EXPECT_FALSE(fanned.ok);
    EXPECT_NE(fanned.diagnostics.find("too many function calls to inline"), std::string::npos);
    std::string deep(100000, '(');
    lang::isl::CompileOptions options;
    options.text = "surface s() { FB = " + deep + "; }";
    EXPECT_FALSE(lang::isl::CompileIsl(options).ok);
}

}  // namespace
}  // namespace tessera::lang::isl::plan
