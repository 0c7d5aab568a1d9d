// SPDX-License-Identifier: MIT
// The writer's lowerings that ARBfp has no instruction for, run on our fragment processor
// (arbfp_run.h) and, where the result is defined, on Mesa (a float color buffer, so nothing
// is clamped): NaN literals, 4x4 determinants, integer division and modulo. Expected
// values are derived by hand in each test's comment.
#include <gtest/gtest.h>

#include <cmath>
#include <optional>

#include "arbfp_run.h"
#include "ir/text_reader.h"
#include "ir/validate.h"
#include "writer_test_support.h"

namespace tessera::lang::arbfp::writer_test {
namespace {

struct Written {
    std::string text;  ///< the written program ("" when the writer failed)
    ArbfpRun arbfp;    ///< its result on our fragment processor
    std::map<std::uint32_t, Vec4> locals;
};

/// Uniform values by name, one vector per parameter slot (a matrix: its rows).
using Uniforms = std::map<std::string, std::vector<Vec4>>;

/// Reads lowered IR `ir_text`, writes it (CheckedWrite: our reader and Mesa must load it),
/// and runs it with `uniforms` on our fragment processor.
Written WriteAndRun(const std::string& ir_text, const Uniforms& uniforms = {}) {
    support::SourceFile source("test.ir", ir_text);
    support::DiagnosticList diags;
    std::optional<ir::Module> module = ir::ReadModule(source, diags);
    EXPECT_TRUE(module.has_value()) << "the IR does not read";
    if (!module) return {};
    ir::ValidateOptions vo;
    vo.lowered = true;
    EXPECT_TRUE(ir::Validate(*module, vo).Ok());
    WriteResult w = CheckedWrite(*module);
    EXPECT_TRUE(w.ok()) << Messages(w);
    if (!w.ok()) return {};
    Written run;
    run.text = w.text;
    for (const Binding& b : w.bindings) {
        if (b.kind != Binding::Kind::kUniform || !uniforms.count(b.name)) continue;
        const std::vector<Vec4>& slots = uniforms.at(b.name);
        for (std::uint32_t i = 0; i < slots.size() && i < b.parameter_count; ++i) run.locals[b.first_parameter + i] = slots[i];
    }
    ReadResult read = ReadProgram(w.text);
    EXPECT_TRUE(read.program.has_value()) << read.error_string;
    if (read.program) run.arbfp = RunProgram(*read.program, run.locals, {});
    return run;
}

/// The color Mesa computes for `run`'s program, or nullopt when Mesa is unavailable (a
/// failure in CI).
std::optional<Vec4> MesaColor(const Written& run) {
#ifdef TESSERA_HAVE_MESA
    if (!tessera::testing::MesaAvailable()) {
        if (InCi()) ADD_FAILURE() << "Mesa is unavailable in CI";
        return std::nullopt;
    }
    tessera::testing::RenderRequest request;
    request.program = run.text;
    request.float_target = true;
    for (const auto& [index, value] : run.locals) request.local_parameters.push_back({static_cast<int>(index), value});
    tessera::testing::RenderResult r = tessera::testing::RenderFragmentProgram(request);
    EXPECT_TRUE(r.ok()) << r.error;
    if (!r.ok()) return std::nullopt;
    return r.At(1, 1, request.width);
#else
    if (InCi()) ADD_FAILURE() << "the Mesa harness was not built in CI";
    (void)run;
    return std::nullopt;
#endif
}

void ExpectColor(const Vec4& got, const Vec4& want, const std::string& where, float tolerance = 0) {
    for (int k = 0; k < 4; ++k) {
        if (std::isnan(want[k])) {
            EXPECT_TRUE(std::isnan(got[k])) << where << " component " << k << ": " << got[k];
        } else if (tolerance == 0 || std::isinf(want[k])) {
            EXPECT_EQ(got[k], want[k]) << where << " component " << k;
            EXPECT_EQ(std::signbit(got[k]), std::signbit(want[k])) << where << " component " << k;
        } else {
            EXPECT_NEAR(got[k], want[k], tolerance) << where << " component " << k;
        }
    }
}

/// Our processor must give `want`; Mesa too when `on_mesa` (where the spec defines it).
void ExpectBoth(const std::string& ir_text, const Uniforms& uniforms, const Vec4& want,
                bool on_mesa = true, float tolerance = 0) {
    Written run = WriteAndRun(ir_text, uniforms);
    if (run.text.empty()) return;
    ExpectColor(run.arbfp.color, want, "fragment processor\n" + run.text, tolerance);
    if (!on_mesa) return;
    if (std::optional<Vec4> mesa = MesaColor(run)) ExpectColor(*mesa, want, "Mesa\n" + run.text, tolerance);
}

// A NaN literal has no ARBfp spelling; the writer computes it as 1e39 * 0. Infinities are
// written as +-1e39. The finite lanes of the same operand keep their exact values, -0 too
// (-0 * 1 = -0). GL does not define arithmetic on NaN (GL 1.4 section 2.1.1), so Mesa is
// only asked about the infinities and -0 here, and about MAX below.
TEST(WriterNonFinite, NaNAndInfinityLiteralsAreComputed) {
    const std::string ir = R"(module fragment
fn main() -> float4 @COLOR {
  %0: float4 = const (nan, inf, -inf, -0)
  ret %0
}
entry main
)";
    Written run = WriteAndRun(ir);
    ASSERT_FALSE(run.text.empty());
    EXPECT_EQ(run.text.find("nan"), std::string::npos) << run.text;
    EXPECT_EQ(run.text.find("inf"), std::string::npos) << run.text;
    ExpectColor(run.arbfp.color, {NAN, INFINITY, -INFINITY, -0.0f}, "fragment processor\n" + run.text);
    if (std::optional<Vec4> mesa = MesaColor(run)) {
        EXPECT_EQ((*mesa)[1], INFINITY) << run.text;
        EXPECT_EQ((*mesa)[2], -INFINITY) << run.text;
    }
}

// max(NaN, u) is u: the interpreter's rule, our processor's and Mesa's (alu.h: MAX returns
// the other operand when exactly one is NaN). u = (0.25, -2, 3, 0.5).
TEST(WriterNonFinite, NaNOperandOfMax) {
    const std::string ir = R"(module fragment
uniform @u: float4 binding 0
fn main() -> float4 @COLOR {
  %0: float4 = load @u
  %1: float4 = const (nan, nan, 1, nan)
  %2: float4 = intrinsic max %1, %0
  ret %2
}
entry main
)";
    ExpectBoth(ir, {{"u", {{0.25f, -2, 3, 0.5f}}}}, {0.25f, -2, 3, 0.5f});
}

// Integer division and modulo (isel_exact.cpp); ints travel as floats. Results compare with
// == (an integer zero may come out as -0).
constexpr const char* kIntegerDivision = R"(module fragment
uniform @a: int4 binding 0
uniform @b: int4 binding 1
uniform @modulo: bool binding 2
fn main() -> float4 @COLOR {
  %0: int4 = load @a
  %1: int4 = load @b
  %2: int4 = div %0, %1
  %3: int4 = mod %0, %1
  %4: bool = load @modulo
  %5: int4 = select %4, %3, %2
  %6: float4 = convert %5
  ret %6
}
entry main
)";

void ExpectIntegers(const Vec4& a, const Vec4& b, const Vec4& quotient, const Vec4& remainder) {
    for (bool modulo : {false, true}) {
        const Vec4 want = modulo ? remainder : quotient;
        Written run = WriteAndRun(kIntegerDivision, {{"a", {a}}, {"b", {b}}, {"modulo", {{modulo ? 1.0f : 0.0f, 0, 0, 0}}}});
        ASSERT_FALSE(run.text.empty());
        std::optional<Vec4> mesa = MesaColor(run);
        for (int k = 0; k < 4; ++k) {
            EXPECT_EQ(run.arbfp.color[k], want[k]) << (modulo ? "%" : "/") << " component " << k << "\n" << run.text;
            if (mesa) {
                EXPECT_EQ((*mesa)[k], want[k]) << "Mesa: " << (modulo ? "%" : "/") << " component " << k;
            }
        }
    }
}

// C truncates toward zero: 7 / 2 = 3 r 1, -7 / 2 = -3 r -1, 7 / -2 = -3 r 1, -7 / -2 = 3 r -1.
TEST(WriterInteger, DivisionTruncatesTowardZero) {
    ExpectIntegers({7, -7, 7, -7}, {2, 2, -2, -2}, {3, -3, -3, 3}, {1, -1, 1, -1});
}

// Exact quotients, where a float estimate just below the integer would truncate one too
// low: 9 / 3 = 3, 8388606 / 4194303 = 2 (8388606 = 2 * 4194303), -8388607 / -1 = 8388607,
// 0 / 5 = 0; all remainders 0.
TEST(WriterInteger, ExactQuotients) {
    ExpectIntegers({9, 8388606, -8388607, 0}, {3, 4194303, -1, 5}, {3, 2, 8388607, 0}, {0, 0, 0, 0});
}

// Large operands (|a| + 2|b| <= 2^24): 8388607 / 7: 7 * 1198372 = 8388604, remainder 3;
// 8388607 / 8388606 = 1 r 1; -5000000 / 3 = -1666666 r -2 (3 * 1666666 = 4999998);
// 1000003 / 1000 = 1000 r 3.
TEST(WriterInteger, LargeOperands) {
    ExpectIntegers({8388607, 8388607, -5000000, 1000003}, {7, 8388606, 3, 1000}, {1198372, 1, -1666666, 1000},
                   {3, 1, -2, 3});
}

// Determinants of 4x4 matrices (isel_exact.cpp), rows as uniform slots.
constexpr const char* kDeterminant = R"(module fragment
uniform @m: float4x4 binding 0
fn main() -> float4 @COLOR {
  %0: float4x4 = load @m
  %1: float = intrinsic determinant %0
  %2: float4 = construct %1, %1, %1, %1
  ret %2
}
entry main
)";

TEST(WriterDeterminant, FourByFour) {
    // Upper triangular: the product of the diagonal, 2 * 3 * -1 * 0.5 = -3.
    ExpectBoth(kDeterminant, {{"m", {{2, 5, 7, 1}, {0, 3, 4, 2}, {0, 0, -1, 6}, {0, 0, 0, 0.5f}}}}, {-3, -3, -3, -3});
    // The identity with rows 0 and 1 swapped: one transposition, -1.
    ExpectBoth(kDeterminant, {{"m", {{0, 1, 0, 0}, {1, 0, 0, 0}, {0, 0, 1, 0}, {0, 0, 0, 1}}}}, {-1, -1, -1, -1});
    // Rows (1,2,0,0), (3,4,0,0), (0,0,5,6), (0,0,7,8): block diagonal, the product of the
    // blocks' determinants (4 - 6) * (40 - 42) = 4.
    ExpectBoth(kDeterminant, {{"m", {{1, 2, 0, 0}, {3, 4, 0, 0}, {0, 0, 5, 6}, {0, 0, 7, 8}}}}, {4, 4, 4, 4});
    // Rows (0,0,1,2), (0,0,3,5), (2,1,0,0), (1,1,0,0): swapping row pairs (0,2) and (1,3)
    // (two transpositions, sign +) gives blocks (2,1;1,1) and (1,2;3,5): 1 * (5 - 6) = -1.
    ExpectBoth(kDeterminant, {{"m", {{0, 0, 1, 2}, {0, 0, 3, 5}, {2, 1, 0, 0}, {1, 1, 0, 0}}}}, {-1, -1, -1, -1});
}


// pow(x, 2.0) is x*x for every x: POW computes through LG2, undefined for a negative base
// (ARB spec 3.11.5.20), so the writer uses MUL for an exponent of exactly 2 (libretro's
// bicubic weights square negative distances). u = (-3, -0.5, 0, 1.5): 9, 0.25, 0, 2.25,
// all exact in binary. Any other exponent stays a POW.
TEST(WriterPower, SquareOfANegativeBase) {
    const std::string ir = R"(module fragment
uniform @u: float4 binding 0
fn main() -> float4 @COLOR {
  %0: float4 = load @u
  %1: float4 = const (2, 2, 2, 2)
  %2: float4 = intrinsic pow %0, %1
  ret %2
}
entry main
)";
    ExpectBoth(ir, {{"u", {{-3, -0.5f, 0, 1.5f}}}}, {9, 0.25f, 0, 2.25f});
    Written run = WriteAndRun(ir, {{"u", {{-3, -0.5f, 0, 1.5f}}}});
    EXPECT_EQ(run.text.find("POW"), std::string::npos) << run.text;
    std::string cube = ir;
    cube.replace(cube.find("(2, 2, 2, 2)"), 12, "(3, 3, 3, 3)");
    EXPECT_NE(WriteAndRun(cube, {{"u", {{1, 2, 3, 4}}}}).text.find("POW"), std::string::npos);
}

// all(a == b) and any(a != b) on vectors: one DP3 of -|a - b| decides (the sum of the lanes'
// distances is 0 exactly when every lane is equal), read by the CMP of the select.
TEST(WriterAllAny, SumOfDistances) {
    const std::string ir = R"(module fragment
uniform @u: float4 binding 0
uniform @v: float4 binding 1
fn main() -> float4 @COLOR {
  %0: float4 = load @u
  %1: float4 = load @v
  %2: float3 = swizzle %0, [0, 1, 2]
  %3: float3 = swizzle %1, [0, 1, 2]
  %4: bool3 = eq %2, %3
  %5: bool = all %4
  %6: bool3 = ne %2, %3
  %7: bool = any %6
  %8: float = const (1)
  %9: float = const (0)
  %10: float = select %5, %8, %9
  %11: float = select %7, %8, %9
  %12: float4 = construct %10, %11, %10, %11
  ret %12
}
entry main
)";
    // Equal in x, y, z (w differs and is not compared): all true, any false.
    ExpectBoth(ir, {{"u", {{1, -2, 0.5f, 7}}}, {"v", {{1, -2, 0.5f, 3}}}}, {1, 0, 1, 0});
    // One lane differs by the smallest step above 0.5 (2^-24): all false, any true.
    ExpectBoth(ir, {{"u", {{1, -2, 0.5f, 7}}}, {"v", {{1, -2, 0.5f + 0x1p-24f, 7}}}}, {0, 1, 0, 1});
    // -0 equals 0.
    ExpectBoth(ir, {{"u", {{-0.0f, 4, 4, 0}}}, {"v", {{0, 4, 4, 0}}}}, {1, 0, 1, 0});
    const Written run = WriteAndRun(ir, {});
    EXPECT_NE(run.text.find("DP3"), std::string::npos) << run.text;
    EXPECT_EQ(run.text.find("SGE"), std::string::npos) << run.text;
    EXPECT_EQ(run.text.find("SLT"), std::string::npos) << run.text;
}

}  // namespace
}  // namespace tessera::lang::arbfp::writer_test
