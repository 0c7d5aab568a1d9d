// SPDX-License-Identifier: MIT
// The fast executor's lane kernels, written once with Highway's vector operations and
// compiled by Highway for every target it can dispatch to (hwy/foreach_target.h includes
// this file once per target: on x86 AVX-512 (Highway's AVX3), AVX2, SSE4, SSSE3 and its
// scalar fallback; on ARM NEON, SVE and SVE2), then chosen at run time (KernelsFor).
//
// Two forms run the same operations: a program's instruction stream (fast_stream.h) of op
// kernels (fast_stream_kernels.cpp, with Execute for the instructions it has no op of),
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
//   straight-line functions, the reference's too, so that there is one definition of them,
//   run only on the chunks of 16 lanes that hold a live quad (fast_kernels-inl.h);
// - FLR and FRC on the targets without a floor instruction (SSSE3, scalar), where
//   Highway's emulated Floor gives +0 for -0 (floorf keeps -0).
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "runtime/fast_exec/fast_kernels.cpp"
#include <hwy/foreach_target.h>  // must come before highway.h
#include <hwy/highway.h>

#include "runtime/fast_exec/fast_kernels-inl.h"

HWY_BEFORE_NAMESPACE();
namespace tessera::runtime::exec::fast::HWY_NAMESPACE {
namespace {

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

// 3.11.5.13 as alu.cpp's Lit, for the live quads (LitLanes; a written y and z go straight
// to their rows, an unwritten one of them to scratch).
void Lit(std::uint8_t mask, float* const out[4], const float* const a[4],
         std::uint32_t quad_mask, Scratch& scratch) {
    if (mask & 1) Fill(out[0], 1.0f);
    if (mask & 8) Fill(out[3], 1.0f);
    if (!(mask & 6)) return;
    float* x_out = (mask & 2) ? out[1] : scratch.scalar;
    float* power_out = (mask & 4) ? out[2] : scratch.scalar;
    ForLiveChunks(quad_mask, x_out, power_out, [&](int first) {
        LitChunk(x_out + first, power_out + first, a[0] + first, a[1] + first,
                              a[3] + first);
    });
}

// SCS's cos and sin (3.11.5.22) for the live quads: both from one reduction when both are
// written; the out-of-range lanes fixed up on the whole rows (see ScalarResult).
void SinCos(std::uint8_t mask, float* const out[4], In x, std::uint32_t quad_mask) {
    ForLiveChunks(quad_mask, (mask & 1) ? out[0] : nullptr, (mask & 2) ? out[1] : nullptr,
                  [&](int first) {
        if ((mask & 3) == 3) {
            lane_math::SinCosInRangeRow(out[1] + first, out[0] + first, x + first, kChunkLanes);
        } else {
            const int end = first + kChunkLanes;
            if (mask & 1)
                for (int i = first; i < end; ++i) out[0][i] = lane_math::CosInRange(x[i]);
            if (mask & 2)
                for (int i = first; i < end; ++i) out[1][i] = lane_math::SinInRange(x[i]);
        }
    });
    if (mask & 1) lane_math::CosFixUp(out[0], x, L);
    if (mask & 2) lane_math::SinFixUp(out[1], x, L);
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

}  // namespace

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
            Lit(mask, out, a, context.quad_mask, scratch);
            break;
        case Opcode::kRCP:
        case Opcode::kRSQ:
        case Opcode::kEX2:
        case Opcode::kLG2:
        case Opcode::kSIN:
        case Opcode::kCOS:
        case Opcode::kPOW:
            if (!mask) break;
            ScalarResult(step.opcode, scratch.scalar, a[0], b[0], context.quad_mask);
            Replicate(mask, out, scratch.scalar);
            break;
        case Opcode::kSCS:
            SinCos(mask, out, a[0], context.quad_mask);
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

}  // namespace tessera::runtime::exec::fast::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace tessera::runtime::exec::fast {

HWY_EXPORT(RunSteps);
HWY_EXPORT(FillStreamKernels);

// Highway's dispatch tables hold one RunSteps and one FillStreamKernels per compiled target,
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
            HWY_DYNAMIC_DISPATCH(FillStreamKernels)(&variant.ops);
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
