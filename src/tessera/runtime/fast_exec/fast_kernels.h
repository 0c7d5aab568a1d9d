// SPDX-License-Identifier: MIT
// The seam between the fast executor's ISA-neutral code and its ISA-specific kernels.
//
// fast_kernels.cpp is compiled by Highway once per target (AVX-512, AVX2, ..., NEON, SVE);
// fast_executor.cpp picks one per executor at run time (BestIsa, RunnableKernels).
// Everything the kernels need from outside comes through this header as plain pointers and
// one out-of-line function, SampleBlock, so the per-target code instantiates no library
// template: an inline template compiled for AVX-512 could otherwise be chosen by the
// linker for every target.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "runtime/fast_exec/fast_program.h"

namespace tessera::runtime::texture {
class PreparedTexture;
}

namespace tessera::runtime::exec::fast {

/// What SampleBlock needs besides the step: the draw's texture units and which quads of
/// the block hold fragments to shade (bit q for quad q; the rest are padding or cover no
/// pixel, and are never sampled).
struct SampleContext {
    const DrawInputs* draw = nullptr;
    /// By SamplerKey, the texture bound to a step's unit and target, prepared once per
    /// executor (null: none bound, sampled as an incomplete texture).
    const texture::PreparedTexture* const* samplers = nullptr;
    std::uint32_t quad_mask = (std::uint64_t{1} << kBlockQuads) - 1;
};

/// A sampling step's index into SampleContext::samplers: unit * kTargetCount + target
/// (texture.h); at or past kSamplerKeys for a unit outside the texture units
/// (fast_sample.cpp).
std::size_t SamplerKey(const Step& step);
/// The length of SampleContext::samplers: kMaxTextureUnits * kTargetCount (texture.h,
/// checked in fast_sample.cpp).
inline constexpr std::size_t kSamplerKeys = 32 * 5;

/// TEX, TXP and TXB for one block (fast_sample.cpp): coords[c] is the row of coordinate
/// component c (already swizzled and negated), out[c] receives component c of the samples
/// for each c in step.write_mask. Every coordinate is read before any out row is written, so out may alias coords.
void SampleBlock(const SampleContext& context, const Step& step, const float* const coords[4],
                 float* const out[4]);

/// Executes steps[0..count) on one block: `registers` is the block's register array,
/// killed[lane] is set to 1 by KIL.
using RunStepsFunction = void (*)(const Step* steps, std::size_t count, float* registers,
                                  std::int32_t* killed, const SampleContext& context);

/// Scratch rows for one block's steps: negated operand rows and results that must not land
/// in the destination before every source row has been read (RunSteps' Execute), and the
/// stream's rows for components written through scratch (DecodeStream).
struct KernelScratch {
    alignas(64) float negated[3][4][kLanes];
    alignas(64) float result[4][kLanes];
    alignas(64) float scalar[kLanes];
    alignas(64) float rows[4][kLanes];
};

/// What an Op's kernel works on besides the op: one block's registers, kill mask, sampling
/// context (KIL narrows its quad_mask) and scratch.
struct OpState {
    float* registers = nullptr;
    std::int32_t* killed = nullptr;
    SampleContext context;
    KernelScratch* scratch = nullptr;
};

struct Op;
/// An op's kernel: true when the block is finished (every quad killed).
using OpKernel = bool (*)(const Op& op, OpState& state);

/// One operation of a program's instruction stream (fast_stream.h), its kernel and its rows
/// chosen when the program is decoded for an executor: rows are absolute pointers into
/// that executor's registers or scratch. A per-component op writes out[k] from in[s][k]
/// for k in [0, out_count); a dot product or scalar-result op writes its value to
/// out[0..out_count); LIT writes out[c] (null: component c not written) from in[0][c]; a generic op runs `step` as RunSteps does; KIL reads in[0][0..4).
/// sign[s][c] is XORed into row in[s][c] as it is loaded (0 or the sign bit: a negation,
/// the bits Highway's Neg gives, NaN included).
struct Op {
    OpKernel kernel = nullptr;
    float* out[4] = {nullptr, nullptr, nullptr, nullptr};
    const float* in[3][4] = {};
    std::uint32_t sign[3][4] = {};
    std::uint8_t out_count = 0;
    const Step* step = nullptr;
};

/// Index into OpKernelTable's [negate][saturate] dimensions.
inline constexpr int kVariantCount = 2;
/// One kernel variant's op kernels: per-component kernels indexed by opcode (null for the
/// opcodes that are not per component), with or without negated loads and saturation;
/// DP3, DP4 and DPH likewise, and the scalar-result instructions; the generic kernel (any
/// step, through RunSteps' Execute) and KIL's, with or without negated loads (then the
/// quad mask and the early exit).
struct OpKernelTable {
    OpKernel component[lang::arbasm::fragment::kOpcodeCount][kVariantCount][kVariantCount] = {};
    OpKernel dot[3][kVariantCount][kVariantCount] = {};
    /// RCP, RSQ, EX2, LG2, SIN, COS and POW (the opcode is op.step's).
    OpKernel scalar[kVariantCount][kVariantCount] = {};
    /// LIT: out[c] the row of written component c, null for the others.
    OpKernel lit[kVariantCount][kVariantCount] = {};
    OpKernel generic = nullptr;
    OpKernel kill[kVariantCount] = {};
};

/// One compiled variant of the kernels (fast_kernels.cpp, fast_stream_kernels.cpp): a Highway target (hwy/targets.h's
/// HWY_AVX3, HWY_AVX2, HWY_SSE4, HWY_NEON, HWY_SVE, ..., HWY_SCALAR) and its RunSteps.
struct KernelTarget {
    std::int64_t target = 0;
    const char* name = "";  ///< hwy::TargetName's: "AVX3" (AVX-512), "AVX2", "NEON", "SCALAR"...
    RunStepsFunction run = nullptr;
    OpKernelTable ops;
};

/// The variants compiled into this build that this CPU runs, best first: the first is the
/// one Highway's dynamic dispatch picks.
const std::vector<KernelTarget>& RunnableKernels();

}  // namespace tessera::runtime::exec::fast
