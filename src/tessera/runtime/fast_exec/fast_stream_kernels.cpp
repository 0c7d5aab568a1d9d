// SPDX-License-Identifier: MIT
// The instruction stream's op kernels (fast_stream.h), compiled by Highway for every target
// as fast_kernels.cpp is: the same operations as RunSteps' Execute, with the operand rows,
// negation and saturation chosen when the program was decoded (FillStreamKernels).
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "runtime/fast_exec/fast_stream_kernels.cpp"
#include <hwy/foreach_target.h>  // must come before highway.h
#include <hwy/highway.h>

#include "runtime/fast_exec/fast_kernels-inl.h"

HWY_BEFORE_NAMESPACE();
namespace tessera::runtime::exec::fast::HWY_NAMESPACE {
namespace {

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

// Row `row` negated by `sign` into `scratch_row`, which is returned.
HWY_INLINE const float* NegatedCopy(const float* row, std::uint32_t sign, float* scratch_row) {
    const V sign_bits = SignOf(sign);
    Map1(scratch_row, row, [&sign_bits](V x) { return hn::Xor(x, sign_bits); });
    return scratch_row;
}

// `value` (saturated when kSaturate) stored into each of `rows`, or the lanes of the row
// `values` when it is not null.
template <bool kSaturate>
HWY_INLINE void StoreRows(float* const* rows, int count, const float* values, float value) {
    const D d;
    for (int i = 0; i < L; i += static_cast<int>(hn::Lanes(d))) {
        V v = values != nullptr ? hn::LoadU(d, values + i) : hn::Set(d, value);
        if constexpr (kSaturate) v = Saturate(v);
        for (int k = 0; k < count; ++k) hn::StoreU(v, d, rows[k] + i);
    }
}

// RCP, RSQ, EX2, LG2, SIN, COS and POW (op.step's opcode): ScalarResult of the sources' x
// rows (copied negated into scratch first where they are negated) for the live quads,
// saturated and stored into every out row. The value is complete before any out row is
// written.
template <bool kNegate, bool kSaturate>
bool ScalarOp(const Op& op, OpState& state) {
    KernelScratch& scratch = *state.scratch;
    const float* a = op.in[0][0];
    const float* b = op.in[1][0];
    if constexpr (kNegate) {
        a = NegatedCopy(a, op.sign[0][0], scratch.negated[0][0]);
        b = NegatedCopy(b, op.sign[1][0], scratch.negated[1][0]);
    }
    ScalarResult(op.step->opcode, scratch.scalar, a, b, state.context.quad_mask);
    StoreRows<kSaturate>(op.out, op.out_count, scratch.scalar, 0.0f);
    return false;
}

// LIT (3.11.5.13): in[0][c] is component c of its source (z unread), out[c] the row of
// written component c or null. y and z are computed into scratch for the live quads
// (LitChunk) before any out row is written, so the destination may be the source.
template <bool kNegate, bool kSaturate>
bool LitOp(const Op& op, OpState& state) {
    KernelScratch& scratch = *state.scratch;
    const float* x = op.in[0][0];
    const float* y = op.in[0][1];
    const float* w = op.in[0][3];
    if constexpr (kNegate) {
        x = NegatedCopy(x, op.sign[0][0], scratch.negated[0][0]);
        y = NegatedCopy(y, op.sign[0][1], scratch.negated[0][1]);
        w = NegatedCopy(w, op.sign[0][3], scratch.negated[0][3]);
    }
    float* const results[4] = {nullptr, scratch.result[1], scratch.result[2], nullptr};
    if (op.out[1] != nullptr || op.out[2] != nullptr) {
        ForLiveChunks(state.context.quad_mask, results[1], results[2], [&](int first) {
            LitChunk(results[1] + first, results[2] + first, x + first, y + first,
                                  w + first);
        });
    }
    for (int c = 0; c < 4; ++c)
        if (op.out[c] != nullptr) StoreRows<kSaturate>(&op.out[c], 1, results[c], 1.0f);
    return false;
}

// Any other step, as RunSteps runs it.
bool GenericOp(const Op& op, OpState& state) {
    Execute(*op.step, state.registers, state.killed, state.context, *state.scratch);
    return false;
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

void FillStreamKernels(OpKernelTable* table) {
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
    table->lit[0][0] = &LitOp<false, false>;
    table->lit[0][1] = &LitOp<false, true>;
    table->lit[1][0] = &LitOp<true, false>;
    table->lit[1][1] = &LitOp<true, true>;
    table->generic = &GenericOp;
    table->kill[0] = &KillOp<false>;
    table->kill[1] = &KillOp<true>;
}

}  // namespace tessera::runtime::exec::fast::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();
