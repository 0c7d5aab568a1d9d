// SPDX-License-Identifier: MIT
// TEX, TXP and TXB for the fast executor's blocks (fast_kernels.h): the kernels' one
// out-of-line call. It calls the very sampler the reference calls (texture.h's
// PreparedTexture), whose batch results are its one-fragment results bit for bit.
#include <algorithm>

#if defined(__SSE2__)
#include <xmmintrin.h>
#endif

#include "runtime/fast_exec/fast_kernels.h"
#include "runtime/base/clones.h"
#include "runtime/texture/texture.h"

namespace tessera::runtime::exec::fast {

using lang::arbasm::fragment::Opcode;

namespace {

// Every quad's coarse derivatives as the reference computes them, lane 1 - lane 0 (x) and
// lane 2 - lane 0 (y), as rows (texture::DerivativeRows), which the sampler's level of
// detail reads with vector loads. Four quads at a time: their sixteen lanes loaded as four
// quads and transposed, so that the lanes 0, 1 and 2 of the four quads are a vector each
// (GCC unrolled the plain loop into a float at a time, whose stores the sampler's vector
// loads then waited for).
struct BlockDerivatives {
    alignas(64) float ddx[3][kBlockQuads];
    alignas(64) float ddy[3][kBlockQuads];

    explicit BlockDerivatives(const float* const c[4]) {
        for (int a = 0; a < 3; ++a) {
            const float* row = c[a];
#if defined(__SSE2__)
            for (int q = 0; q < kBlockQuads; q += 4) {
                const float* lanes = row + q * kQuadSize;
                __m128 quad0 = _mm_loadu_ps(lanes), quad1 = _mm_loadu_ps(lanes + 4),
                       quad2 = _mm_loadu_ps(lanes + 8), quad3 = _mm_loadu_ps(lanes + 12);
                _MM_TRANSPOSE4_PS(quad0, quad1, quad2, quad3);  // now lane 0, 1, 2, 3 of each
                _mm_store_ps(ddx[a] + q, _mm_sub_ps(quad1, quad0));
                _mm_store_ps(ddy[a] + q, _mm_sub_ps(quad2, quad0));
            }
#else
            for (int q = 0; q < kBlockQuads; ++q) {
                ddx[a][q] = row[q * kQuadSize + 1] - row[q * kQuadSize];
                ddy[a][q] = row[q * kQuadSize + 2] - row[q * kQuadSize];
            }
#endif
        }
    }
    texture::DerivativeRows Rows() const {
        return {{ddx[0], ddx[1], ddx[2]}, {ddy[0], ddy[1], ddy[2]}};
    }
};

// The sampler's results (a Vec4 per lane, stored components) into rows, four lanes at a
// time: four 16-byte loads, each reading exactly what one store of the sampler wrote (a
// wider load across two of those stores, still in the store buffer, cannot be forwarded
// and waits for them), one 4x4 transpose, and a store per component of `mask`.
[[gnu::always_inline]] inline void TransposeResults(const Vec4* results, std::uint8_t mask,
                                                    float* const out[4]) {
#if defined(__SSE2__)
    for (int i = 0; i < kLanes; i += 4) {
        __m128 rows[4] = {_mm_loadu_ps(results[i].data()), _mm_loadu_ps(results[i + 1].data()),
                          _mm_loadu_ps(results[i + 2].data()), _mm_loadu_ps(results[i + 3].data())};
        _MM_TRANSPOSE4_PS(rows[0], rows[1], rows[2], rows[3]);
        for (int c = 0; c < 4; ++c) {  // rows[c] is now component c of lanes i .. i + 3
            if (mask & (1u << c)) _mm_storeu_ps(out[c] + i, rows[c]);
        }
    }
#else
    for (int c = 0; c < 4; ++c) {
        if (!(mask & (1u << c))) continue;
        for (int i = 0; i < kLanes; ++i) out[c][i] = results[i][c];
    }
#endif
}

// TransposeResults, then table 3.21's mapping (`sources`, PreparedTexture::Sources) from
// those rows to the step's: whole rows copied or filled. (Picking each group of four lanes
// from the transposed registers by its source index, in the one loop, kept the registers
// in memory: piglit's shadow-01 drew 1 to 6% slower.)
[[gnu::always_inline]] inline void MapResults(const Vec4* results, std::uint8_t mask,
                                              const texture::RgbaSources& sources,
                                              float* const out[4]) {
    alignas(64) float stored[4][kLanes];
    float* const stored_rows[4] = {stored[0], stored[1], stored[2], stored[3]};
    TransposeResults(results, 0xF, stored_rows);
    for (int c = 0; c < 4; ++c) {
        if (!(mask & (1u << c))) continue;
        const int source = sources[c];
        if (source < 4)
            std::copy_n(stored[source], kLanes, out[c]);
        else
            std::fill_n(out[c], kLanes, source == texture::kSourceOne ? 1.0f : 0.0f);
    }
}

// Runs of active quads are sampled in one call (padding quads of a partial block are not
// sampled; they read 0): the sampler works out each fragment's level of detail and filters
// together the fragments that read the same levels. No `prepared` texture reads as an
// incomplete one.
[[gnu::always_inline]] inline void SampleActiveQuads(std::uint32_t quad_mask,
                                                     const texture::PreparedTexture* prepared,
                                                     const float* const c[4], const float* bias,
                                                     const texture::DerivativeRows& derivatives,
                                                     Vec4* results) {
    const auto active = [&](int q) { return (quad_mask & (1u << q)) != 0; };
    for (int q = 0; q < kBlockQuads;) {
        int end = q + 1;
        while (end < kBlockQuads && active(end) == active(q)) ++end;
        const int base = q * kQuadSize, count = (end - q) * kQuadSize;
        if (!active(q)) {
            std::fill_n(results + base, count, Vec4{0, 0, 0, 0});
        } else if (!prepared) {
            std::fill_n(results + base, count, Vec4{0, 0, 0, 1});
        } else {
            prepared->SampleQuadsStored(c[0] + base, c[1] + base, c[2] + base, bias + base,
                                        derivatives.From(q), end - q, results + base);
        }
        q = end;
    }
}

}  // namespace

static_assert(kSamplerKeys == std::size_t{texture::kMaxTextureUnits} * texture::kTargetCount);

std::size_t SamplerKey(const Step& step) {
    return std::size_t{step.texture_unit} * texture::kTargetCount +
           static_cast<std::size_t>(texture::TargetOf(step.texture_target));
}

// 3.11.6.1 to 3.11.6.3 per quad, as reference.cpp's ExecuteSample. Cloned for AVX2
// (raster/clones.h) for TXP's division and the copies: IEEE operations, the same bits.
TESSERA_CLONES void SampleBlock(const SampleContext& context, const Step& step,
                                const float* const coords[4], float* const out[4]) {
    // The coordinates are read in place (out, which may alias them, is written only after
    // the last read), except that TXP divides s, t and r by q into a copy.
    const float* c[4] = {coords[0], coords[1], coords[2], coords[3]};
    alignas(64) float divided[3][kLanes];
    if (step.opcode == Opcode::kTXP) {
        for (int a = 0; a < 3; ++a) {
            for (int i = 0; i < kLanes; ++i) divided[a][i] = coords[a][i] / coords[3][i];
            c[a] = divided[a];
        }
    }
    // TextureUnits::Sample with its lookup hoisted out of the lane loop: the texture bound to
    // the target (prepared by the executor), then SampleTexture with bias LodBias(unit) +
    // fragment bias (TXB's w, else 0) for each fragment, and the quad's derivatives as the
    // reference computes them.
    const texture::TextureUnits* units = context.draw->textures;
    const std::size_t key = SamplerKey(step);
    const texture::PreparedTexture* prepared =
        context.samplers != nullptr && key < kSamplerKeys ? context.samplers[key] : nullptr;
    Vec4 results[kLanes];
    if (prepared == nullptr || !prepared->ReadsDerivatives()) {
        // No texture, or one whose level of detail cannot matter: neither is worked out.
        static constexpr float kNoBias[kLanes] = {};
        static constexpr float kNoDerivatives[kBlockQuads] = {};
        static constexpr texture::DerivativeRows kNoRows{
            {kNoDerivatives, kNoDerivatives, kNoDerivatives},
            {kNoDerivatives, kNoDerivatives, kNoDerivatives}};
        SampleActiveQuads(context.quad_mask, prepared, c, kNoBias, kNoRows, results);
    } else {
        const float unit_bias = units != nullptr ? units->LodBias(step.texture_unit) : 0.0f;
        alignas(64) float bias[kLanes];
        for (int i = 0; i < kLanes; ++i)
            bias[i] = unit_bias + (step.opcode == Opcode::kTXB ? c[3][i] : 0.0f);
        const BlockDerivatives derivatives(c);
        SampleActiveQuads(context.quad_mask, prepared, c, bias, derivatives.Rows(), results);
    }
    // (An unbound unit's (0, 0, 0, 1) maps as stored; a padding quad's lanes are never read.)
    const texture::RgbaSources sources = prepared ? prepared->Sources() : texture::kStoredAsIs;
    if (sources == texture::kStoredAsIs)
        TransposeResults(results, step.write_mask, out);
    else
        MapResults(results, step.write_mask, sources, out);
}

}  // namespace tessera::runtime::exec::fast
