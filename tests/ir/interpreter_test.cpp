// SPDX-License-Identifier: MIT
// The interpreter on hand-computed examples: every op and intrinsic (the expected values
// are derived in the comments), control flow, calls, discard, samples, quads and
// derivatives, and the run-time errors.
#include "ir/interpreter.h"

#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <limits>
#include <numbers>

#include "ir/text_reader.h"

namespace tessera::ir {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kIntMin = -2147483648.0;
constexpr double kIntMax = 2147483647.0;
double Fl(float f) { return static_cast<double>(f); }

Module ReadText(const std::string& text) {
    support::SourceFile source("test.ir", text);
    support::DiagnosticList diagnostics;
    std::optional<Module> m = ReadModule(source, diagnostics);
    if (!m) {
        ADD_FAILURE() << support::FormatDiagnostics(source, diagnostics);
        std::abort();
    }
    return std::move(*m);
}

/// Exact comparison, except that NaN equals NaN; the sign of zero counts.
void ExpectScalars(const std::vector<double>& actual, const std::vector<double>& expected) {
    ASSERT_EQ(actual.size(), expected.size());
    for (std::size_t i = 0; i < actual.size(); ++i) {
        SCOPED_TRACE("component " + std::to_string(i));
        if (std::isnan(expected[i])) {
            EXPECT_TRUE(std::isnan(actual[i])) << actual[i];
        } else {
            EXPECT_EQ(actual[i], expected[i]);
            if (expected[i] == 0) {
                EXPECT_EQ(std::signbit(actual[i]), std::signbit(expected[i])) << "sign of zero";
            }
        }
    }
}

/// Runs `fn main() -> type { body; ret %r }` and returns %r's scalars.
std::vector<double> Compute(const std::string& type, const std::string& body) {
    Module m = ReadText("fn main() -> " + type + " {\n" + body + "\n  ret %r\n}\n");
    RunResult r = RunFragment(m, Inputs(m));
    EXPECT_TRUE(r.ok) << r.error;
    if (!r.ok || !r.fragments[0].returned) return {};
    return r.fragments[0].returned->scalars;
}

void Check(const std::string& type, const std::string& body, const std::vector<double>& expected) {
    SCOPED_TRACE(body);
    ExpectScalars(Compute(type, body), expected);
}

// --- arithmetic -------------------------------------------------------------------------------

TEST(InterpreterArithmetic, FloatsAreRoundedToSinglePrecision) {
    // 0.1f + 0.2f = 0.30000000447... exactly; the nearest float is 0.3f (0.30000001192...),
    // which a double computation would not give.
    Check("float", "  %a: float = const (0.1)\n  %b: float = const (0.2)\n  %r: float = add %a, %b",
          {Fl(0.3f)});
    // 1 + 2^-30 is 1 in float.
    Check("float",
          "  %a: float = const (1)\n  %b: float = const (9.313225746154785e-10)\n  %r: float = add "
          "%a, %b",
          {1});
    Check(
        "float2",
        "  %a: float2 = const (3, -1.5)\n  %b: float2 = const (0.5, 4)\n  %r: float2 = sub %a, %b",
        {2.5, -5.5});
    Check(
        "float2",
        "  %a: float2 = const (3, -1.5)\n  %b: float2 = const (0.5, 4)\n  %r: float2 = mul %a, %b",
        {1.5, -6});
}

TEST(InterpreterArithmetic, IntsWrap) {
    Check("int", "  %a: int = const (2147483647)\n  %b: int = const (1)\n  %r: int = add %a, %b",
          {kIntMin});
    Check("int", "  %a: int = const (-2147483648)\n  %b: int = const (1)\n  %r: int = sub %a, %b",
          {kIntMax});
    // 65536 * 65536 = 2^32, which wraps to 0.
    Check("int", "  %a: int = const (65536)\n  %r: int = mul %a, %a", {0});
    Check("int", "  %a: int = const (-2147483648)\n  %r: int = neg %a", {kIntMin});
}

TEST(InterpreterArithmetic, IntDivisionTruncatesAndDivisionByZeroIsZero) {
    Check("int4",
          "  %a: int4 = const (7, -7, 5, -2147483648)\n  %b: int4 = const (-2, 2, 0, -1)\n  %r: "
          "int4 = div %a, %b",
          {-3, -3, 0, kIntMin});
    // C's %: the sign of the dividend; mod by 0 and by -1 give 0.
    Check("int4",
          "  %a: int4 = const (-7, 7, 5, -2147483648)\n  %b: int4 = const (3, -3, 0, -1)\n  %r: "
          "int4 = mod %a, %b",
          {-1, 1, 0, 0});
}

TEST(InterpreterArithmetic, FloatDivisionAndModAreIeee) {
    Check("float3",
          "  %a: float3 = const (1, -1, 0)\n  %b: float3 = const (0, 0, 0)\n  %r: float3 = div %a, "
          "%b",
          {kInf, -kInf, kNaN});
    // x - y * trunc(x / y): 7.5 - 2 * 3 = 1.5; -7.5 - 2 * -3 = -1.5; 1 mod 0 = 1 - 0 * inf = NaN.
    Check("float3",
          "  %a: float3 = const (7.5, -7.5, 1)\n  %b: float3 = const (2, 2, 0)\n  %r: float3 = mod "
          "%a, %b",
          {1.5, -1.5, kNaN});
    Check("float", "  %a: float = const (0)\n  %r: float = neg %a", {-0.0});
}

TEST(InterpreterArithmetic, MatrixProducts) {
    // M = [1 2 3; 4 5 6] (float2x3, row by row). M v for v = (1, 0, -1): (1 - 3, 4 - 6).
    const char* m = "  %m: float2x3 = const (1, 2, 3, 4, 5, 6)\n";
    Check("float2",
          std::string(m) + "  %v: float3 = const (1, 0, -1)\n  %r: float2 = mul.mv %m, %v",
          {-2, -2});
    // v M for v = (1, 2): (1 + 8, 2 + 10, 3 + 12).
    Check("float3", std::string(m) + "  %v: float2 = const (1, 2)\n  %r: float3 = mul.vm %v, %m",
          {9, 12, 15});
    // [1 2; 3 4] [5 6; 7 8] = [5+14 6+16; 15+28 18+32].
    Check("float2x2",
          "  %a: float2x2 = const (1, 2, 3, 4)\n  %b: float2x2 = const (5, 6, 7, 8)\n  %r: "
          "float2x2 = mul.mm %a, %b",
          {19, 22, 43, 50});
    // (2x3)(3x2) -> 2x2: M M^T = [1+4+9 4+10+18; 4+10+18 16+25+36].
    Check("float2x2",
          std::string(m) +
              "  %t: float3x2 = const (1, 4, 2, 5, 3, 6)\n  %r: float2x2 = mul.mm %m, %t",
          {14, 32, 32, 77});
}

// --- comparisons and logic ------------------------------------------------------------------

TEST(InterpreterCompare, ComponentWise) {
    const char* ab = "  %a: float3 = const (1, 2, nan)\n  %b: float3 = const (2, 2, nan)\n";
    // NaN compares false, except ne.
    Check("bool3", std::string(ab) + "  %r: bool3 = lt %a, %b", {1, 0, 0});
    Check("bool3", std::string(ab) + "  %r: bool3 = le %a, %b", {1, 1, 0});
    Check("bool3", std::string(ab) + "  %r: bool3 = gt %a, %b", {0, 0, 0});
    Check("bool3", std::string(ab) + "  %r: bool3 = ge %a, %b", {0, 1, 0});
    Check("bool3", std::string(ab) + "  %r: bool3 = eq %a, %b", {0, 1, 0});
    Check("bool3", std::string(ab) + "  %r: bool3 = ne %a, %b", {1, 0, 1});
    Check("bool", "  %a: int = const (-3)\n  %b: int = const (2)\n  %r: bool = lt %a, %b", {1});
    Check("bool2", "  %a: bool2 = const (1, 0)\n  %r: bool2 = eq %a, %a", {1, 1});
}

TEST(InterpreterLogic, BoolOps) {
    const char* ab = "  %a: bool4 = const (1, 1, 0, 0)\n  %b: bool4 = const (1, 0, 1, 0)\n";
    Check("bool4", std::string(ab) + "  %r: bool4 = and %a, %b", {1, 0, 0, 0});
    Check("bool4", std::string(ab) + "  %r: bool4 = or %a, %b", {1, 1, 1, 0});
    Check("bool4", std::string(ab) + "  %r: bool4 = xor %a, %b", {0, 1, 1, 0});
    Check("bool4", std::string(ab) + "  %r: bool4 = not %a", {0, 0, 1, 1});
    Check("bool", "  %a: bool3 = const (0, 1, 0)\n  %r: bool = any %a", {1});
    Check("bool", "  %a: bool3 = const (0, 1, 0)\n  %r: bool = all %a", {0});
    Check("bool", "  %a: bool3 = const (1, 1, 1)\n  %r: bool = all %a", {1});
}

TEST(InterpreterLogic, Select) {
    const char* xy = "  %x: float2 = const (1, 2)\n  %y: float2 = const (3, 4)\n";
    Check("float2",
          std::string(xy) + "  %c: bool2 = const (1, 0)\n  %r: float2 = select %c, %x, %y", {1, 4});
    Check("float2", std::string(xy) + "  %c: bool = const (0)\n  %r: float2 = select %c, %x, %y",
          {3, 4});
    // A scalar condition selects whole composites.
    Check("float2x2",
          "  %c: bool = const (1)\n  %x: float2x2 = const (1, 2, 3, 4)\n  %y: float2x2 = undef\n"
          "  %r: float2x2 = select %c, %x, %y",
          {1, 2, 3, 4});
}

// --- shape ------------------------------------------------------------------------------------

TEST(InterpreterShape, SwizzleExtractInsert) {
    Check("float3", "  %v: float3 = const (10, 20, 30)\n  %r: float3 = swizzle %v, [2, 0, 0]",
          {30, 10, 10});
    Check("float", "  %v: float3 = const (10, 20, 30)\n  %r: float = swizzle %v, [1]", {20});
    Check("float2", "  %v: float = const (7)\n  %r: float2 = swizzle %v, [0, 0]", {7, 7});
    // A matrix's element is a row (Cg's m[1]).
    Check("float3", "  %m: float2x3 = const (1, 2, 3, 4, 5, 6)\n  %r: float3 = extract %m, [1]",
          {4, 5, 6});
    Check("float", "  %a: float[3] = const (5, 6, 7)\n  %r: float = extract %a, [2]", {7});
    Check("float3",
          "  %v: float3 = const (1, 2, 3)\n  %e: float = const (9)\n  %r: float3 = insert %v, %e, "
          "[1]",
          {1, 9, 3});
    Check("float2x2",
          "  %m: float2x2 = const (1, 2, 3, 4)\n  %e: float2 = const (8, 9)\n  %r: float2x2 = "
          "insert %m, %e, [0]",
          {8, 9, 3, 4});
}

TEST(InterpreterShape, StructsThroughText) {
    Module m = ReadText(
        "struct S { a: float, b: int2 }\nfn main() -> struct S {\n  %s: struct S = const (1.5, 2, "
        "3)\n"
        "  %e: int2 = const (7, 8)\n  %r: struct S = insert %s, %e, [1]\n  ret %r\n}\n");
    RunResult r = RunFragment(m, Inputs(m));
    ASSERT_TRUE(r.ok) << r.error;
    ExpectScalars(r.fragments[0].returned->scalars, {1.5, 7, 8});
}

TEST(InterpreterShape, DynamicExtractClampsItsIndex) {
    const char* a = "  %a: float[3] = const (5, 6, 7)\n";
    Check("float", std::string(a) + "  %i: int = const (1)\n  %r: float = extract.dyn %a, %i", {6});
    Check("float", std::string(a) + "  %i: int = const (9)\n  %r: float = extract.dyn %a, %i", {7});
    Check("float", std::string(a) + "  %i: int = const (-1)\n  %r: float = extract.dyn %a, %i",
          {5});
    Check("float2",
          "  %m: float3x2 = const (1, 2, 3, 4, 5, 6)\n  %i: int = const (2)\n  %r: float2 = "
          "extract.dyn %m, %i",
          {5, 6});
    Check("int",
          "  %v: int4 = const (1, 2, 3, 4)\n  %i: int = const (3)\n  %r: int = extract.dyn %v, %i",
          {4});
}

TEST(InterpreterShape, ConstructConstUndef) {
    Check(
        "float4",
        "  %a: float2 = const (1, 2)\n  %b: float = const (3)\n  %r: float4 = construct %a, %b, %b",
        {1, 2, 3, 3});
    Check("float2x2", "  %a: float2 = const (1, 2)\n  %r: float2x2 = construct %a, %a",
          {1, 2, 1, 2});
    Check("float3", "  %r: float3 = undef", {0, 0, 0});
}

TEST(InterpreterShape, Convert) {
    // float -> int truncates; NaN -> 0; out of range saturates.
    Check("int4", "  %a: float4 = const (2.7, -2.7, nan, 3e9)\n  %r: int4 = convert %a",
          {2, -2, 0, kIntMax});
    Check("int", "  %a: float = const (-3e9)\n  %r: int = convert %a", {kIntMin});
    // 16777217 is not a float: it rounds to 16777216.
    Check("float2", "  %a: int2 = const (16777217, -5)\n  %r: float2 = convert %a", {16777216, -5});
    Check("bool4", "  %a: float4 = const (0, -0, nan, 0.5)\n  %r: bool4 = convert %a",
          {0, 0, 1, 1});
    Check("float2", "  %a: bool2 = const (1, 0)\n  %r: float2 = convert %a", {1, 0});
    Check("int2", "  %a: bool2 = const (1, 0)\n  %r: int2 = convert %a", {1, 0});
}

// --- intrinsics ---------------------------------------------------------------------------------

std::string Intrinsic1(const char* name, const char* type, const char* values) {
    return std::string("  %a: ") + type + " = const (" + values + ")\n  %r: " + type +
           " = intrinsic " + name + " %a";
}

TEST(InterpreterIntrinsics, AbsSignRounding) {
    Check("float2", Intrinsic1("abs", "float2", "-3, 2"), {3, 2});
    Check("int2", Intrinsic1("abs", "int2", "-3, -2147483648"), {3, kIntMin});
    Check("float4", Intrinsic1("sign", "float4", "-2, 0, 3, nan"), {-1, 0, 1, 0});
    Check("int3", Intrinsic1("sign", "int3", "-5, 0, 9"), {-1, 0, 1});
    Check("float2", Intrinsic1("floor", "float2", "-1.5, 1.5"), {-2, 1});
    Check("float2", Intrinsic1("ceil", "float2", "-1.5, 1.5"), {-1, 2});
    // fract(x) = x - floor(x): -1.25 - (-2) = 0.75; -1e-10 - (-1) rounds to 1 in float.
    Check("float3", Intrinsic1("fract", "float3", "-1.25, 2.5, -1e-10"), {0.75, 0.5, 1});
    // Half away from zero.
    Check("float3", Intrinsic1("round", "float3", "2.5, -2.5, 1.4"), {3, -3, 1});
    Check("float2", Intrinsic1("trunc", "float2", "-1.7, 1.7"), {-1, 1});
}

TEST(InterpreterIntrinsics, MinMaxClampSaturate) {
    const char* ab = "  %a: float3 = const (1, nan, 5)\n  %b: float3 = const (2, 3, nan)\n";
    // A NaN operand gives the other operand (Mesa's MIN/MAX).
    Check("float3", std::string(ab) + "  %r: float3 = intrinsic min %a, %b", {1, 3, 5});
    Check("float3", std::string(ab) + "  %r: float3 = intrinsic max %a, %b", {2, 3, 5});
    Check(
        "int2",
        "  %a: int2 = const (-4, 9)\n  %b: int2 = const (3, 3)\n  %r: int2 = intrinsic min %a, %b",
        {-4, 3});
    Check("float3",
          "  %x: float3 = const (5, -1, 0.5)\n  %lo: float3 = const (0, 0, 0)\n  %hi: float3 = "
          "const (3, 3, 3)\n"
          "  %r: float3 = intrinsic clamp %x, %lo, %hi",
          {3, 0, 0.5});
    Check("int",
          "  %x: int = const (7)\n  %lo: int = const (0)\n  %hi: int = const (3)\n  %r: int = "
          "intrinsic clamp %x, %lo, %hi",
          {3});
    Check("float4", Intrinsic1("saturate", "float4", "-1, 0.5, 2, nan"), {0, 0.5, 1, 0});
}

TEST(InterpreterIntrinsics, LerpStepSmoothstep) {
    // 2 + 0.25 * (4 - 2) = 2.5; 2 + 2 * 2 = 6 (t is not clamped).
    Check(
        "float2",
        "  %a: float2 = const (2, 2)\n  %b: float2 = const (4, 4)\n  %t: float2 = const (0.25, 2)\n"
        "  %r: float2 = intrinsic lerp %a, %b, %t",
        {2.5, 6});
    Check("float3",
          "  %e: float3 = const (1, 1, 1)\n  %x: float3 = const (0.5, 1, 2)\n  %r: float3 = "
          "intrinsic step %e, %x",
          {0, 1, 1});
    // t = saturate((x - 0) / 2): 0.5 -> 0.25 * (3 - 1) = 0.5; x = 3 -> t = 1 -> 1; x = -1 -> 0.
    Check("float3",
          "  %e0: float3 = const (0, 0, 0)\n  %e1: float3 = const (2, 2, 2)\n  %x: float3 = const "
          "(1, 3, -1)\n"
          "  %r: float3 = intrinsic smoothstep %e0, %e1, %x",
          {0.5, 1, 0});
}

TEST(InterpreterIntrinsics, PowersAndLogarithms) {
    Check("float2", Intrinsic1("sqrt", "float2", "4, -1"), {2, kNaN});
    Check("float3", Intrinsic1("rsqrt", "float3", "4, 0, -4"), {0.5, kInf, kNaN});
    Check("float3", Intrinsic1("rcp", "float3", "4, 0, -0"), {0.25, kInf, -kInf});
    Check("float", Intrinsic1("exp", "float", "0"), {1});
    Check("float2", Intrinsic1("exp2", "float2", "3, -1"), {8, 0.5});
    Check("float3", Intrinsic1("log", "float3", "1, 0, -1"), {0, -kInf, kNaN});
    Check("float2", Intrinsic1("log2", "float2", "8, 0.25"), {3, -2});
    // pow of a negative base is NaN even for an integral exponent (ARBfp's POW); 0^0 = 1.
    Check("float3",
          "  %x: float3 = const (2, -2, 0)\n  %y: float3 = const (10, 2, 0)\n  %r: float3 = "
          "intrinsic pow %x, %y",
          {1024, kNaN, 1});
}

TEST(InterpreterIntrinsics, Trigonometry) {
    Check("float", Intrinsic1("sin", "float", "0"), {0});
    Check("float", Intrinsic1("cos", "float", "0"), {1});
    Check("float", Intrinsic1("tan", "float", "0"), {0});
    Check("float", Intrinsic1("acos", "float", "1"), {0});
    auto near = [](const std::string& body, float expected) {
        std::vector<double> r = Compute("float", body);
        ASSERT_EQ(r.size(), 1u);
        EXPECT_FLOAT_EQ(static_cast<float>(r[0]), expected) << body;
        EXPECT_EQ(r[0], Fl(static_cast<float>(r[0]))) << "not a float";
    };
    near(Intrinsic1("asin", "float", "1"), static_cast<float>(std::numbers::pi / 2));
    near(Intrinsic1("atan", "float", "1"), static_cast<float>(std::numbers::pi / 4));
    // atan2(y, x) for (1, -1) is in the second quadrant: 3 pi / 4.
    near("  %y: float = const (1)\n  %x: float = const (-1)\n  %r: float = intrinsic atan2 %y, %x",
         static_cast<float>(3 * std::numbers::pi / 4));
    near(Intrinsic1("sin", "float", "1.5707963705062866"), 1.0f);
}

TEST(InterpreterIntrinsics, Geometry) {
    const char* ab = "  %a: float3 = const (1, 2, 3)\n  %b: float3 = const (4, 5, 6)\n";
    Check("float", std::string(ab) + "  %r: float = intrinsic dot %a, %b", {32});  // 4 + 10 + 18
    // (2*6 - 3*5, 3*4 - 1*6, 1*5 - 2*4).
    Check("float3", std::string(ab) + "  %r: float3 = intrinsic cross %a, %b", {-3, 6, -3});
    Check("float", "  %a: float2 = const (3, 4)\n  %r: float = intrinsic length %a", {5});
    Check("float",
          "  %a: float2 = const (1, 1)\n  %b: float2 = const (4, 5)\n  %r: float = intrinsic "
          "distance %a, %b",
          {5});
    // 1 / sqrt(25) = 0.2f; 3 * 0.2f = 0.600000009 rounds to 0.6f; 4 * 0.2f = 0.8f exactly.
    Check("float2", "  %a: float2 = const (3, 4)\n  %r: float2 = intrinsic normalize %a",
          {Fl(0.6f), Fl(0.8f)});
    // normalize(0) = 0 * (1 / 0) = NaN.
    Check("float2", "  %a: float2 = const (0, 0)\n  %r: float2 = intrinsic normalize %a",
          {kNaN, kNaN});
    // i - 2 dot(n, i) n: dot = -1, so (1, -1) + 2 (0, 1) = (1, 1).
    Check("float2",
          "  %i: float2 = const (1, -1)\n  %n: float2 = const (0, 1)\n  %r: float2 = intrinsic "
          "reflect %i, %n",
          {1, 1});
    // eta = 1 straight through: k = 1 - 1 * (1 - 1) = 1; i - (-1 + 1) n = i.
    Check("float2",
          "  %i: float2 = const (0, -1)\n  %n: float2 = const (0, 1)\n  %e: float = const (1)\n"
          "  %r: float2 = intrinsic refract %i, %n, %e",
          {0, -1});
    // Total internal reflection: dot = 0, k = 1 - 4 * (1 - 0) < 0 gives 0.
    Check("float2",
          "  %i: float2 = const (1, 0)\n  %n: float2 = const (0, 1)\n  %e: float = const (2)\n"
          "  %r: float2 = intrinsic refract %i, %n, %e",
          {0, 0});
    // dot(ng, i) = -1 < 0 keeps n; with i = (0, 1) it is 1, giving -n.
    Check("float2",
          "  %n: float2 = const (0, 1)\n  %i: float2 = const (0, -1)\n  %r: float2 = intrinsic "
          "faceforward %n, %i, %n",
          {0, 1});
    Check("float2",
          "  %n: float2 = const (0, 1)\n  %i: float2 = const (0, 1)\n  %r: float2 = intrinsic "
          "faceforward %n, %i, %n",
          {-0.0, -1});
}

TEST(InterpreterIntrinsics, MatrixFunctions) {
    Check("float3x2",
          "  %m: float2x3 = const (1, 2, 3, 4, 5, 6)\n  %r: float3x2 = intrinsic transpose %m",
          {1, 4, 2, 5, 3, 6});
    Check("float", "  %m: float2x2 = const (1, 2, 3, 4)\n  %r: float = intrinsic determinant %m",
          {-2});  // 4 - 6
    // 2 (3*2 - 2*1) - 0 (1*2 - 2*1) + 1 (1*1 - 3*1) = 8 - 0 - 2.
    Check("float",
          "  %m: float3x3 = const (2, 0, 1, 1, 3, 2, 1, 1, 2)\n  %r: float = intrinsic determinant "
          "%m",
          {6});
    // Lower triangular: the product of the diagonal.
    Check("float",
          "  %m: float4x4 = const (1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 3, 0, 5, 0, 0, 4)\n  %r: float = "
          "intrinsic determinant %m",
          {24});
}

TEST(InterpreterIntrinsics, LitAndFmod) {
    auto lit = [](const char* args) {
        return std::string("  %a: float3 = const (") + args +
               ")\n  %x: float = swizzle %a, [0]\n  %y: float = swizzle %a, [1]\n"
               "  %z: float = swizzle %a, [2]\n  %r: float4 = intrinsic lit %x, %y, %z";
    };
    Check("float4", lit("0.5, 0.5, 2"), {1, 0.5, 0.25, 1});  // 0.5^2
    Check("float4", lit("-0.5, 0.5, 2"), {1, 0, 0, 1});      // ndotl <= 0: no specular
    Check("float4", lit("1, -1, 2"), {1, 1, 0, 1});          // max(ndoth, 0)^2 = 0
    Check("float4", lit("1, 0.99, 200"),
          {1, 1, Fl(std::pow(0.99f, 200.0f)), 1});  // m is not clamped to 128
    // 7.5 - (-2) * trunc(-3.75) = 7.5 - 6 = 1.5.
    Check(
        "float",
        "  %a: float = const (7.5)\n  %b: float = const (-2)\n  %r: float = intrinsic fmod %a, %b",
        {1.5});
}

TEST(InterpreterIntrinsics, DerivativesAreZeroInASingleFragment) {
    Module m = ReadText(
        "input @uv: float2\nfn main() -> float2 {\n  %0: float2 = load @uv\n  %1: float2 = "
        "intrinsic ddx %0\n"
        "  %2: float2 = intrinsic ddy %0\n  %r: float2 = add %1, %2\n  ret %r\n}\n");
    Inputs in(m);
    ASSERT_TRUE(in.Set("@uv", {0.5, 0.25}));
    RunResult r = RunFragment(m, in);
    ASSERT_TRUE(r.ok) << r.error;
    ExpectScalars(r.fragments[0].returned->scalars, {0, 0});
}

// --- control flow and calls ---------------------------------------------------------------------

TEST(InterpreterControl, LoopWithBreakAndContinue) {
    // sum of i for i in 0..4, skipping 2: 0 + 1 + 3 + 4 = 8.
    Check("int",
          "  var $i: int\n  var $s: int\n  %0: int = const (0)\n  store $i, %0\n  store $s, %0\n"
          "  loop {\n    %1: int = load $i\n    %2: int = const (5)\n    %3: bool = ge %1, %2\n    "
          "if %3 {\n      break\n    }\n"
          "    %4: int = const (2)\n    %5: bool = eq %1, %4\n    if %5 {\n      continue\n    }\n"
          "    %6: int = load $s\n    %7: int = add %6, %1\n    store $s, %7\n"
          "  } continuing {\n    %8: int = load $i\n    %9: int = const (1)\n    %10: int = add "
          "%8, %9\n    store $i, %10\n  }\n"
          "  %r: int = load $s",
          {8});
}

TEST(InterpreterControl, DoWhileBreaksInTheContinuingBlock) {
    // n = 3, 6, 9, 12: the test n > 10 in the continuing block stops at 12.
    Check("int",
          "  var $n: int\n  %0: int = const (0)\n  store $n, %0\n"
          "  loop {\n    %1: int = load $n\n    %2: int = const (3)\n    %3: int = add %1, %2\n    "
          "store $n, %3\n"
          "  } continuing {\n    %4: int = load $n\n    %5: int = const (10)\n    %6: bool = gt "
          "%4, %5\n    if %6 {\n      break\n    }\n  }\n"
          "  %r: int = load $n",
          {12});
}

TEST(InterpreterControl, ReturnFromInsideALoop) {
    Check("int",
          "  var $i: int\n  %0: int = const (0)\n  store $i, %0\n  loop {\n    %1: int = load $i\n "
          "   %2: int = const (1)\n"
          "    %3: int = add %1, %2\n    store $i, %3\n    %4: int = const (3)\n    %5: bool = eq "
          "%3, %4\n"
          "    if %5 {\n      ret %3\n    }\n  }\n  %r: int = const (-1)",
          {3});
}

TEST(InterpreterControl, TheLoopLimitIsAClearError) {
    Module m = ReadText("fn main() -> void {\n  loop {\n  }\n}\n");
    RunOptions options;
    options.max_loop_iterations = 1000;
    RunResult r = RunFragment(m, Inputs(m), options);
    EXPECT_FALSE(r.ok);
    EXPECT_EQ(r.error, "function 'main': 'loop {': the loop limit of 1000 iterations was reached");
}

TEST(InterpreterControl, IfElse) {
    const char* body =
        "  %0: float = load $x\n  %1: float = const (0)\n  %2: bool = lt %0, %1\n  if %2 {\n    "
        "%3: float = neg %0\n"
        "    ret %3\n  } else {\n    ret %0\n  }\n";
    Module m = ReadText(std::string("fn main(in $x: float) -> float {\n") + body + "}\n");
    for (double x : {-2.0, 3.0}) {
        Inputs in(m);
        ASSERT_TRUE(in.Set("$x", {x}));
        RunResult r = RunFragment(m, in);
        ASSERT_TRUE(r.ok) << r.error;
        EXPECT_EQ(r.fragments[0].returned->scalars[0], std::fabs(x));
    }
}

TEST(InterpreterCalls, InOutAndInoutParameters) {
    // f(a, out b, inout c): b = 2a; c = c + 1; returns a + c (the new c).
    // main: c = 10; r = f(3, out b, inout c) = 3 + 11; then r + b + c = 14 + 6 + 11 = 31.
    Module m = ReadText(
        "fn f(in $a: float, out $b: float, inout $c: float) -> float {\n  %0: float = load $a\n  "
        "%1: float = add %0, %0\n"
        "  store $b, %1\n  %2: float = load $c\n  %3: float = const (1)\n  %4: float = add %2, "
        "%3\n  store $c, %4\n"
        "  %5: float = add %0, %4\n  ret %5\n}\n"
        "fn main() -> float {\n  var $b: float\n  var $c: float\n  %0: float = const (10)\n  store "
        "$c, %0\n"
        "  %1: float = const (3)\n  %2: float = load $c\n  %3: float = call f %1, %2, out $b, out "
        "$c\n"
        "  %4: float = load $b\n  %5: float = load $c\n  %6: float = add %3, %4\n  %7: float = add "
        "%6, %5\n  ret %7\n}\nentry main\n");
    RunResult r = RunFragment(m, Inputs(m));
    ASSERT_TRUE(r.ok) << r.error;
    ExpectScalars(r.fragments[0].returned->scalars, {31});
}

TEST(InterpreterCalls, EntryParametersAndOutputs) {
    Module m = ReadText(
        "input @i: float2\nuniform @k: float\noutput @o: float2\noutput @unused: float4\n"
        "fn main(in $p: float, out $q: float) -> void {\n  %0: float2 = load @i\n  %1: float = "
        "load @k\n"
        "  %2: float2 = construct %1, %1\n  %3: float2 = mul %0, %2\n  store @o, %3\n  %4: float = "
        "load $p\n"
        "  %5: float = add %4, %1\n  store $q, %5\n}\n");
    Inputs in(m);
    EXPECT_TRUE(in.Set("@i", {1, 2}));
    EXPECT_TRUE(in.Set("k", {3}));
    EXPECT_TRUE(in.Set("$p", {0.5}));
    EXPECT_FALSE(in.Set("@i", {1}));     // wrong size
    EXPECT_FALSE(in.Set("@o", {1, 2}));  // outputs are not inputs
    EXPECT_FALSE(in.Set("$q", {1}));     // out parameters neither
    EXPECT_FALSE(in.Set("@nope", {1}));
    RunResult r = RunFragment(m, in);
    ASSERT_TRUE(r.ok) << r.error;
    const FragmentResult& f = r.fragments[0];
    ExpectScalars(f.Find("@o")->scalars, {3, 6});
    ExpectScalars(f.Find("@unused")->scalars, {0, 0, 0, 0});  // never stored: zeros
    ExpectScalars(f.Find("$q")->scalars, {3.5});
    EXPECT_EQ(f.Find("return"), nullptr);
    EXPECT_FALSE(f.discarded);
}

TEST(InterpreterControl, DiscardDoesNotStopExecution) {
    Module m = ReadText(
        "input @a: float\noutput @o: float\nfn main() -> void {\n  %0: float = load @a\n  %1: "
        "float = const (0)\n"
        "  %2: bool = lt %0, %1\n  discard %2\n  store @o, %0\n}\n");
    for (double a : {-1.0, 1.0}) {
        Inputs in(m);
        in.Set("@a", {a});
        RunResult r = RunFragment(m, in);
        ASSERT_TRUE(r.ok) << r.error;
        EXPECT_EQ(r.fragments[0].discarded, a < 0);
        EXPECT_EQ(r.fragments[0].Find("@o")->scalars[0], a);  // stored after the discard
    }
}

TEST(InterpreterErrors, MissingReturnAndInvalidModules) {
    Module m = ReadText("fn main() -> float {\n}\n");
    RunResult r = RunFragment(m, Inputs(m));
    EXPECT_FALSE(r.ok);
    EXPECT_EQ(r.error, "function 'main' ended without returning a value");
    Module bad = ReadText("fn main() -> void {\n  break\n}\n");
    r = RunFragment(bad, Inputs(bad));
    EXPECT_FALSE(r.ok);
    EXPECT_EQ(r.error, "invalid module: function 'main': 'break': is not inside a loop");
}

// --- samples, quads, derivatives ----------------------------------------------------------------

TEST(InterpreterSample, RequestsCarryEverythingATextureUnitNeeds) {
    Module m = ReadText(
        "sampler @s: sampler2D binding 3\nsampler @c: samplerCUBE\nfn main() -> float4 {\n"
        "  %s: sampler2D = load @s\n  %c: samplerCUBE = load @c\n  %uv: float2 = const (0.5, "
        "0.25)\n"
        "  %stq: float3 = const (1, 2, 4)\n  %b: float = const (1.5)\n  %dx: float2 = const "
        "(0.125, 0)\n"
        "  %dy: float2 = const (0, 0.0625)\n  %dir: float3 = const (1, 0, 0)\n"
        "  %0: float4 = sample %s, %uv\n  %1: float4 = sample.proj %s, %stq\n  %2: float4 = "
        "sample.bias %s, %uv, %b\n"
        "  %3: float4 = sample.lod %s, %uv, %b\n  %4: float4 = sample.grad %s, %uv, %dx, %dy\n"
        "  %5: float4 = sample %c, %dir\n  ret %5\n}\n");
    std::vector<SampleRequest> requests;
    RunOptions options;
    options.sample = [&](const SampleRequest& r) {
        requests.push_back(r);
        return support::Vec4{0.25f, 0.5f, 0.75f, 1.0f};
    };
    RunResult r = RunFragment(m, Inputs(m), options);
    ASSERT_TRUE(r.ok) << r.error;
    ExpectScalars(r.fragments[0].returned->scalars, {0.25, 0.5, 0.75, 1});
    ASSERT_EQ(requests.size(), 6u);
    EXPECT_EQ(requests[0].sampler, 0u);
    EXPECT_EQ(requests[0].binding, 3);
    EXPECT_EQ(requests[0].dim, SamplerDim::k2D);
    EXPECT_EQ(requests[0].texcoord, (support::Vec4{0.5f, 0.25f, 0, 0}));
    // .proj: (1, 2, 4) -> (1/4, 2/4, 0, 4).
    EXPECT_EQ(requests[1].kind, SampleKind::kProjective);
    EXPECT_EQ(requests[1].coordinate, (std::vector<float>{1, 2, 4}));
    EXPECT_EQ(requests[1].texcoord, (support::Vec4{0.25f, 0.5f, 0, 4}));
    EXPECT_EQ(requests[2].bias, 1.5f);
    EXPECT_EQ(requests[3].lod, 1.5f);
    EXPECT_EQ(requests[4].ddx, (std::array<float, 3>{0.125f, 0, 0}));
    EXPECT_EQ(requests[4].ddy, (std::array<float, 3>{0, 0.0625f, 0}));
    EXPECT_EQ(requests[0].ddx, (std::array<float, 3>{0, 0, 0}));  // one fragment: no derivatives
    EXPECT_EQ(requests[5].sampler, 1u);
    EXPECT_EQ(requests[5].binding, -1);
    EXPECT_EQ(requests[5].dim, SamplerDim::kCube);
}

TEST(InterpreterSample, WithoutACallbackSamplesAreOpaqueBlack) {
    Module m = ReadText(
        "sampler @s: sampler2D\nfn main() -> float4 {\n  %s: sampler2D = load @s\n  %uv: float2 = "
        "const (0, 0)\n"
        "  %r: float4 = sample %s, %uv\n  ret %r\n}\n");
    RunResult r = RunFragment(m, Inputs(m));
    ASSERT_TRUE(r.ok) << r.error;
    ExpectScalars(r.fragments[0].returned->scalars, {0, 0, 0, 1});
}

std::array<Inputs, 4> QuadInputs(const Module& m, const char* name,
                                 const std::array<std::vector<double>, 4>& values) {
    std::array<Inputs, 4> in{Inputs(m), Inputs(m), Inputs(m), Inputs(m)};
    for (int i = 0; i < 4; ++i) EXPECT_TRUE(in[i].Set(name, values[i]));
    return in;
}

TEST(InterpreterQuad, DerivativesAcrossTheQuad) {
    // uv = (x / 2, y / 4 + x) at (x + (i & 1), y + (i >> 1)): ddx = lane 1 - lane 0 = (0.5, 1),
    // ddy = lane 2 - lane 0 = (0, 0.25), the same on every lane (coarse derivatives).
    Module m = ReadText(
        "input @uv: float2\noutput @dx: float2\noutput @dy: float2\nfn main() -> void {\n  %0: "
        "float2 = load @uv\n"
        "  %1: float2 = intrinsic ddx %0\n  %2: float2 = intrinsic ddy %0\n  store @dx, %1\n  "
        "store @dy, %2\n}\n");
    RunResult r = RunQuad(m, QuadInputs(m, "@uv", {{{0, 0}, {0.5, 1}, {0, 0.25}, {0.5, 1.25}}}));
    ASSERT_TRUE(r.ok) << r.error;
    ASSERT_EQ(r.fragments.size(), 4u);
    for (const FragmentResult& f : r.fragments) {
        ExpectScalars(f.Find("@dx")->scalars, {0.5, 1});
        ExpectScalars(f.Find("@dy")->scalars, {0, 0.25});
    }
}

TEST(InterpreterQuad, SampleDerivativesComeFromTheProjectedCoordinates) {
    Module m = ReadText(
        "input @stq: float3\nsampler @s: sampler2D\nfn main() -> float4 {\n  %s: sampler2D = load "
        "@s\n"
        "  %c: float3 = load @stq\n  %r: float4 = sample.proj %s, %c\n  ret %r\n}\n");
    std::vector<SampleRequest> requests;
    RunOptions options;
    options.sample = [&](const SampleRequest& r) {
        requests.push_back(r);
        return support::Vec4{static_cast<float>(r.lane), 0, 0, 1};
    };
    // Projected: (0, 0), (0.5, 0), (0, 0.25), (0.5, 0.25).
    RunResult r =
        RunQuad(m, QuadInputs(m, "@stq", {{{0, 0, 2}, {1, 0, 2}, {0, 1, 4}, {2, 1, 4}}}), options);
    ASSERT_TRUE(r.ok) << r.error;
    ASSERT_EQ(requests.size(), 4u);
    for (int lane = 0; lane < 4; ++lane) {
        EXPECT_EQ(requests[lane].lane, lane);
        EXPECT_EQ(requests[lane].ddx, (std::array<float, 3>{0.5f, 0, 0}));
        EXPECT_EQ(requests[lane].ddy, (std::array<float, 3>{0, 0.25f, 0}));
        EXPECT_EQ(r.fragments[lane].returned->scalars[0], lane);
    }
}

TEST(InterpreterQuad, LanesDivergeInIfsLoopsAndCalls) {
    // Lane i has n = i; each counts to n in a loop and returns n * 10 from a branch, except
    // lane 3, which discards and returns -1 from the helper.
    Module m = ReadText(
        "input @n: int\noutput @o: int\n"
        "fn helper(in $n: int) -> int {\n  %0: int = load $n\n  %1: int = const (3)\n  %2: bool = "
        "eq %0, %1\n"
        "  if %2 {\n    discard\n    %3: int = const (-1)\n    ret %3\n  }\n  %4: int = const "
        "(10)\n  %5: int = mul %0, %4\n  ret %5\n}\n"
        "fn main() -> void {\n  var $i: int\n  %0: int = const (0)\n  store $i, %0\n  %1: int = "
        "load @n\n"
        "  loop {\n    %2: int = load $i\n    %3: bool = ge %2, %1\n    if %3 {\n      break\n    "
        "}\n"
        "    %4: int = const (1)\n    %5: int = add %2, %4\n    store $i, %5\n  }\n"
        "  %6: int = load $i\n  %7: int = call helper %6\n  store @o, %7\n}\nentry main\n");
    RunResult r = RunQuad(m, QuadInputs(m, "@n", {{{0}, {1}, {2}, {3}}}));
    ASSERT_TRUE(r.ok) << r.error;
    for (int lane = 0; lane < 4; ++lane) {
        SCOPED_TRACE(lane);
        EXPECT_EQ(r.fragments[lane].Find("@o")->scalars[0], lane == 3 ? -1 : lane * 10);
        EXPECT_EQ(r.fragments[lane].discarded, lane == 3);
    }
}

// --- the corpus runs
// --------------------------------------------------------------------------------

TEST(InterpreterCorpus, EveryFileRuns) {
    for (const auto& entry : std::filesystem::directory_iterator(TESSERA_IR_TEXT_DIR)) {
        if (entry.path().extension() != ".ir") continue;
        SCOPED_TRACE(entry.path().filename().string());
        std::string text;
        ASSERT_TRUE(support::ReadFile(entry.path().string(), text));
        Module m = ReadText(text);
        RunOptions options;
        options.sample = [](const SampleRequest& r) {
            return support::Vec4{r.texcoord[0], r.texcoord[1], 0.5f, 1};
        };
        RunResult single = RunFragment(m, Inputs(m), options);
        EXPECT_TRUE(single.ok) << single.error;
        std::array<Inputs, 4> quad{Inputs(m), Inputs(m), Inputs(m), Inputs(m)};
        RunResult four = RunQuad(m, quad, options);
        EXPECT_TRUE(four.ok) << four.error;
    }
}

TEST(InterpreterCorpus, TheWeightedBlur) {
    // loops.ir with weights (0.5, 0, 0.25, 0) at uv (0, 0) and a texture returning
    // (s, t, 0.5, 1): i = 0 adds 0.5 * (0, 0, 0.5, 1); i = 1 and 3 are skipped (weight 0);
    // i = 2 adds 0.25 * (0.25, 0.25, 0.5, 1). sum = (0.0625, 0.0625, 0.375, 0.75). The
    // do-while leaves n = 12, adding 12 * 0.01 (in float: 0.12 rounded) to each component.
    std::string text;
    ASSERT_TRUE(support::ReadFile(std::string(TESSERA_IR_TEXT_DIR) + "/loops.ir", text));
    Module m = ReadText(text);
    Inputs in(m);
    ASSERT_TRUE(in.Set("@weights", {0.5, 0, 0.25, 0}));
    RunOptions options;
    options.sample = [](const SampleRequest& r) {
        return support::Vec4{r.texcoord[0], r.texcoord[1], 0.5f, 1};
    };
    RunResult r = RunFragment(m, in, options);
    ASSERT_TRUE(r.ok) << r.error;
    float extra = 12.0f * 0.01f;
    ExpectScalars(r.fragments[0].Find("@color")->scalars, {Fl(0.0625f + extra), Fl(0.0625f + extra),
                                                           Fl(0.375f + extra), Fl(0.75f + extra)});
}

}  // namespace
}  // namespace tessera::ir
