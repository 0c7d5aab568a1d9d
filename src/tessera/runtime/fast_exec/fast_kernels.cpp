// SPDX-License-Identifier: MIT
// The fast executor's lane kernels, written once with Highway's vector operations and
// compiled by Highway for every target it can dispatch to (hwy/foreach_target.h includes
// this file once per target: on x86 AVX-512 (Highway's AVX3), AVX2, SSE4, SSSE3 and its
// scalar fallback; on ARM NEON, SVE and SVE2), then chosen at run time (KernelsFor).
//
// Two forms run the same operations: a program's instruction stream (fast_stream.h) of op
// kernels (ComponentOp, DotOp, ScalarOp, KillOp, and Execute for the other instructions),
// which a BlockExecutor runs per block, and RunSteps on decoded steps (the prologue, the
// NV interpreter's vector steps, the vertex executor). RunSteps' Execute takes one step at
// a time, for a whole block: the switch on the opcode runs once per step, and inside each
// case every written component is one loop over the kLanes lanes, a vector of
// Lanes(d) floats at a time (64 lanes = 4 AVX-512, 8 AVX2 or 16 NEON vectors). The
// operations are alu.cpp's, in the same order with the same constants, so the results are
// the reference's bit for bit: no FMA (Mul then Add, never MulAdd; the library is built
// with -ffp-contract=off, so the compiler fuses nothing either), comparisons as the
// pseudocode writes them, NaN tests as alu.cpp's Max and Min make them, division and
// square root (exact in IEEE arithmetic on every target) rather than Highway's
// approximations. Two things stay lane loops that the compiler vectorises for the target
// (the function they sit in carries the target's attributes, so they inline and vectorise
// as Highway code does):
// - the transcendentals (EX2, LG2, POW, SIN, COS, SCS, LIT's power): lane_math.h's
//   straight-line functions, the reference's too, so that there is one definition of them;
// - FLR and FRC on the targets without a floor instruction (SSSE3, scalar), where
//   Highway's emulated Floor gives +0 for -0 (floorf keeps -0).
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "runtime/fast_exec/fast_kernels.cpp"
#include <hwy/foreach_target.h>  // must come before highway.h
#include <hwy/highway.h>

#include "runtime/fast_exec/fast_kernels.h"
#include "runtime/base/lane_math.h"

HWY_BEFORE_NAMESPACE();
namespace tessera::runtime::exec::fast::HWY_NAMESPACE {
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
// FLR and FRC's floor (see the top of the file for the lane loop).
HWY_INLINE void FloorRow(Out o, In a, bool fraction) {
    if constexpr (kVectorFloor) {
        if (fraction)
            Map1(o, a, [](V x) { return hn::Sub(x, hn::Floor(x)); });
        else
            Map1(o, a, [](V x) { return hn::Floor(x); });
    } else {
        if (fraction)
            LaneMap1(o, a, [](float x) { return x - __builtin_floorf(x); });
        else
            LaneMap1(o, a, [](float x) { return __builtin_floorf(x); });
    }
}

using Scratch = KernelScratch;

// Per-component instructions: out[c] from the sources' row c, for each written c.
template <typename F>
HWY_INLINE void PerComponent1(std::uint8_t mask, float* const out[4], const float* const a[4],
                              F f) {
    for (int c = 0; c < 4; ++c)
        if (mask & (1u << c)) Map1(out[c], a[c], f);
}
template <typename F>
HWY_INLINE void PerComponent2(std::uint8_t mask, float* const out[4], const float* const a[4],
                              const float* const b[4], F f) {
    for (int c = 0; c < 4; ++c)
        if (mask & (1u << c)) Map2(out[c], a[c], b[c], f);
}
template <typename F>
HWY_INLINE void PerComponent3(std::uint8_t mask, float* const out[4], const float* const a[4],
                              const float* const b[4], const float* const d[4], F f) {
    for (int c = 0; c < 4; ++c)
        if (mask & (1u << c)) Map3(out[c], a[c], b[c], d[c], f);
}
// A scalar result replicated into every written component.
HWY_INLINE void Replicate(std::uint8_t mask, float* const out[4], In value) {
    for (int c = 0; c < 4; ++c)
        if (mask & (1u << c)) Copy(out[c], value);
}

// DP3, DP4 and DPH into `o`: ((a0 b0 + a1 b1) + a2 b2), then + a3 b3 (DP4) or + b3 (DPH).
void Dot(Opcode opcode, Out o, const float* const a[4], const float* const b[4]) {
    const D d;
    for (int i = 0; i < L; i += static_cast<int>(hn::Lanes(d))) {
        const auto at = [&](const float* const row[4], int c) { return hn::LoadU(d, row[c] + i); };
        V sum = hn::Add(hn::Add(hn::Mul(at(a, 0), at(b, 0)), hn::Mul(at(a, 1), at(b, 1))),
                        hn::Mul(at(a, 2), at(b, 2)));
        if (opcode == Opcode::kDP4) sum = hn::Add(sum, hn::Mul(at(a, 3), at(b, 3)));
        if (opcode == Opcode::kDPH) sum = hn::Add(sum, at(b, 3));
        hn::StoreU(sum, d, o + i);
    }
}

// XPD's x, y and z: a[j] b[k] - a[k] b[j] for component c = (j, k), as alu.cpp orders them.
void Cross(std::uint8_t mask, float* const out[4], const float* const a[4],
           const float* const b[4]) {
    constexpr int kFirst[3] = {1, 2, 0};
    constexpr int kSecond[3] = {2, 0, 1};
    const D d;
    for (int c = 0; c < 3; ++c) {
        if (!(mask & (1u << c))) continue;
        In aj = a[kFirst[c]];
        In ak = a[kSecond[c]];
        In bj = b[kFirst[c]];
        In bk = b[kSecond[c]];
        Out o = out[c];
        for (int i = 0; i < L; i += static_cast<int>(hn::Lanes(d))) {
            const V first = hn::Mul(hn::LoadU(d, aj + i), hn::LoadU(d, bk + i));
            hn::StoreU(hn::Sub(first, hn::Mul(hn::LoadU(d, ak + i), hn::LoadU(d, bj + i))), d,
                       o + i);
        }
    }
    if (mask & 8) Fill(out[3], 1.0f);
}

// 3.11.5.13 as alu.cpp's Lit (a lane loop: its power is lane_math's).
void Lit(std::uint8_t mask, float* const out[4], const float* const a[4]) {
    if (mask & 1) Fill(out[0], 1.0f);
    if (mask & 8) Fill(out[3], 1.0f);
    if (!(mask & 6)) return;
    for (int i = 0; i < L; ++i) {
        float x = a[0][i];
        float y = a[1][i];
        float w = a[3][i];
        if (x < 0) x = 0;
        if (y < 0) y = 0;
        if (w < -kLitLimit)
            w = -kLitLimit;
        else if (w > kLitLimit)
            w = kLitLimit;
        if (mask & 2) out[1][i] = x;
        if (mask & 4) out[2][i] = x > 0 ? lane_math::Pow(y, w) : 0.0f;
    }
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

// The negated source rows the step reads, copied negated into scratch.
HWY_NOINLINE void NegateSources(const Step& step, Scratch& scratch, const float* src[3][4]) {
    for (int s = 0; s < step.source_count; ++s) {
        const std::uint8_t negated = step.src[s].negate & step.needed[s];
        for (int c = 0; c < 4; ++c) {
            if (!(negated & (1u << c))) continue;
            Map1(scratch.negated[s][c], src[s][c], [](V x) { return hn::Neg(x); });
            src[s][c] = scratch.negated[s][c];
        }
    }
}

// The scalar-result instructions (RCP, RSQ, EX2, LG2, SIN, COS, POW) into `o`.
void ScalarResult(Opcode opcode, Out o, const float* const a[4], const float* const b[4]) {
    switch (opcode) {
        case Opcode::kRCP:
            Map1(o, a[0], [](V x) { return hn::Div(One(), x); });
            break;
        case Opcode::kRSQ:
            Map1(o, a[0], [](V x) { return hn::Div(One(), hn::Sqrt(hn::Abs(x))); });
            break;
        case Opcode::kEX2:
            LaneMap1(o, a[0], [](float x) { return lane_math::Exp2(x); });
            break;
        case Opcode::kLG2:
            LaneMap1(o, a[0], [](float x) { return lane_math::Log2(x); });
            break;
        case Opcode::kSIN:
            lane_math::SinRow(o, a[0], L);
            break;
        case Opcode::kCOS:
            lane_math::CosRow(o, a[0], L);
            break;
        case Opcode::kPOW:
            LaneMap2(o, a[0], b[0], [](float x, float y) { return lane_math::Pow(x, y); });
            break;
        default:
            break;
    }
}

void Execute(const Step& step, float* registers, std::int32_t* killed,
             const SampleContext& context, Scratch& scratch) {
    const std::uint8_t mask = step.write_mask;
    // Load: every source row is used in place (rows of absent sources and of components the
    // step does not read are valid rows too, the zero row at least, and no case reads them),
    // unless it must be negated. Twelve additions without a branch: most steps negate nothing.
    const float* src[3][4];
    for (int s = 0; s < 3; ++s)
        for (int c = 0; c < 4; ++c) src[s][c] = registers + step.src[s].row[c];
    if ((step.src[0].negate | step.src[1].negate | step.src[2].negate) != 0)
        NegateSources(step, scratch, src);
    float* const destination = registers + step.dst;
    float* out[4];
    for (int c = 0; c < 4; ++c)
        out[c] = step.via_scratch ? scratch.result[c] : destination + c * kRowFloats;
    const float* const* a = src[0];
    const float* const* b = src[1];
    const float* const* d = src[2];

    switch (step.opcode) {
        case Opcode::kABS:
            PerComponent1(mask, out, a, [](V x) { return hn::Abs(x); });
            break;
        case Opcode::kADD:
            PerComponent2(mask, out, a, b, [](V x, V y) { return hn::Add(x, y); });
            break;
        case Opcode::kSUB:
            PerComponent2(mask, out, a, b, [](V x, V y) { return hn::Sub(x, y); });
            break;
        case Opcode::kMUL:
            PerComponent2(mask, out, a, b, [](V x, V y) { return hn::Mul(x, y); });
            break;
        case Opcode::kMAD:
            PerComponent3(mask, out, a, b, d,
                          [](V x, V y, V z) { return hn::Add(hn::Mul(x, y), z); });
            break;
        case Opcode::kLRP:
            PerComponent3(mask, out, a, b, d, [](V t, V x, V y) {
                return hn::Add(hn::Mul(t, x), hn::Mul(hn::Sub(One(), t), y));
            });
            break;
        case Opcode::kCMP:
            PerComponent3(mask, out, a, b, d, [](V x, V y, V z) {
                return hn::IfThenElse(hn::Lt(x, hn::Zero(D())), y, z);
            });
            break;
        case Opcode::kMAX:
            PerComponent2(mask, out, a, b, [](V x, V y) { return MaxOf(x, y); });
            break;
        case Opcode::kMIN:
            PerComponent2(mask, out, a, b, [](V x, V y) { return MinOf(x, y); });
            break;
        case Opcode::kSGE:
            PerComponent2(mask, out, a, b,
                          [](V x, V y) { return hn::IfThenElseZero(hn::Ge(x, y), One()); });
            break;
        case Opcode::kSLT:
            PerComponent2(mask, out, a, b,
                          [](V x, V y) { return hn::IfThenElseZero(hn::Lt(x, y), One()); });
            break;
        case Opcode::kFLR:
        case Opcode::kFRC:
            for (int c = 0; c < 4; ++c)
                if (mask & (1u << c)) FloorRow(out[c], a[c], step.opcode == Opcode::kFRC);
            break;
        case Opcode::kMOV:
        case Opcode::kSWZ:  // decoded as MOV; kept for completeness
            PerComponent1(mask, out, a, [](V x) { return x; });
            break;
        case Opcode::kDP3:
        case Opcode::kDP4:
        case Opcode::kDPH:
            if (!mask) break;
            Dot(step.opcode, scratch.scalar, a, b);
            Replicate(mask, out, scratch.scalar);
            break;
        case Opcode::kDST:
            if (mask & 1) Fill(out[0], 1.0f);
            if (mask & 2) Map2(out[1], a[1], b[1], [](V x, V y) { return hn::Mul(x, y); });
            if (mask & 4) Copy(out[2], a[2]);
            if (mask & 8) Copy(out[3], b[3]);
            break;
        case Opcode::kXPD:
            Cross(mask, out, a, b);
            break;
        case Opcode::kLIT:
            Lit(mask, out, a);
            break;
        case Opcode::kRCP:
        case Opcode::kRSQ:
        case Opcode::kEX2:
        case Opcode::kLG2:
        case Opcode::kSIN:
        case Opcode::kCOS:
        case Opcode::kPOW:
            if (!mask) break;
            ScalarResult(step.opcode, scratch.scalar, a, b);
            Replicate(mask, out, scratch.scalar);
            break;
        case Opcode::kSCS:
            if ((mask & 3) == 3) {
                lane_math::SinCosRow(out[1], out[0], a[0], L);  // one reduction for both
            } else {
                if (mask & 1) lane_math::CosRow(out[0], a[0], L);
                if (mask & 2) lane_math::SinRow(out[1], a[0], L);
            }
            if (mask & 4) Fill(out[2], 0.0f);
            if (mask & 8) Fill(out[3], 1.0f);
            break;
        case Opcode::kTEX:
        case Opcode::kTXB:
        case Opcode::kTXP:
            if (!mask) break;
            SampleBlock(context, step, a, out);
            break;
        case Opcode::kKIL: {
            constexpr std::uint32_t kUnsigned[4] = {0, 0, 0, 0};  // negated by NegateSources
            Kill<false>(a, kUnsigned, killed);
            return;
        }
        TESSERA_ARBFP_OPTION_OPCODE_CASES:
            break;  // never executed (see program.h)
    }
    // UpdateDestination (3.11.4.3): clamp, then the write mask.
    if (step.saturate) {
        for (int c = 0; c < 4; ++c)
            if (mask & (1u << c)) SaturateRow(out[c]);
    }
    if (step.via_scratch) {
        for (int c = 0; c < 4; ++c)
            if (mask & (1u << c)) Copy(destination + c * kRowFloats, scratch.result[c]);
    }
}

// The instruction stream's kernels (fast_stream.h): the same operations as Execute's,
// with the operand rows, negation and saturation chosen when the program was decoded.

template <Opcode kOp>
constexpr int Arity() {
    switch (kOp) {
        case Opcode::kABS: case Opcode::kMOV: case Opcode::kFLR: case Opcode::kFRC: return 1;
        case Opcode::kMAD: case Opcode::kLRP: case Opcode::kCMP: return 3;
        default: return 2;
    }
}

// Execute's per-component operations on one vector of each source.
template <Opcode kOp>
HWY_INLINE V Compute(V x, V y, V z) {
    if constexpr (kOp == Opcode::kABS) return hn::Abs(x);
    if constexpr (kOp == Opcode::kMOV) return x;
    if constexpr (kOp == Opcode::kFLR) return hn::Floor(x);
    if constexpr (kOp == Opcode::kFRC) return hn::Sub(x, hn::Floor(x));
    if constexpr (kOp == Opcode::kADD) return hn::Add(x, y);
    if constexpr (kOp == Opcode::kSUB) return hn::Sub(x, y);
    if constexpr (kOp == Opcode::kMUL) return hn::Mul(x, y);
    if constexpr (kOp == Opcode::kMAX) return MaxOf(x, y);
    if constexpr (kOp == Opcode::kMIN) return MinOf(x, y);
    if constexpr (kOp == Opcode::kSGE) return hn::IfThenElseZero(hn::Ge(x, y), One());
    if constexpr (kOp == Opcode::kSLT) return hn::IfThenElseZero(hn::Lt(x, y), One());
    if constexpr (kOp == Opcode::kMAD) return hn::Add(hn::Mul(x, y), z);
    if constexpr (kOp == Opcode::kLRP) return hn::Add(hn::Mul(x, y), hn::Mul(hn::Sub(One(), x), z));
    if constexpr (kOp == Opcode::kCMP) return hn::IfThenElse(hn::Lt(x, hn::Zero(D())), y, z);
    return x;
}

// One written component: `out` from the rows a, b, c (those the opcode reads). A vector of
// every source is loaded before its result is stored, so `out` may be one of them.
template <Opcode kOp, bool kNegate, bool kSaturate>
HWY_INLINE void ComponentRow(float* out, const float* a, const float* b, const float* c,
                             V sign_a, V sign_b, V sign_c) {
    const D d;
    constexpr int kArity = Arity<kOp>();
    constexpr bool kLaneFloor = (kOp == Opcode::kFLR || kOp == Opcode::kFRC) && !kVectorFloor;
    for (int i = 0; i < L; i += static_cast<int>(hn::Lanes(d))) {
        const V x = Load<kNegate>(a, sign_a, i);
        const V y = kArity > 1 ? Load<kNegate>(b, sign_b, i) : x;
        const V z = kArity > 2 ? Load<kNegate>(c, sign_c, i) : x;
        V r = x;
        if constexpr (kLaneFloor) {  // see FloorRow
            alignas(64) float lanes[L];  // Lanes(d) <= L
            hn::Store(x, d, lanes);
            for (std::size_t k = 0; k < hn::Lanes(d); ++k)
                lanes[k] = kOp == Opcode::kFRC ? lanes[k] - __builtin_floorf(lanes[k])
                                               : __builtin_floorf(lanes[k]);
            r = hn::Load(d, lanes);
        } else {
            r = Compute<kOp>(x, y, z);
        }
        if constexpr (kSaturate) r = Saturate(r);
        hn::StoreU(r, d, out + i);
    }
}

// The written components of a per-component step, one after another: out[k] from the rows
// in[s][k] (fast_stream.cpp leaves no later component reading an earlier one's out row).
template <Opcode kOp, bool kNegate, bool kSaturate>
bool ComponentOp(const Op& op, OpState&) {
    const int count = op.out_count;
    for (int k = 0; k < count; ++k) {
        const V none = hn::Zero(D());
        ComponentRow<kOp, kNegate, kSaturate>(
            op.out[k], op.in[0][k], op.in[1][k], op.in[2][k],
            kNegate ? SignOf(op.sign[0][k]) : none, kNegate ? SignOf(op.sign[1][k]) : none,
            kNegate ? SignOf(op.sign[2][k]) : none);
    }
    return false;
}

// DP3, DP4 and DPH as Dot computes them, the sum stored in every out row.
template <Opcode kOp, bool kNegate, bool kSaturate>
bool DotOp(const Op& op, OpState&) {
    const D d;
    for (int i = 0; i < L; i += static_cast<int>(hn::Lanes(d))) {
        const auto at = [&](int s, int c) {
            return Load<kNegate>(op.in[s][c], SignOf(op.sign[s][c]), i);
        };
        V sum = hn::Add(hn::Add(hn::Mul(at(0, 0), at(1, 0)), hn::Mul(at(0, 1), at(1, 1))),
                        hn::Mul(at(0, 2), at(1, 2)));
        if constexpr (kOp == Opcode::kDP4) sum = hn::Add(sum, hn::Mul(at(0, 3), at(1, 3)));
        if constexpr (kOp == Opcode::kDPH) sum = hn::Add(sum, at(1, 3));
        if constexpr (kSaturate) sum = Saturate(sum);
        for (int k = 0; k < op.out_count; ++k) hn::StoreU(sum, d, op.out[k] + i);
    }
    return false;
}

// RCP, RSQ, EX2, LG2, SIN, COS and POW (op.step's opcode): ScalarResult of the sources' x
// rows (copied negated into scratch first where they are negated), saturated and stored
// into every out row. The value is complete before any out row is written.
template <bool kNegate, bool kSaturate>
bool ScalarOp(const Op& op, OpState& state) {
    KernelScratch& scratch = *state.scratch;
    const float* a = op.in[0][0];
    const float* b = op.in[1][0];
    if constexpr (kNegate) {
        const V sign_a = SignOf(op.sign[0][0]);
        const V sign_b = SignOf(op.sign[1][0]);
        Map1(scratch.negated[0][0], a, [&sign_a](V x) { return hn::Xor(x, sign_a); });
        Map1(scratch.negated[1][0], b, [&sign_b](V x) { return hn::Xor(x, sign_b); });
        a = scratch.negated[0][0];
        b = scratch.negated[1][0];
    }
    ScalarResult(op.step->opcode, scratch.scalar, &a, &b);
    const D d;
    const int count = op.out_count;
    for (int i = 0; i < L; i += static_cast<int>(hn::Lanes(d))) {
        V value = hn::LoadU(d, scratch.scalar + i);
        if constexpr (kSaturate) value = Saturate(value);
        for (int k = 0; k < count; ++k) hn::StoreU(value, d, op.out[k] + i);
    }
    return false;
}

bool GenericOp(const Op& op, OpState& state) {
    Execute(*op.step, state.registers, state.killed, state.context, *state.scratch);
    return false;
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

// KIL, its operand negated on load; then, as RunSteps does, the quads left to sample and
// the early exit. A KIL that kills no live lane leaves every quad as it was, and skips the
// scan: the common case in long programs with many KILs, where perf showed the scan as
// most of the op.
template <bool kNegate>
bool KillOp(const Op& op, OpState& state) {
    if (!Kill<kNegate>(op.in[0], op.sign[0], state.killed)) return false;
    state.context.quad_mask = QuadsNotKilled(state.killed, state.context.quad_mask);
    return state.context.quad_mask == 0;
}

template <Opcode kOp>
void ComponentVariants(OpKernelTable& table) {
    OpKernel (&kernels)[kVariantCount][kVariantCount] = table.component[static_cast<int>(kOp)];
    kernels[0][0] = &ComponentOp<kOp, false, false>;
    kernels[0][1] = &ComponentOp<kOp, false, true>;
    kernels[1][0] = &ComponentOp<kOp, true, false>;
    kernels[1][1] = &ComponentOp<kOp, true, true>;
}
template <Opcode kOp>
void DotVariants(OpKernel (&kernels)[kVariantCount][kVariantCount]) {
    kernels[0][0] = &DotOp<kOp, false, false>;
    kernels[0][1] = &DotOp<kOp, false, true>;
    kernels[1][0] = &DotOp<kOp, true, false>;
    kernels[1][1] = &DotOp<kOp, true, true>;
}

}  // namespace

// A fragment that KIL discarded has no results (3.11.6.4; fragment.h), so once every
// fragment of a quad is killed that quad is no longer sampled, and once every quad is,
// the block stops: no later step can bring a fragment back.
void RunSteps(const Step* steps, std::size_t count, float* registers, std::int32_t* killed,
              const SampleContext& context) {
    Scratch scratch;
    SampleContext live = context;
    for (std::size_t k = 0; k < count; ++k) {
        Execute(steps[k], registers, killed, live, scratch);
        if (steps[k].opcode != Opcode::kKIL) continue;
        live.quad_mask = QuadsNotKilled(killed, live.quad_mask);
        if (live.quad_mask == 0) return;
    }
}

// This target's op kernels (fast_stream.h).
void FillOpKernels(OpKernelTable* table) {
    ComponentVariants<Opcode::kABS>(*table);
    ComponentVariants<Opcode::kADD>(*table);
    ComponentVariants<Opcode::kSUB>(*table);
    ComponentVariants<Opcode::kMUL>(*table);
    ComponentVariants<Opcode::kMAD>(*table);
    ComponentVariants<Opcode::kLRP>(*table);
    ComponentVariants<Opcode::kCMP>(*table);
    ComponentVariants<Opcode::kMAX>(*table);
    ComponentVariants<Opcode::kMIN>(*table);
    ComponentVariants<Opcode::kSGE>(*table);
    ComponentVariants<Opcode::kSLT>(*table);
    ComponentVariants<Opcode::kFLR>(*table);
    ComponentVariants<Opcode::kFRC>(*table);
    ComponentVariants<Opcode::kMOV>(*table);
    DotVariants<Opcode::kDP3>(table->dot[0]);
    DotVariants<Opcode::kDP4>(table->dot[1]);
    DotVariants<Opcode::kDPH>(table->dot[2]);
    table->scalar[0][0] = &ScalarOp<false, false>;
    table->scalar[0][1] = &ScalarOp<false, true>;
    table->scalar[1][0] = &ScalarOp<true, false>;
    table->scalar[1][1] = &ScalarOp<true, true>;
    table->generic = &GenericOp;
    table->kill[0] = &KillOp<false>;
    table->kill[1] = &KillOp<true>;
}

}  // namespace tessera::runtime::exec::fast::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace tessera::runtime::exec::fast {

HWY_EXPORT(RunSteps);
HWY_EXPORT(FillOpKernels);

// Highway's dispatch tables hold one RunSteps and one FillOpKernels per compiled target,
// indexed by the target Highway chooses; each target's entries are taken by letting
// Highway choose among that target alone (its mock for tests), once, then Highway's own
// choice is restored.
const std::vector<KernelTarget>& RunnableKernels() {
    static const std::vector<KernelTarget> kernels = [] {
        std::vector<KernelTarget> found;
        for (const std::int64_t target : hwy::SupportedAndGeneratedTargets()) {
            hwy::SetSupportedTargetsForTest(target);
            hwy::GetChosenTarget().Update(hwy::SupportedTargets());
            KernelTarget variant{target, hwy::TargetName(target), &HWY_DYNAMIC_DISPATCH(RunSteps),
                                 {}};
            HWY_DYNAMIC_DISPATCH(FillOpKernels)(&variant.ops);
            found.push_back(variant);
        }
        hwy::SetSupportedTargetsForTest(0);
        hwy::GetChosenTarget().Update(hwy::SupportedTargets());
        return found;
    }();
    return kernels;
}

}  // namespace tessera::runtime::exec::fast
#endif  // HWY_ONCE
