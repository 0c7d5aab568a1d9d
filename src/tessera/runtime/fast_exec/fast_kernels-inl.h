// SPDX-License-Identifier: MIT
// What the fast executor's two per-target kernel files share (fast_kernels.cpp: RunSteps'
// Execute and the dispatch; fast_stream_kernels.cpp: the instruction stream's op kernels):
// the row loops, the operations both forms apply in the same order (saturation, MAX and
// MIN, KIL, the scalar-result instructions) and the declarations that join the two files
// within one Highway target. Included once per target by each file (Highway's -inl.h
// pattern: the include guard toggles with HWY_TARGET_TOGGLE).
#if defined(TESSERA_FAST_KERNELS_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef TESSERA_FAST_KERNELS_INL_H_
#undef TESSERA_FAST_KERNELS_INL_H_
#else
#define TESSERA_FAST_KERNELS_INL_H_
#endif

#include <hwy/highway.h>

#include "runtime/base/lane_math.h"
#include "runtime/fast_exec/fast_kernels.h"

HWY_BEFORE_NAMESPACE();
namespace tessera::runtime::exec::fast::HWY_NAMESPACE {

/// RunSteps' one step (fast_kernels.cpp), which the stream's generic op runs too.
void Execute(const Step& step, float* registers, std::int32_t* killed,
             const SampleContext& context, KernelScratch& scratch);
/// This target's op kernels into `table` (fast_stream_kernels.cpp).
void FillStreamKernels(OpKernelTable* table);

namespace {

namespace hn = hwy::HWY_NAMESPACE;
using lang::arbasm::fragment::Opcode;
using D = hn::ScalableTag<float>;
using V = hn::Vec<D>;

constexpr int L = kLanes;
// alu.cpp's LIT limit: std::nextafter(128.0f, 0.0f), the largest float below 128.
constexpr float kLitLimit = 0x1.fffffep6f;
// Highway's Floor is an instruction on these targets; elsewhere it is emulated (above).
constexpr bool kVectorFloor = !(HWY_TARGET == HWY_SCALAR || HWY_TARGET == HWY_EMU128 ||
                                HWY_TARGET == HWY_SSSE3);

using In = const float* HWY_RESTRICT;
using Out = float* HWY_RESTRICT;

// Row loops: f on vectors (Lanes(d) divides kLanes on every target: Highway's vectors have
// a power of two of lanes, at most 2048 bits).
template <typename F>
HWY_INLINE void Map1(Out o, In a, F f) {
    const D d;
    for (int i = 0; i < L; i += static_cast<int>(hn::Lanes(d)))
        hn::StoreU(f(hn::LoadU(d, a + i)), d, o + i);
}
template <typename F>
HWY_INLINE void Map2(Out o, In a, In b, F f) {
    const D d;
    for (int i = 0; i < L; i += static_cast<int>(hn::Lanes(d)))
        hn::StoreU(f(hn::LoadU(d, a + i), hn::LoadU(d, b + i)), d, o + i);
}
template <typename F>
HWY_INLINE void Map3(Out o, In a, In b, In c, F f) {
    const D d;
    for (int i = 0; i < L; i += static_cast<int>(hn::Lanes(d)))
        hn::StoreU(f(hn::LoadU(d, a + i), hn::LoadU(d, b + i), hn::LoadU(d, c + i)), d, o + i);
}
// Lane loops for the scalar functions (the compiler vectorises them).
template <typename F>
HWY_INLINE void LaneMap1(Out o, In a, F f) {
    for (int i = 0; i < L; ++i) o[i] = f(a[i]);
}
template <typename F>
HWY_INLINE void LaneMap2(Out o, In a, In b, F f) {
    for (int i = 0; i < L; ++i) o[i] = f(a[i], b[i]);
}
HWY_INLINE void Fill(Out o, float v) {
    const D d;
    const V value = hn::Set(d, v);
    for (int i = 0; i < L; i += static_cast<int>(hn::Lanes(d))) hn::StoreU(value, d, o + i);
}
HWY_INLINE void Copy(Out o, In a) {
    Map1(o, a, [](V x) { return x; });
}

HWY_INLINE V One() { return hn::Set(D(), 1.0f); }
// alu.h's Saturate: !(v > 0) ? 0 : (v > 1 ? 1 : v), NaN to 0.
HWY_INLINE V Saturate(V v) {
    const V one = One();
    return hn::IfThenElseZero(hn::Gt(v, hn::Zero(D())), hn::IfThenElse(hn::Gt(v, one), one, v));
}
// A row clamped in place.
HWY_INLINE void SaturateRow(float* row) {
    const D d;
    for (int i = 0; i < L; i += static_cast<int>(hn::Lanes(d)))
        hn::StoreU(Saturate(hn::LoadU(d, row + i)), d, row + i);
}
// alu.cpp's Max and Min (not Highway's, whose NaN results differ by target): the other operand when one is NaN, else the pseudocode's compare.
HWY_INLINE V MaxOf(V a, V b) {
    return hn::IfThenElse(hn::IsNaN(a), b,
                          hn::IfThenElse(hn::IsNaN(b), a, hn::IfThenElse(hn::Gt(a, b), a, b)));
}
HWY_INLINE V MinOf(V a, V b) {
    return hn::IfThenElse(hn::IsNaN(a), b,
                          hn::IfThenElse(hn::IsNaN(b), a, hn::IfThenElse(hn::Gt(a, b), b, a)));
}


// A source's vector at lane i, negated on load when kNegate (sign: 0 or the sign bit).
template <bool kNegate>
HWY_INLINE V Load(const float* row, V sign, int i) {
    const V x = hn::LoadU(D(), row + i);
    return kNegate ? hn::Xor(x, sign) : x;
}
HWY_INLINE V SignOf(std::uint32_t bits) {
    const D d;
    return hn::BitCast(d, hn::Set(hn::RebindToUnsigned<D>(), bits));
}

// KIL (3.11.6.4): killed[lane] |= any component < 0 (NaN and -0 are not "< 0"), row c
// negated on load (sign bits sign[c]) when kNegate. Whether it killed a lane that was alive.
template <bool kNegate>
bool Kill(const float* const a[4], const std::uint32_t sign_bits[4], std::int32_t* killed) {
    const D d;
    const hn::RebindToSigned<D> di;
    const V zero = hn::Zero(d);
    // (No array of the four signs: SVE's vectors are sizeless types, which cannot be array
    // elements or captured by copy; the broadcasts are loop-invariant.)
    auto fresh = hn::Zero(di);  // lanes killed now that were alive
    for (int i = 0; i < L; i += static_cast<int>(hn::Lanes(d))) {
        const auto negative = [&](int c) {
            return hn::Lt(Load<kNegate>(a[c], SignOf(sign_bits[c]), i), zero);
        };
        const auto any = hn::Or(hn::Or(negative(0), negative(1)), hn::Or(negative(2), negative(3)));
        const auto was = hn::LoadU(di, killed + i);
        const auto now = hn::IfThenElseZero(hn::RebindMask(di, any), hn::Set(di, 1));
        fresh = hn::Or(fresh, hn::AndNot(was, now));
        hn::StoreU(hn::Or(was, now), di, killed + i);
    }
    return !hn::AllTrue(di, hn::Eq(fresh, hn::Zero(di)));
}

// The transcendentals run in chunks of 16 lanes (4 quads), and a chunk whose quads are all
// dead (killed, or padding: SampleContext::quad_mask) is skipped: no result of a dead lane
// is used, and no kernel reads a lane of another quad (derivatives are per quad). A skipped
// chunk's lanes of the output rows are set to 0 instead, so that no lane holds a value that
// was never computed (RunSteps' scratch is not initialised, and is copied to registers).
constexpr int kChunkLanes = 16;
constexpr std::uint32_t kChunkQuadBits = (1u << (kChunkLanes / kQuadSize)) - 1;

// f(first) for the first lane of each chunk with a live quad; the other chunks' lanes of
// `first_out` and `second_out` (each a row or null) set to 0.
template <typename F>
HWY_INLINE void ForLiveChunks(std::uint32_t quad_mask, float* first_out, float* second_out, F f) {
    for (int first = 0; first < L; first += kChunkLanes) {
        if ((quad_mask >> (first / kQuadSize)) & kChunkQuadBits) {
            f(first);
            continue;
        }
        for (int i = first; i < first + kChunkLanes; ++i) {
            if (first_out != nullptr) first_out[i] = 0.0f;
            if (second_out != nullptr) second_out[i] = 0.0f;
        }
    }
}

// EX2, LG2, SIN, COS and POW on lanes [0, kCount) of the rows (lane_math's functions, in
// lane loops the compiler vectorises); SIN and COS in range only (ScalarResult fixes up).
template <int kCount>
HWY_INLINE void Transcendental(Opcode opcode, Out o, In a, In b) {
    switch (opcode) {
        case Opcode::kEX2:
            for (int i = 0; i < kCount; ++i) o[i] = lane_math::Exp2(a[i]);
            break;
        case Opcode::kLG2:
            for (int i = 0; i < kCount; ++i) o[i] = lane_math::Log2(a[i]);
            break;
        case Opcode::kSIN:
            for (int i = 0; i < kCount; ++i) o[i] = lane_math::SinInRange(a[i]);
            break;
        case Opcode::kCOS:
            for (int i = 0; i < kCount; ++i) o[i] = lane_math::CosInRange(a[i]);
            break;
        case Opcode::kPOW:
            for (int i = 0; i < kCount; ++i) o[i] = lane_math::Pow(a[i], b[i]);
            break;
        default:
            break;
    }
}

// The scalar-result instructions (RCP, RSQ, EX2, LG2, SIN, COS, POW) of the x rows a and b
// into `o`, for the lanes of the live quads at least (SIN and COS: the out-of-range lanes
// fixed up on the whole row, lane_math's SinRow in two halves).
HWY_NOINLINE void ScalarResult(Opcode opcode, Out o, In a, In b, std::uint32_t quad_mask) {
    switch (opcode) {
        case Opcode::kRCP:
            Map1(o, a, [](V x) { return hn::Div(One(), x); });
            break;
        case Opcode::kRSQ:
            Map1(o, a, [](V x) { return hn::Div(One(), hn::Sqrt(hn::Abs(x))); });
            break;
        default:
            ForLiveChunks(quad_mask, o, nullptr, [&](int first) {
                Transcendental<kChunkLanes>(opcode, o + first, a + first, b + first);
            });
            if (opcode == Opcode::kSIN) lane_math::SinFixUp(o, a, L);
            if (opcode == Opcode::kCOS) lane_math::CosFixUp(o, a, L);
            break;
    }
}

// LIT's y and z (3.11.5.13, alu.cpp's Lit) on lanes [0, kChunkLanes): x, y and w its
// source's components, `x_out` max(x, 0), `power_out` x > 0 ? max(y, 0)^w : 0 with w
// clamped to +-kLitLimit (a NaN stays NaN through each clamp, as alu.cpp's compares leave
// it). The power is skipped when no lane has x > 0: the select gives 0 there anyway. (The
// first part is Highway's: GCC unrolls a 16-lane reduction into scalar compares.)
HWY_INLINE void LitChunk(Out x_out, Out power_out, In x, In y, In w) {
    const hn::CappedTag<float, kChunkLanes> d;
    auto any_positive = hn::Zero(d);
    for (int i = 0; i < kChunkLanes; i += static_cast<int>(hn::Lanes(d))) {
        const auto v = hn::LoadU(d, x + i);
        const auto clamped = hn::IfThenZeroElse(hn::Lt(v, hn::Zero(d)), v);
        hn::StoreU(clamped, d, x_out + i);
        any_positive = hn::Or(any_positive, hn::VecFromMask(d, hn::Gt(clamped, hn::Zero(d))));
    }
    if (hn::AllFalse(d, hn::MaskFromVec(any_positive))) {
        for (int i = 0; i < kChunkLanes; i += static_cast<int>(hn::Lanes(d)))
            hn::StoreU(hn::Zero(d), d, power_out + i);
        return;
    }
    for (int i = 0; i < kChunkLanes; ++i) {
        const float base = y[i] < 0 ? 0.0f : y[i];
        float exponent = w[i] < -kLitLimit ? -kLitLimit : w[i];
        exponent = exponent > kLitLimit ? kLitLimit : exponent;
        power_out[i] = x_out[i] > 0 ? lane_math::Pow(base, exponent) : 0.0f;
    }
}

// `quad_mask` without the quads whose four fragments are all killed.
std::uint32_t QuadsNotKilled(const std::int32_t* killed, std::uint32_t quad_mask) {
    std::uint32_t dead = 0;
    for (int q = 0; q < kBlockQuads; ++q) {
        const std::int32_t* k = killed + q * kQuadSize;
        dead |= static_cast<std::uint32_t>((k[0] & k[1] & k[2] & k[3]) != 0) << q;
    }
    return quad_mask & ~dead;
}

}  // namespace
}  // namespace tessera::runtime::exec::fast::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#endif  // TESSERA_FAST_KERNELS_INL_H_
