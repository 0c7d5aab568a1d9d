// SPDX-License-Identifier: MIT
// lane_math.h's transcendentals against double-precision libm (whose results, rounded to
// float, are the correctly rounded ones but for rare double-rounding cases), the exact
// cases the header promises, and the row forms against the scalar forms bit for bit. The
// functions compute in float; the bounds are the published ones (2 ulp, Pow 2^-23) and
// what was measured when they were written is recorded next to each (max_ulp properties).
#include "runtime/base/lane_math.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <utility>
#include <vector>

#include "runtime/exec/alu.h"

namespace tessera::runtime::exec::lane_math {
namespace {

constexpr float kInf = std::numeric_limits<float>::infinity();
constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();

std::uint32_t Bits(float x) {
    std::uint32_t bits;
    std::memcpy(&bits, &x, sizeof bits);
    return bits;
}
float FromBits(std::uint32_t bits) {
    float x;
    std::memcpy(&x, &bits, sizeof x);
    return x;
}

// Distance in ulps between two floats of the same sign class (counted through zero).
std::int64_t UlpDistance(float a, float b) {
    auto ordered = [](float x) {
        const std::int64_t bits = Bits(x) & 0x7fffffffu;
        return (Bits(x) & 0x80000000u) ? -bits : bits;
    };
    const std::int64_t d = ordered(a) - ordered(b);
    return d < 0 ? -d : d;
}

// The largest ulp error of f against the double function g rounded to float, over every
// `stride`-th float bit pattern (both signs) where `domain` holds and the reference is
// finite; NaN expected means NaN required.
template <typename F, typename G, typename D>
std::int64_t MaxUlpError(F f, G g, D domain, std::uint32_t stride) {
    std::int64_t worst = 0;
    for (std::uint64_t bits = 0; bits <= 0xffffffffu; bits += stride) {
        const float x = FromBits(static_cast<std::uint32_t>(bits));
        if (!domain(x)) continue;
        const float expected = static_cast<float>(g(static_cast<double>(x)));
        const float got = f(x);
        if (std::isnan(expected)) {
            EXPECT_TRUE(std::isnan(got)) << x;
            continue;
        }
        const std::int64_t error = UlpDistance(got, expected);
        EXPECT_LE(error, 2) << "x = " << x << " got " << got << " expected " << expected;
        if (error > worst) worst = error;
        if (error > 2) break;
    }
    return worst;
}

constexpr std::uint32_t kStride = 1021;  // about 4.2 million floats per sweep
auto Everywhere = [](float) { return true; };

TEST(LaneMath, Exp2WithinTwoUlpOverTheFloatRange) {
    const auto worst = MaxUlpError(
        Exp2, [](double x) { return std::exp2(x); }, Everywhere, kStride);
    RecordProperty("max_ulp", static_cast<int>(worst));
    EXPECT_LE(worst, 2);
}

TEST(LaneMath, ExpWithinTwoUlpOverTheFloatRange) {
    const auto worst = MaxUlpError(
        Exp, [](double x) { return std::exp(x); }, Everywhere, kStride);
    RecordProperty("max_ulp", static_cast<int>(worst));
    EXPECT_LE(worst, 2);
}

TEST(LaneMath, Log2WithinTwoUlpOverTheFloatRange) {
    const auto worst = MaxUlpError(
        Log2, [](double x) { return std::log2(x); }, Everywhere, kStride);
    RecordProperty("max_ulp", static_cast<int>(worst));
    EXPECT_LE(worst, 2);
}

// Near 1 log2 is small and the float evaluation's cancellation would show first: every
// float in [1/2, 2] (2^24 of them), not a sample.
TEST(LaneMath, Log2WithinTwoUlpForEveryFloatNearOne) {
    std::int64_t worst = 0;
    for (std::uint32_t bits = Bits(0.5f); bits <= Bits(2.0f); ++bits) {
        const float x = FromBits(bits);
        const float expected = static_cast<float>(std::log2(static_cast<double>(x)));
        worst = std::max(worst, UlpDistance(Log2(x), expected));
    }
    RecordProperty("max_ulp", static_cast<int>(worst));
    EXPECT_LE(worst, 2);
}

TEST(LaneMath, SinCosWithinTwoUlpUpToTheBound) {
    auto in_range = [](float x) { return std::fabs(x) <= kTrigBound; };
    EXPECT_LE(MaxUlpError(
                  Sin, [](double x) { return std::sin(x); }, in_range, kStride),
              2);
    EXPECT_LE(MaxUlpError(
                  Cos, [](double x) { return std::cos(x); }, in_range, kStride),
              2);
}

// The hard cases of the argument reduction: the floats nearest to multiples of pi/2, where
// sin or cos is tiny and x - q pi/2 cancels most of x's bits. Every such float (and its
// neighbours) for q up to 2^18, which covers the range up to kTrigBound.
TEST(LaneMath, SinCosWithinTwoUlpNextToTheirZeros) {
    std::int64_t worst = 0;
    for (int q = 1; q <= (1 << 18); ++q) {
        const float nearest = static_cast<float>(q * 1.5707963267948966192);
        if (!(nearest <= kTrigBound)) break;
        for (float x : {std::nextafter(nearest, 0.0f), nearest, std::nextafter(nearest, kInf)}) {
            const float sin = static_cast<float>(std::sin(static_cast<double>(x)));
            const float cos = static_cast<float>(std::cos(static_cast<double>(x)));
            worst = std::max({worst, UlpDistance(Sin(x), sin), UlpDistance(Cos(x), cos),
                              UlpDistance(Sin(-x), -sin), UlpDistance(Cos(-x), cos)});
        }
    }
    RecordProperty("max_ulp", static_cast<int>(worst));
    EXPECT_LE(worst, 2);
}

TEST(LaneMath, SinCosBeyondTheBoundRoundLibmsDouble) {
    for (float x : {0x1.000002p19f, 1e6f, -3e7f, 1e30f, -kInf, kInf, kNaN}) {
        const float s = static_cast<float>(std::sin(static_cast<double>(x)));
        const float c = static_cast<float>(std::cos(static_cast<double>(x)));
        EXPECT_EQ(Bits(Sin(x)), Bits(s)) << x;
        EXPECT_EQ(Bits(Cos(x)), Bits(c)) << x;
    }
}

// The largest relative error of Pow against double-precision pow over `count` pairs drawn
// by `pick` from a linear congruential sequence, where the result is a normal float.
template <typename Pick>
double WorstPowError(std::uint32_t seed, int count, Pick pick) {
    auto next = [&seed] {
        seed = seed * 1664525u + 1013904223u;
        return seed;
    };
    double worst = 0;
    for (int i = 0; i < count; ++i) {
        const auto [base, exponent] = pick(next(), next());
        const double expected = std::pow(static_cast<double>(base), static_cast<double>(exponent));
        if (std::isnan(base) || !(std::fabs(expected) >= 0x1p-126) || !(expected <= 0x1.fffffep127))
            continue;
        worst = std::max(worst, std::fabs(Pow(base, exponent) - expected) / expected);
    }
    return worst;
}

TEST(LaneMath, PowRelativeErrorWhereTheResultIsNormal) {
    const double worst = WorstPowError(12345, 2000000, [](std::uint32_t r0, std::uint32_t r1) {
        const float base = FromBits(r0 & 0x7fffffffu);  // every positive float
        const float exponent = static_cast<float>(static_cast<std::int32_t>(r1)) * 0x1p-24f;
        return std::pair{base, exponent};
    });
    EXPECT_LE(worst, 0x1p-20);
    // In fact: log2(a) and b log2(a) in double, r rounded to float below 2^-26 and the
    // float polynomial add little to the final rounding (measured: 2^-23.4).
    EXPECT_LE(worst, 0x1p-23);
}

// LIT's power: N.H in (0, 1) and a shininess in [-128, 128] (3.11.5.13 clamps it there), so
// b log2(a) is large and log2's error is multiplied by up to 128.
TEST(LaneMath, PowRelativeErrorForLitsArguments) {
    const double worst = WorstPowError(54321, 1000000, [](std::uint32_t r0, std::uint32_t r1) {
        const float base = FromBits(r0 % 0x3f800000u + 1);
        const float exponent = static_cast<float>(static_cast<std::int32_t>(r1) >> 7) * 0x1p-17f;
        return std::pair{base, exponent};
    });
    EXPECT_LE(worst, 0x1p-20);
    EXPECT_LE(worst, 0x1p-23);
}

TEST(LaneMath, Exp2OfIntegersIsExact) {
    for (int k = -149; k <= 127; ++k)
        EXPECT_EQ(Exp2(static_cast<float>(k)), std::ldexp(1.0f, k)) << k;
    EXPECT_EQ(Exp2(-150.0f), 0.0f);  // 2^-150 is halfway to the smallest subnormal: even
    EXPECT_EQ(Exp2(128.0f), kInf);
    EXPECT_EQ(Exp2(-kInf), 0.0f);
    EXPECT_EQ(Exp2(kInf), kInf);
    EXPECT_EQ(Exp2(1e30f), kInf);
    EXPECT_EQ(Exp2(-1e30f), 0.0f);
    EXPECT_TRUE(std::isnan(Exp2(kNaN)));
    EXPECT_EQ(Exp2(0.0f), 1.0f);
    EXPECT_EQ(Exp2(-0.0f), 1.0f);
    EXPECT_EQ(Exp2(FromBits(1)), 1.0f);  // 2^(smallest subnormal) rounds to 1
    // Subnormal results round once: 2^-149.5 = 0.707 * 2^-149 rounds up to 2^-149, and
    // 2^-150.5 = 0.354 * 2^-149 down to 0; 2^-148.5 = 1.414 * 2^-149 to 2^-149 as well.
    EXPECT_EQ(Exp2(-149.5f), FromBits(1));
    EXPECT_EQ(Exp2(-150.5f), 0.0f);
    EXPECT_EQ(Exp2(-148.5f), FromBits(1));
    EXPECT_EQ(Exp(0.0f), 1.0f);
    EXPECT_EQ(Exp(-kInf), 0.0f);
    EXPECT_EQ(Exp(kInf), kInf);
    EXPECT_TRUE(std::isnan(Exp(kNaN)));
}

TEST(LaneMath, Log2OfPowersOfTwoIsExact) {
    for (int k = -149; k <= 127; ++k)
        EXPECT_EQ(Log2(std::ldexp(1.0f, k)), static_cast<float>(k)) << k;
    EXPECT_EQ(Bits(Log2(1.0f)), Bits(0.0f));  // +0
    EXPECT_EQ(Log2(0.0f), -kInf);
    EXPECT_EQ(Log2(-0.0f), -kInf);
    EXPECT_TRUE(std::isnan(Log2(-1.0f)));
    EXPECT_TRUE(std::isnan(Log2(-FromBits(1))));
    EXPECT_TRUE(std::isnan(Log2(-kInf)));
    EXPECT_EQ(Log2(kInf), kInf);
    EXPECT_TRUE(std::isnan(Log2(kNaN)));
    // Subnormals: log2 of the largest one is just below -126.
    EXPECT_LE(UlpDistance(Log2(FromBits(0x007fffff)),
                          static_cast<float>(std::log2(static_cast<double>(FromBits(0x007fffff))))),
              1);
}

TEST(LaneMath, PowSpecialCases) {
    for (float b : {-3.0f, -1.0f, 0.0f, 0.5f, 2.0f, kInf, kNaN}) {
        EXPECT_TRUE(std::isnan(Pow(-2.0f, b))) << b;  // base < 0: no real exp2(b log2 a)
        EXPECT_EQ(Pow(1.0f, b), 1.0f) << b;
    }
    for (float a : {0.0f, -0.0f, 0.5f, 3.0f, kInf, kNaN, FromBits(1)})
        EXPECT_EQ(Pow(a, 0.0f), 1.0f) << a;
    EXPECT_EQ(Pow(0.0f, 2.0f), 0.0f);
    EXPECT_EQ(Pow(0.0f, -2.0f), kInf);
    EXPECT_EQ(Pow(kInf, 2.0f), kInf);
    EXPECT_EQ(Pow(kInf, -2.0f), 0.0f);
    EXPECT_EQ(Pow(0.5f, kInf), 0.0f);
    EXPECT_EQ(Pow(2.0f, -kInf), 0.0f);
    EXPECT_EQ(Pow(2.0f, kInf), kInf);
    EXPECT_TRUE(std::isnan(Pow(kNaN, 2.0f)));
    EXPECT_TRUE(std::isnan(Pow(2.0f, kNaN)));
    for (int k = -149; k <= 127; ++k)
        EXPECT_EQ(Pow(2.0f, static_cast<float>(k)), std::ldexp(1.0f, k)) << k;
    for (std::uint32_t bits = 0x00000001; bits < 0x7f800000; bits += 4093) {
        const float x = FromBits(bits);
        EXPECT_LE(UlpDistance(Pow(x, 1.0f), x), 1) << x;
    }
    EXPECT_EQ(Pow(3.0f, 2.0f), 9.0f);  // 9 is the only float within 2^-20 of 9
}

TEST(LaneMath, SinCosAtZeroAndSubnormals) {
    EXPECT_EQ(Bits(Sin(0.0f)), Bits(0.0f));
    EXPECT_EQ(Bits(Sin(-0.0f)), Bits(-0.0f));
    EXPECT_EQ(Cos(0.0f), 1.0f);
    EXPECT_EQ(Cos(-0.0f), 1.0f);
    for (float x : {FromBits(1), -FromBits(1), FromBits(0x007fffff), 0x1p-30f}) {
        EXPECT_EQ(Sin(x), x) << x;  // sin x = x - x^3/6 rounds to x
        EXPECT_EQ(Cos(x), 1.0f) << x;
    }
}

TEST(LaneMath, RowsEqualTheScalarFormsBitForBit) {
    std::vector<float> x;
    for (std::uint64_t bits = 0; bits <= 0xffffffffu; bits += 1000003)
        x.push_back(FromBits(static_cast<std::uint32_t>(bits)));
    for (float special : {0.0f, -0.0f, kInf, -kInf, kNaN, 0x1p19f, 0x1.000002p19f, 3.14159265f})
        x.push_back(special);
    const int n = static_cast<int>(x.size());
    std::vector<float> sin_row(n), cos_row(n);
    // Rows of 16 (a block) and a last partial one: most rows hold only in-range lanes, so
    // the rows that skip the fix-up loop are checked too.
    for (int start = 0; start < n; start += 16) {
        const int count = std::min(16, n - start);
        SinRow(sin_row.data() + start, x.data() + start, count);
        CosRow(cos_row.data() + start, x.data() + start, count);
    }
    for (int i = 0; i < n; ++i) {
        EXPECT_EQ(Bits(sin_row[i]), Bits(Sin(x[i]))) << x[i];
        EXPECT_EQ(Bits(cos_row[i]), Bits(Cos(x[i]))) << x[i];
    }
    std::fill(sin_row.begin(), sin_row.end(), 0.0f);
    std::fill(cos_row.begin(), cos_row.end(), 0.0f);
    for (int start = 0; start < n; start += 16) {
        const int count = std::min(16, n - start);
        SinCosRow(sin_row.data() + start, cos_row.data() + start, x.data() + start, count);
    }
    for (int i = 0; i < n; ++i) {
        EXPECT_EQ(Bits(sin_row[i]), Bits(Sin(x[i]))) << x[i];
        EXPECT_EQ(Bits(cos_row[i]), Bits(Cos(x[i]))) << x[i];
    }
    using lang::arbasm::fragment::FogOption;
    FogParameters fog;
    fog.density = 0.37f;
    fog.start = 1.0f;
    fog.end = 9.0f;
    std::vector<float> factor(n);
    for (FogOption option :
         {FogOption::kNone, FogOption::kExp, FogOption::kExp2, FogOption::kLinear}) {
        FogFactorRow(option, fog, x.data(), factor.data(), n);
        for (int i = 0; i < n; ++i)
            EXPECT_EQ(Bits(factor[i]), Bits(FogFactor(option, fog, x[i]))) << x[i];
    }
}

}  // namespace
}  // namespace tessera::runtime::exec::lane_math
