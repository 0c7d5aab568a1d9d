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

/// One compiled variant of the kernels (fast_kernels.cpp): a Highway target (hwy/targets.h's
/// HWY_AVX3, HWY_AVX2, HWY_SSE4, HWY_NEON, HWY_SVE, ..., HWY_SCALAR) and its RunSteps.
struct KernelTarget {
    std::int64_t target = 0;
    const char* name = "";  ///< hwy::TargetName's: "AVX3" (AVX-512), "AVX2", "NEON", "SCALAR"...
    RunStepsFunction run = nullptr;
};

/// The variants compiled into this build that this CPU runs, best first: the first is the
/// one Highway's dynamic dispatch picks.
const std::vector<KernelTarget>& RunnableKernels();

}  // namespace tessera::runtime::exec::fast
