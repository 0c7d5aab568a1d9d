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
// The work is done in double precision and rounded to float once, which makes the results
// nearly always the correctly rounded ones. Accuracy (tests/runtime/exec/lane_math_test.cpp
// measures it):
// - Exp2, Log2, Exp: within 2 ulp of the correctly rounded result over the whole float
//   range (measured: 1 ulp). Exp2(integer k) = 2^k exactly, also subnormal results and
//   the overflow to +inf; Exp2(-inf) = 0, Exp2(+inf) = +inf. Log2(2^k) = k exactly,
//   Log2(1) = +0, Log2(+-0) = -inf, Log2(x < 0) = NaN, Log2(+inf) = +inf. NaN gives NaN.
// - Pow(a, b): relative error below 2^-23 where the result is a normal float. NaN for
//   a < 0 (exp2(b * log2(a)) has no real value, 3.11.5.20); Pow(a, 0) = Pow(1, b) = 1 for
//   every a and b (so Pow(0, 0) = 1, as the spec defines 0^0 for LIT), Pow(+-0, b > 0) = 0,
//   Pow(+-0, b < 0) = +inf. Pow(2, integer k) = 2^k exactly.
// - Sin, Cos: within 2 ulp (measured: 1) for |x| <= kTrigBound = 2^19. Beyond it (and
//   for inf and NaN) the argument reduction would need more bits of pi than the
//   three-double Cody-Waite split has, so SinLarge/CosLarge round libm's double-precision
//   sin/cos instead: those lanes are rare, and the row forms fix them up after the
//   vectorised loop. Sin(+-0) = +-0, Cos(0) = 1.
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
static inline double DoubleFromBits(std::uint64_t bits) { return BitCast<double>(bits); }
static inline std::uint32_t FloatBits(float x) { return BitCast<std::uint32_t>(x); }
static inline float FloatFromBits(std::uint32_t bits) { return BitCast<float>(bits); }

// c0 + x (c1 + x (c2 + ...)), innermost first: the operations a loop of p = p * x + c
// would do, written as a recursion so that it is always straight-line code.
template <typename... Rest>
static inline double Horner(double x, double c0, Rest... rest) {
    if constexpr (sizeof...(rest) == 0)
        return c0;
    else
        return Horner(x, rest...) * x + c0;
}

// Adding 1.5 * 2^52 rounds a double of magnitude below 2^51 to an integer (to nearest
// even), which then sits in the low mantissa bits.
constexpr double kRoundShift = 0x1.8p52;

// 2^y for a double y, rounded to float. Inputs are clamped to [-151, 129], beyond which
// the float result is 0 or +inf anyway; NaN stays NaN. y = k + r with integer k and
// |r| <= 1/2; 2^r = e^(r ln 2) by its Taylor series (degree 8: truncation error below
// 2^-32), 2^k from exponent bits. The product is a normal double, so the only rounding to
// float is the final one (also for subnormal results).
static inline float Exp2Double(double y) {
    y = y < -151.0 ? -151.0 : y;
    y = y > 129.0 ? 129.0 : y;
    const double shifted = y + kRoundShift;
    const double k = shifted - kRoundShift;
    const double t = (y - k) * 0x1.62e42fefa39efp-1;  // r ln 2; y - k is exact
    const double p = Horner(t, 1.0, 1.0, 0.5, 1.0 / 6.0, 1.0 / 24.0, 1.0 / 120.0, 1.0 / 720.0,
                            1.0 / 5040.0, 1.0 / 40320.0);  // exactly 1 when r = 0
    const std::uint64_t k_bits = DoubleBits(shifted) - DoubleBits(kRoundShift);  // k mod 2^64
    const double scale = DoubleFromBits((k_bits + 1023u) << 52);
    return static_cast<float>(p * scale);
}

// log2 of a positive finite float as a double (error below 2^-38 relative to the
// result, 0 exactly at x = 1 and k exactly at x = 2^k). x = 2^e * m with m in
// [sqrt(1/2), sqrt(2)); ln m = 2 atanh(s) with s = (m - 1) / (m + 1), |s| <= 0.1716, by
// its odd series up to s^13. Subnormal x are scaled by 2^23 first. Other inputs give
// garbage that the callers replace.
static inline double Log2Finite(float x) {
    const bool subnormal = x < 0x1p-126f;
    const float normal = subnormal ? x * 0x1p23f : x;
    const std::uint32_t bits = FloatBits(normal);
    // x / sqrt(1/2) = 2^k * (m / sqrt(1/2)) with the last factor in [1, 2): k is the
    // exponent field of the bits' distance from sqrt(1/2)'s (an arithmetic shift).
    const std::uint32_t offset = bits - 0x3f3504f3u;
    const std::int32_t k = static_cast<std::int32_t>(offset) >> 23;
    const float m = FloatFromBits(bits - (offset & 0xff800000u));
    const std::int32_t e = k - (subnormal ? 23 : 0);
    const double f = static_cast<double>(m) - 1.0;  // exact
    const double s = f / (2.0 + f);
    const double s2 = s * s;
    const double p = Horner(s2, 1.0 / 3.0, 1.0 / 5.0, 1.0 / 7.0, 1.0 / 9.0, 1.0 / 11.0, 1.0 / 13.0);
    const double ln_m = 2.0 * s + 2.0 * s * s2 * p;
    return static_cast<double>(e) + ln_m * 0x1.71547652b82fep+0;  // times 1 / ln 2
}

static inline float Exp2(float x) { return Exp2Double(static_cast<double>(x)); }

// e^x = 2^(x / ln 2), the product formed in double so large |x| lose nothing.
static inline float Exp(float x) {
    return Exp2Double(static_cast<double>(x) * 0x1.71547652b82fep+0);
}

static inline float Log2(float x) {
    const float finite = static_cast<float>(Log2Finite(x));
    const float special = x == 0.0f ? -__builtin_inff() : x;  // +inf, NaN stay
    const float positive = ((x > 0.0f) & (x < __builtin_inff())) ? finite : special;
    return x < 0.0f ? __builtin_nanf("") : positive;
}

static inline float Pow(float base, float exponent) {
    // The selects compare doubles with doubles and floats with floats (and combine with
    // `|`, not `||`) so that each vectorises without converting masks between widths.
    const double a = static_cast<double>(base);
    const double finite_log = Log2Finite(base);
    const double log2_base = a == 0.0 ? -__builtin_inf() : (a < __builtin_inf() ? finite_log : a);
    const float power = Exp2Double(static_cast<double>(exponent) * log2_base);  // NaN stays
    const float one_cases = ((exponent == 0.0f) | (base == 1.0f)) ? 1.0f : power;
    return base < 0.0f ? __builtin_nanf("") : one_cases;
}

// Sin and cos for |x| <= kTrigBound. x = q pi/2 + r with |r| <= pi/4 (about), q pi/2
// subtracted in three parts: the first has 33 significant bits, so q * part is exact for
// q < 2^20 and the subtraction cancels exactly; the later parts' errors are far below
// float precision. Both Taylor series are evaluated (to r^11 and r^10: errors below
// 2^-33) and the quadrant q mod 4 selects.
constexpr float kTrigBound = 0x1p19f;

struct SinCos {
    double sin;
    double cos;
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
    return {(quadrant & 1u) ? cos_even : sin_even, (quadrant & 1u) ? -sin_even : cos_even};
}

static inline bool TrigInRange(float x) { return __builtin_fabsf(x) <= kTrigBound; }
static inline float SinInRange(float x) { return static_cast<float>(SinCosReduced(x).sin); }
static inline float CosInRange(float x) { return static_cast<float>(SinCosReduced(x).cos); }
// Beyond kTrigBound, inf and NaN: libm's double-precision functions, rounded once.
static inline float SinLarge(float x) { return static_cast<float>(__builtin_sin(x)); }
static inline float CosLarge(float x) { return static_cast<float>(__builtin_cos(x)); }

static inline float Sin(float x) { return TrigInRange(x) ? SinInRange(x) : SinLarge(x); }
static inline float Cos(float x) { return TrigInRange(x) ? CosInRange(x) : CosLarge(x); }

// Row forms: the in-range formula for every lane (a loop GCC vectorises), then the rare
// lanes out of range again with the scalar fallback, so each out[i] is Sin(x[i]) exactly.
static inline void SinRow(float* __restrict out, const float* __restrict x, int count) {
    for (int i = 0; i < count; ++i) out[i] = SinInRange(x[i]);
    for (int i = 0; i < count; ++i)
        if (!TrigInRange(x[i])) out[i] = SinLarge(x[i]);
}
static inline void CosRow(float* __restrict out, const float* __restrict x, int count) {
    for (int i = 0; i < count; ++i) out[i] = CosInRange(x[i]);
    for (int i = 0; i < count; ++i)
        if (!TrigInRange(x[i])) out[i] = CosLarge(x[i]);
}

}  // namespace tessera::runtime::exec::lane_math
