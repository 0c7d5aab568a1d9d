// SPDX-License-Identifier: MIT
// The transcendental functions of every executor: EX2, LG2, POW, SIN, COS, SCS, LIT's power
// and the fog options' exp, one definition for the reference interpreter, the fast
// executor's lane kernels and the vertex executors, so that they agree bit for bit.
//
// Why our own and not libm: libm's results depend on glibc's version and on the variant
// it picks for the CPU (__powf_fma or not), and a lane loop that calls libm runs one lane
// at a time. These functions are straight-line code (range reduction, a polynomial,
// exponent bits; no table, no branch, selects only), so GCC -O2 vectorises a loop over
// lanes that calls them; they use only IEEE operations in a fixed order (no FMA: the
// project builds with ISO C++, where GCC does not contract a * b + c), so every build and
// every instruction set gives the same bits.
//
// The polynomials are evaluated in float (8 lanes per AVX2 register rather than 4
// doubles): minimax fits of the lowest degree whose error stays well below float's half
// ulp (the fits and their errors are given at each function), with the leading terms
// arranged so that the roundings of the float arithmetic stay below one ulp in all. Double
// precision is kept where float cannot carry enough bits: POW's log2 (b * log2(a) needs
// about 28 correct bits) and SIN and COS (see SinCosReduced: nearly always correctly
// rounded there, because shaders amplify their last bit).
// Accuracy (tests/runtime/exec/lane_math_test.cpp measures it against double-precision
// libm rounded to float):
// - Exp2, Log2, Exp: within 2 ulp of the correctly rounded result over the whole float
//   range (measured: 1 ulp). Exp2(integer k) = 2^k exactly, also subnormal results and
//   the overflow to +inf; Exp2(-inf) = 0, Exp2(+inf) = +inf. Log2(2^k) = k exactly,
//   Log2(1) = +0, Log2(+-0) = -inf, Log2(x < 0) = NaN, Log2(+inf) = +inf. NaN gives NaN.
// - Pow(a, b): relative error below 2^-23 where the result is a normal float (measured:
//   2^-23.4, 1 ulp). NaN for a < 0 (exp2(b * log2(a)) has no real value, 3.11.5.20);
//   Pow(a, 0) = Pow(1, b) = 1 for every a and b (so Pow(0, 0) = 1, as the spec defines
//   0^0 for LIT), Pow(+-0, b > 0) = 0, Pow(+-0, b < 0) = +inf. Pow(2, integer k) = 2^k
//   exactly.
// - Sin, Cos: within 2 ulp (measured: 1, nearly always correctly rounded) for |x| <= kTrigBound =
//   2^19. Beyond it (and for inf and NaN) the argument reduction would need more bits of
//   pi than the three-double Cody-Waite split has, so SinLarge/CosLarge round libm's
//   double-precision sin/cos instead: those lanes are rare, and the row forms fix them up
//   after the vectorised loop. Sin(+-0) = +-0, Cos(0) = 1.
// Everything has internal linkage (static inline) and uses builtins only: this header is
// included by fast_kernels.inc, which is compiled for two instruction sets, and an inline
// function with external linkage could be shared by the linker between them.
#pragma once

#include <cstdint>

namespace tessera::runtime::exec::lane_math {

// std::bit_cast without the library template (see the end of the comment above).
template <typename To, typename From>
static inline To BitCast(From from) {
    static_assert(sizeof(To) == sizeof(From));
    To to;
    __builtin_memcpy(&to, &from, sizeof to);
    return to;
}
static inline std::uint64_t DoubleBits(double x) { return BitCast<std::uint64_t>(x); }
static inline std::uint32_t FloatBits(float x) { return BitCast<std::uint32_t>(x); }
static inline float FloatFromBits(std::uint32_t bits) { return BitCast<float>(bits); }

// c0 + x (c1 + x (c2 + ...)), innermost first: the operations a loop of p = p * x + c
// would do, written as a recursion so that it is always straight-line code.
template <typename T, typename... Rest>
static inline T Horner(T x, T c0, Rest... rest) {
    if constexpr (sizeof...(rest) == 0)
        return c0;
    else
        return Horner(x, rest...) * x + c0;
}

// Adding 1.5 * 2^52 rounds a double of magnitude below 2^51 to an integer (to nearest
// even), which then sits in the low mantissa bits; 1.5 * 2^23 does the same for a float
// of magnitude below 2^22.
constexpr double kRoundShift = 0x1.8p52;
constexpr float kRoundShiftFloat = 0x1.8p23f;

// p * 2^k for p in [1/2, 2] and an integer k in [-151, 130], rounded once: 2^k is the
// product of two normal floats 2^k1 and 2^k2 (2^k alone may be subnormal or overflow),
// p * 2^k1 is exact, and only the second product rounds (to a subnormal or +inf too).
static inline float ScaleByPowerOfTwo(float p, std::int32_t k) {
    const std::int32_t k1 = k >> 1;  // floor(k / 2), in [-76, 65]
    const std::int32_t k2 = k - k1;  // in [-75, 65]
    const float scale1 = FloatFromBits(static_cast<std::uint32_t>(k1 + 127) << 23);
    const float scale2 = FloatFromBits(static_cast<std::uint32_t>(k2 + 127) << 23);
    return (p * scale1) * scale2;
}

// 2^r for |r| <= 1/2 as 1 + r Q(r), exactly 1 at r = 0. Q is a minimax fit of degree 5
// with float coefficients (relative error of 2^r below 2^-27.5; degree 4 reaches only
// 2^-21).
static inline float Exp2Reduced(float r) {
    return 1.0f + r * Horner(r, 0x1.62e432p-1f, 0x1.ebfbe6p-3f, 0x1.c6ada6p-5f, 0x1.3b21c6p-7f,
                             0x1.5fc00ap-10f, 0x1.4bc7b4p-13f);
}

// e^r for |r| <= ln 2 / 2 (a little beyond is harmless) as 1 + r Q(r), the same kind of
// fit (relative error below 2^-28).
static inline float ExpReduced(float r) {
    return 1.0f + r * Horner(r, 1.0f, 0x1.fffffcp-2f, 0x1.55548cp-3f, 0x1.555858p-5f,
                             0x1.123de0p-7f, 0x1.6ac74ep-10f);
}

// The integer that x + kRoundShiftFloat rounded x to (two's complement difference of bits).
static inline std::int32_t RoundedInteger(float shifted) {
    return static_cast<std::int32_t>(FloatBits(shifted) - FloatBits(kRoundShiftFloat));
}

// 2^x = 2^r * 2^k with k = round(x), r = x - k exact. Inputs are clamped to [-151, 129],
// beyond which the float result is 0 or +inf anyway; NaN stays NaN (the comparisons are
// false for it; its k is garbage, but of magnitude below 2^31, and NaN times any scale is
// NaN).
static inline float Exp2(float x) {
    x = x < -151.0f ? -151.0f : x;
    x = x > 129.0f ? 129.0f : x;
    const float shifted = x + kRoundShiftFloat;
    const float r = x - (shifted - kRoundShiftFloat);  // exact
    return ScaleByPowerOfTwo(Exp2Reduced(r), RoundedInteger(shifted));
}

// e^x = e^r * 2^k with k = round(x / ln 2) and r = x - k ln 2 (Cody-Waite: ln 2's high
// part has 15 significant bits, so k * high is exact for |k| <= 2^8 and x - k * high
// cancels exactly). e^-105 < 2^-151 and e^90 > 2^129 bound the clamps (k in [-151, 130]).
static inline float Exp(float x) {
    x = x < -105.0f ? -105.0f : x;
    x = x > 90.0f ? 90.0f : x;
    const float shifted = x * 0x1.715476p+0f + kRoundShiftFloat;
    const float k = shifted - kRoundShiftFloat;
    const float r = (x - k * 0x1.62e4p-1f) - k * 0x1.7f7d1cp-20f;
    return ScaleByPowerOfTwo(ExpReduced(r), RoundedInteger(shifted));
}

// x = 2^e * m with m in [sqrt(1/2), sqrt(2)) for a positive finite float x; subnormal x
// are scaled by 2^23 first. Other inputs give garbage that the callers replace.
struct Reduced {
    float m;
    std::int32_t e;
};
static inline Reduced ReduceForLog(float x) {
    const bool subnormal = x < 0x1p-126f;
    const float normal = subnormal ? x * 0x1p23f : x;
    const std::uint32_t bits = FloatBits(normal);
    // x / sqrt(1/2) = 2^k * (m / sqrt(1/2)) with the last factor in [1, 2): k is the
    // exponent field of the bits' distance from sqrt(1/2)'s (an arithmetic shift).
    const std::uint32_t offset = bits - 0x3f3504f3u;
    const std::int32_t k = static_cast<std::int32_t>(offset) >> 23;
    return {FloatFromBits(bits - (offset & 0xff800000u)), k - (subnormal ? 23 : 0)};
}

// log2 of a positive finite float in float arithmetic. With f = m - 1 (exact) and
// s = f / (2 + f), ln m = 2 atanh(s) = f - s (f - R) where R = 2 atanh(s) / s - 2, a minimax
// fit in s^2 <= 0.0295 (error below 2^-29). The main term f / ln 2 is carried exactly:
// f's top 12 bits times 1 / ln 2's top 11 bits are exact, and the sum with e is a
// Fast2Sum (|e| >= 1 > that product, or e = 0). The rest is small, so its rounding
// errors stay far below the final one. 0 exactly at x = 1, e exactly at x = 2^e.
static inline float Log2Finite(float x) {
    const Reduced reduced = ReduceForLog(x);
    const float f = reduced.m - 1.0f;
    const float s = f / (2.0f + f);
    const float z = s * s;
    const float r = z * Horner(z, 0x1.55557ap-1f, 0x1.995ed6p-2f, 0x1.31e080p-2f);
    const float correction = s * (f - r);  // ln m = f - correction
    const float f_high = FloatFromBits(FloatBits(f) & 0xfffff000u);
    const float main = f_high * 0x1.714p0f;  // exact
    const float low = ((f - f_high) * 0x1.714p0f + f * 0x1.47652cp-12f) -
                      correction * 0x1.715476p+0f;
    const float e = static_cast<float>(reduced.e);
    const float high = e + main;
    const float high_error = main - (high - e);
    return high + (high_error + low);
}

static inline float Log2(float x) {
    const float finite = Log2Finite(x);
    const float special = x == 0.0f ? -__builtin_inff() : x;  // +inf, NaN stay
    const float positive = ((x > 0.0f) & (x < __builtin_inff())) ? finite : special;
    return x < 0.0f ? __builtin_nanf("") : positive;
}

// log2 of a positive finite float as a double, for Pow: POW's b * log2(a) reaches 2^7 in
// magnitude where the result is still a normal float, so log2(a) needs far more than
// float precision. ln m = 2 atanh(s) = 2 s + s R(s^2) as in Log2Finite, R a minimax fit
// with double coefficients (relative error of ln m below 2^-37); 0 exactly at x = 1 and
// e exactly at x = 2^e.
static inline double Log2FiniteDouble(float x) {
    const Reduced reduced = ReduceForLog(x);
    const double f = static_cast<double>(reduced.m) - 1.0;  // exact
    const double s = f / (2.0 + f);
    const double z = s * s;
    const double r = z * Horner(z, 0x1.555554fd934a9p-1, 0x1.999a7a9cf5ff3p-2,
                                0x1.2438d2cbc7549p-2, 0x1.e2f7244b31672p-3);
    const double ln_m = 2.0 * s + s * r;
    return static_cast<double>(reduced.e) + ln_m * 0x1.71547652b82fep+0;  // times 1 / ln 2
}

// 2^y for a double y, as Exp2: k = round(y) and r = y - k in double (exact), then r
// rounded to float (an error below 2^-26, a relative 2^-26.5 in the result). The clamps
// turn NaN into -151 (a result of 0), so k is always an integer in [-151, 129] (no lane
// converts NaN to an integer); the caller handles NaN.
static inline float Exp2OfDouble(double y) {
    y = y > -151.0 ? y : -151.0;
    y = y < 129.0 ? y : 129.0;
    const double k = (y + kRoundShift) - kRoundShift;
    return ScaleByPowerOfTwo(Exp2Reduced(static_cast<float>(y - k)), static_cast<std::int32_t>(k));
}

// 2^(b log2 a) with log2 a and the product in double, 2^y as Exp2OfDouble.
static inline float Pow(float base, float exponent) {
    // The selects compare doubles with doubles and floats with floats (and combine with
    // `|`, not `||`) so that each vectorises without converting masks between widths.
    const double a = static_cast<double>(base);
    const double finite_log = Log2FiniteDouble(base);
    const double log2_base = a == 0.0 ? -__builtin_inf() : (a < __builtin_inf() ? finite_log : a);
    // b * log2(a) is NaN only for a NaN operand or for 0 * inf (b = 0 or a = 1: one_cases).
    const float power = Exp2OfDouble(static_cast<double>(exponent) * log2_base);
    const bool nan_operand = (base != base) | (exponent != exponent);
    const float finite_cases = nan_operand ? __builtin_nanf("") : power;
    const float one_cases = ((exponent == 0.0f) | (base == 1.0f)) ? 1.0f : finite_cases;
    return base < 0.0f ? __builtin_nanf("") : one_cases;
}

// Sin and cos for |x| <= kTrigBound, in double precision and rounded once. x = q pi/2 + r
// with |r| <= pi/4 (about), q pi/2 subtracted in three parts: the first has 33 significant
// bits, so q * part is exact for q < 2^20 and the subtraction cancels exactly; the later
// parts' errors are far below float precision. Both Taylor series are evaluated (to r^11
// and r^10: errors below 2^-33) and the quadrant q mod 4 selects.
// Why not float like Exp2 and Log2: the results are then correctly rounded in all but a
// handful of cases, and shaders use SIN as a hash (fract(sin(dot(p, k)) * 43758.5)), where
// every ulp is multiplied by the constant: a float polynomial (1.5x faster, measured 1 ulp,
// 0.1-1% of inputs not correctly rounded) changed whole cells of such a pattern
// (examples/cg/dissolve.cg) against the IR interpreter's and Mesa's sine.
constexpr float kTrigBound = 0x1p19f;

struct SinCos {
    float sin;
    float cos;
};

static inline SinCos SinCosReduced(float x) {
    const double xd = static_cast<double>(x);
    const double shifted = xd * 0x1.45f306dc9c883p-1 + kRoundShift;  // x * 2/pi
    const double q = shifted - kRoundShift;
    double r = xd - q * 0x1.921fb544p+0;
    r = r - q * 0x1.0b4611a6p-34;
    r = r - q * 0x1.3198a2e037073p-69;
    const double r2 = r * r;
    const double ps =
        Horner(r2, -1.0 / 6.0, 1.0 / 120.0, -1.0 / 5040.0, 1.0 / 362880.0, -1.0 / 39916800.0);
    const double s = r == 0.0 ? r : r + r * r2 * ps;  // the sum would turn -0 into +0
    const double pc = Horner(r2, -0.5, 1.0 / 24.0, -1.0 / 720.0, 1.0 / 40320.0, -1.0 / 3628800.0);
    const double c = 1.0 + r2 * pc;
    const std::uint64_t quadrant = DoubleBits(shifted) & 3u;  // q mod 4
    const double sin_even = (quadrant & 2u) ? -s : s;
    const double cos_even = (quadrant & 2u) ? -c : c;
    return {static_cast<float>((quadrant & 1u) ? cos_even : sin_even),
            static_cast<float>((quadrant & 1u) ? -sin_even : cos_even)};
}

static inline bool TrigInRange(float x) { return __builtin_fabsf(x) <= kTrigBound; }
static inline float SinInRange(float x) { return SinCosReduced(x).sin; }
static inline float CosInRange(float x) { return SinCosReduced(x).cos; }
// Beyond kTrigBound, inf and NaN: libm's double-precision functions, rounded once.
static inline float SinLarge(float x) { return static_cast<float>(__builtin_sin(x)); }
static inline float CosLarge(float x) { return static_cast<float>(__builtin_cos(x)); }

static inline float Sin(float x) { return TrigInRange(x) ? SinInRange(x) : SinLarge(x); }
static inline float Cos(float x) { return TrigInRange(x) ? CosInRange(x) : CosLarge(x); }

// Whether any of the lanes is beyond kTrigBound, inf or NaN: an or-reduction GCC
// vectorises, so that rows without such lanes (nearly all) skip the scalar fix-up loop.
static inline bool AnyTrigOutOfRange(const float* x, int count) {
    int out_of_range = 0;
    for (int i = 0; i < count; ++i) out_of_range |= !TrigInRange(x[i]);
    return out_of_range != 0;
}

// The lanes of a row beyond kTrigBound (and inf, NaN) again with the scalar fallback, once
// the in-range formula has filled every lane: the row forms' second half. (Apart so that
// the fast kernels can run the formula on chunks of a row and the check on the whole row,
// which GCC vectorises; a check of 16 lanes it unrolls into scalar compares.)
static inline void SinFixUp(float* __restrict out, const float* __restrict x, int count) {
    if (!AnyTrigOutOfRange(x, count)) return;
    for (int i = 0; i < count; ++i)
        if (!TrigInRange(x[i])) out[i] = SinLarge(x[i]);
}
static inline void CosFixUp(float* __restrict out, const float* __restrict x, int count) {
    if (!AnyTrigOutOfRange(x, count)) return;
    for (int i = 0; i < count; ++i)
        if (!TrigInRange(x[i])) out[i] = CosLarge(x[i]);
}

// Row forms: the in-range formula for every lane (a loop GCC vectorises), then the rare
// lanes out of range again with the scalar fallback, so each out[i] is Sin(x[i]) exactly.
static inline void SinRow(float* __restrict out, const float* __restrict x, int count) {
    for (int i = 0; i < count; ++i) out[i] = SinInRange(x[i]);
    SinFixUp(out, x, count);
}
static inline void CosRow(float* __restrict out, const float* __restrict x, int count) {
    for (int i = 0; i < count; ++i) out[i] = CosInRange(x[i]);
    CosFixUp(out, x, count);
}
// Both from one reduction (SCS writes cos and sin of the same argument), in range.
static inline void SinCosInRangeRow(float* __restrict sin_out, float* __restrict cos_out,
                                    const float* __restrict x, int count) {
    for (int i = 0; i < count; ++i) {
        const SinCos both = SinCosReduced(x[i]);
        sin_out[i] = both.sin;
        cos_out[i] = both.cos;
    }
}
static inline void SinCosRow(float* __restrict sin_out, float* __restrict cos_out,
                             const float* __restrict x, int count) {
    SinCosInRangeRow(sin_out, cos_out, x, count);
    SinFixUp(sin_out, x, count);
    CosFixUp(cos_out, x, count);
}

}  // namespace tessera::runtime::exec::lane_math
