// TEX, TXP and TXB for the fast executor's blocks (fast_kernels.h): the kernels' one
// out-of-line call. It calls the very sampler the reference calls (texture.h's
// PreparedTexture), whose batch results are its one-fragment results bit for bit.
#include <algorithm>
#include <cstring>
#include <optional>

#include "runtime/exec/fast_kernels.h"
#include "runtime/texture/texture.h"

namespace tessera::runtime::exec::fast {

using lang::arbfp::Opcode;

// 3.11.6.1 to 3.11.6.3 per quad, as reference.cpp's ExecuteSample.
void SampleBlock(const SampleContext& context, const Step& step, const float* const coords[4],
                 float* const out[4]) {
    alignas(64) float c[4][kLanes];
    for (int k = 0; k < 4; ++k) std::memcpy(c[k], coords[k], sizeof c[k]);
    if (step.opcode == Opcode::kTXP) {
        for (int i = 0; i < kLanes; ++i) {
            c[0][i] = c[0][i] / c[3][i];
            c[1][i] = c[1][i] / c[3][i];
            c[2][i] = c[2][i] / c[3][i];
        }
    }
    // TextureUnits::Sample with its lookup hoisted out of the lane loop: the texture bound to
    // the target, then SampleTexture with bias LodBias(unit) + fragment bias (TXB's w, else
    // 0) for each fragment, and the quad's derivatives as the reference computes them.
    const texture::TextureUnits* units = context.draw->textures;
    const texture::Texture* texture =
        units != nullptr ? units->Bound(step.texture_unit, texture::TargetOf(step.texture_target))
                         : nullptr;
    const float unit_bias = units != nullptr ? units->LodBias(step.texture_unit) : 0.0f;
    std::optional<texture::PreparedTexture> prepared;
    if (texture != nullptr) prepared.emplace(*texture);
    alignas(64) float bias[kLanes];
    for (int i = 0; i < kLanes; ++i)
        bias[i] = unit_bias + (step.opcode == Opcode::kTXB ? c[3][i] : 0.0f);
    texture::Derivatives derivatives[kBlockQuads];
    for (int q = 0; q < kBlockQuads; ++q) {
        const int base = q * kQuadSize;
        for (int a = 0; a < 3; ++a) {
            derivatives[q].ddx[a] = c[a][base + 1] - c[a][base];
            derivatives[q].ddy[a] = c[a][base + 2] - c[a][base];
        }
    }
    // Runs of active quads are sampled in one call (padding quads of a partial block are
    // not sampled; they read 0): the sampler works out each fragment's level of detail and
    // filters together the fragments that read the same levels.
    const auto active = [&](int q) { return (context.quad_mask & (1u << q)) != 0; };
    Vec4 results[kLanes];
    for (int q = 0; q < kBlockQuads;) {
        int end = q + 1;
        while (end < kBlockQuads && active(end) == active(q)) ++end;
        const int base = q * kQuadSize, count = (end - q) * kQuadSize;
        if (!active(q)) {
            std::fill_n(results + base, count, Vec4{0, 0, 0, 0});
        } else if (!prepared) {
            std::fill_n(results + base, count, Vec4{0, 0, 0, 1});  // as an incomplete texture
        } else {
            prepared->SampleQuads(c[0] + base, c[1] + base, c[2] + base, bias + base,
                                  derivatives + q, end - q, results + base);
        }
        q = end;
    }
    for (int k = 0; k < 4; ++k) {
        if (!(step.write_mask & (1u << k))) continue;
        for (int i = 0; i < kLanes; ++i) out[k][i] = results[i][k];
    }
}

}  // namespace tessera::runtime::exec::fast
