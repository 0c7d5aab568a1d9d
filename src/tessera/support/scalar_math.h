// SPDX-License-Identifier: MIT
// The scalar arithmetic of the IR's operations and intrinsics: one component of each, as
// ir/ops.def names them. The interpreter computes every component-wise operation through
// these functions and the constant folder calls the interpreter, so the two cannot
// disagree. It lives in support/, the lowest layer (docs/ARCHITECTURE.md), so that code
// outside the compiler that wants the same number (ISL's plan values, lang/isl/plan) can
// include it; it depends on nothing but the C++ library. Its names are in support::scalar.
//
// Floats are single precision, one rounding per operation, in the order the formula is
// written (the build turns off fused multiply-add contraction). Ints are int32 and wrap.
//
// Choices where C, Cg or GLSL leave the result open (the ARBfp reference's choice,
// runtime/exec/alu.h, where there is one, so that the ARBfp writer's output can agree):
// - Int division by zero gives 0; int `mod` by zero gives 0; INT_MIN / -1 wraps to
//   INT_MIN and INT_MIN mod -1 is 0. Float division by zero is IEEE (+-inf, NaN for 0/0).
// - Float `mod` and `fmod` are x - y * trunc(x / y), rounding after each step (Cg's fmod,
//   sign of x); y = 0 gives NaN.
// - float -> int truncates toward zero, NaN gives 0, out-of-range values saturate to
//   INT_MIN / INT_MAX (C leaves both undefined).
// - abs(INT_MIN) = INT_MIN (wraps). sign(+-0) = 0, sign(NaN) = 0 (NaN is neither > 0 nor
//   < 0, which is what a SLT/SGE-based sign computes).
// - min and max of floats return the other operand when exactly one is NaN (Mesa's MIN
//   and MAX); clamp(x, lo, hi) = min(max(x, lo), hi); saturate(NaN) = 0 (as _SAT), and
//   saturate(-0) = -0 (as _SAT's clamp, which only replaces values below 0).
// - round is half away from zero (C's roundf); fract(x) = x - floor(x), so fract of a tiny
//   negative number rounds to 1.0 (as FRC).
// - sqrt(x < 0) = NaN; rsqrt(x) = 1 / sqrt(x): rsqrt(0) = +inf, rsqrt(x < 0) = NaN (ARBfp's
//   RSQ takes |x| instead: the writer must not use RSQ where x may be negative, or accept
//   the difference); rcp(0) = +inf (IEEE, as RCP).
// - log(0) = -inf, log(x < 0) = NaN; pow(x < 0, y) = NaN for every y (as ARBfp's POW,
//   exp2(y * log2(x))); otherwise C's powf, so pow(0, 0) = 1.
// - lerp(a, b, t) = a + t * (b - a); smoothstep(e0, e1, x) with t = saturate((x - e0) /
//   (e1 - e0)) is t * t * (3 - 2 * t) (e0 = e1 gives 0 or 1 by the sign of x - e0, 0 at
//   x = e0, where 0 / 0 is NaN and saturate makes it 0).
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>

namespace tessera::support::scalar {

// Wrapping int32 arithmetic: computed in uint32, whose overflow is defined.
inline std::int32_t WrapInt(std::uint32_t x) { return static_cast<std::int32_t>(x); }
inline std::uint32_t Bits(std::int32_t x) { return static_cast<std::uint32_t>(x); }

// Operations (ops.def: add sub mul div mod neg)
inline float Add(float x, float y) { return x + y; }
inline float Sub(float x, float y) { return x - y; }
inline float Mul(float x, float y) { return x * y; }
inline float Div(float x, float y) { return x / y; }
inline float Neg(float x) { return -x; }
inline std::int32_t AddInt(std::int32_t x, std::int32_t y) { return WrapInt(Bits(x) + Bits(y)); }
inline std::int32_t SubInt(std::int32_t x, std::int32_t y) { return WrapInt(Bits(x) - Bits(y)); }
inline std::int32_t MulInt(std::int32_t x, std::int32_t y) { return WrapInt(Bits(x) * Bits(y)); }
inline std::int32_t NegInt(std::int32_t x) { return WrapInt(0u - Bits(x)); }
inline std::int32_t DivInt(std::int32_t x, std::int32_t y) {
    if (y == 0) return 0;
    if (y == -1) return NegInt(x);
    return x / y;
}
inline std::int32_t ModInt(std::int32_t x, std::int32_t y) {
    if (y == 0 || y == -1) return 0;
    return x % y;
}

// Comparisons and logic, on scalars held as doubles (exact for floats, ints and bools)
inline bool Equal(double x, double y) { return x == y; }
inline bool NotEqual(double x, double y) { return x != y; }
inline bool Less(double x, double y) { return x < y; }
inline bool LessEqual(double x, double y) { return x <= y; }
inline bool Greater(double x, double y) { return x > y; }
inline bool GreaterEqual(double x, double y) { return x >= y; }
inline bool And(bool x, bool y) { return x && y; }
inline bool Or(bool x, bool y) { return x || y; }
inline bool Xor(bool x, bool y) { return x != y; }
inline bool Not(bool x) { return !x; }

inline std::int32_t FloatToInt(float f) {
    if (std::isnan(f)) return 0;
    if (f >= 2147483648.0f) return std::numeric_limits<std::int32_t>::max();
    if (f < -2147483648.0f) return std::numeric_limits<std::int32_t>::min();
    return static_cast<std::int32_t>(f);
}

// Intrinsics (ops.def), in its order
inline float Abs(float x) { return std::fabs(x); }
inline std::int32_t AbsInt(std::int32_t x) { return x < 0 ? NegInt(x) : x; }
inline float Sign(float x) { return x > 0 ? 1.0f : x < 0 ? -1.0f : 0.0f; }
inline std::int32_t SignInt(std::int32_t x) { return x > 0 ? 1 : x < 0 ? -1 : 0; }
inline float Floor(float x) { return std::floor(x); }
inline float Ceil(float x) { return std::ceil(x); }
inline float Fract(float x) { return x - std::floor(x); }
inline float Round(float x) { return std::round(x); }
inline float Trunc(float x) { return std::trunc(x); }
inline float Min(float x, float y) {
    if (std::isnan(x)) return y;
    if (std::isnan(y)) return x;
    return x > y ? y : x;
}
inline float Max(float x, float y) {
    if (std::isnan(x)) return y;
    if (std::isnan(y)) return x;
    return x > y ? x : y;
}
inline float Clamp(float x, float lo, float hi) { return Min(Max(x, lo), hi); }
inline std::int32_t MinInt(std::int32_t x, std::int32_t y) { return y < x ? y : x; }
inline std::int32_t MaxInt(std::int32_t x, std::int32_t y) { return x < y ? y : x; }
inline std::int32_t ClampInt(std::int32_t x, std::int32_t lo, std::int32_t hi) {
    return MinInt(MaxInt(x, lo), hi);
}
inline float Saturate(float x) {
    if (std::isnan(x)) return 0.0f;
    return x < 0.0f ? 0.0f : x > 1.0f ? 1.0f : x;
}
inline float Lerp(float a, float b, float t) {
    float diff = b - a;
    float scaled = t * diff;
    return a + scaled;
}
inline float Step(float edge, float x) { return x >= edge ? 1.0f : 0.0f; }
/// The Hermite polynomial of smoothstep, t * t * (3 - 2 * t), for t in [0, 1].
inline float SmoothstepPolynomial(float t) {
    float t2 = t * t;
    float twice = 2.0f * t;
    float poly = 3.0f - twice;
    return t2 * poly;
}
inline float Smoothstep(float e0, float e1, float x) {
    float num = x - e0;
    float den = e1 - e0;
    return SmoothstepPolynomial(Saturate(num / den));
}
inline float Sqrt(float x) { return std::sqrt(x); }
inline float Rsqrt(float x) { return 1.0f / std::sqrt(x); }
inline float Rcp(float x) { return 1.0f / x; }
inline float Exp(float x) { return std::exp(x); }
inline float Exp2(float x) { return std::exp2(x); }
inline float Log(float x) { return std::log(x); }
inline float Log2(float x) { return std::log2(x); }
inline float Pow(float x, float y) {
    return x < 0 ? std::numeric_limits<float>::quiet_NaN() : std::pow(x, y);
}
inline float Sin(float x) { return std::sin(x); }
inline float Cos(float x) { return std::cos(x); }
inline float Tan(float x) { return std::tan(x); }
inline float Asin(float x) { return std::asin(x); }
inline float Acos(float x) { return std::acos(x); }
inline float Atan(float x) { return std::atan(x); }
inline float Atan2(float y, float x) { return std::atan2(y, x); }
inline float Fmod(float x, float y) {
    float q = x / y;
    float t = std::trunc(q);
    float p = y * t;
    return x - p;
}

}  // namespace tessera::support::scalar
