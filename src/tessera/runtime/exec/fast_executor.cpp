// The ISA-neutral half of the fast executor: run-time kernel choice, the transpose of
// attributes into lanes, texture sampling and result processing.
//
// Sampling and result processing call the very functions the reference calls (the
// sampler's, alu.h's Saturate and ApplyFog), so there is nothing to keep in sync: the
// sampler filters runs of quads that share a level of detail in one batch call, whose
// results are its one-fragment results (texture.h); the arithmetic that dominates long
// programs is in the kernels.
#include "runtime/exec/fast_executor.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string_view>

#include "runtime/exec/alu.h"
#include "runtime/texture/texture.h"

namespace tessera::runtime::exec::fast {

using lang::arbfp::AttributeBinding;
using lang::arbfp::Opcode;

namespace {

// reference.cpp's AttributeValue (Table X.1).
Vec4 AttributeValue(const AttributeBinding& binding, const FragmentAttributes& fragment) {
    switch (binding.kind) {
        case AttributeBinding::Kind::kColorPrimary:
            return fragment.color_primary;
        case AttributeBinding::Kind::kColorSecondary:
            return fragment.color_secondary;
        case AttributeBinding::Kind::kTexCoord:
            return binding.unit < kMaxTextureCoords ? fragment.texcoord[binding.unit]
                                                    : Vec4{0, 0, 0, 1};
        case AttributeBinding::Kind::kFogCoord:
            return {fragment.fogcoord, 0, 0, 1};
        case AttributeBinding::Kind::kPosition:
            return fragment.position;
    }
    return {0, 0, 0, 0};
}

bool CpuHasAvx2() {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2");
#else
    return false;
#endif
}

}  // namespace

Isa BestIsa() {
    static const Isa best = [] {
        const char* forced = std::getenv("TESSERA_FAST_ISA");
        if (forced != nullptr && std::string_view(forced) == "portable") return Isa::kPortable;
        return CpuHasAvx2() ? Isa::kAvx2 : Isa::kPortable;
    }();
    return best;
}

const char* IsaName(Isa isa) { return isa == Isa::kAvx2 ? "avx2" : "portable"; }

namespace {

// SampleAtLambda over runs of consecutive active quads whose lambdas are equal (bit for
// bit, so each run filters exactly as its quads would one at a time).
void SampleByLambda(const texture::PreparedTexture& prepared, const float (&c)[4][kLanes],
                    std::uint32_t quad_mask, const float (&lambda)[kBlockQuads],
                    std::uint8_t write_mask, float* const out[4]) {
    const auto active = [&](int q) { return (quad_mask & (1u << q)) != 0; };
    const auto bits = [&](int q) { return std::bit_cast<std::uint32_t>(lambda[q]); };
    for (int q = 0; q < kBlockQuads;) {
        if (!active(q)) {
            ++q;
            continue;
        }
        int end = q + 1;
        while (end < kBlockQuads && active(end) && bits(end) == bits(q)) ++end;
        const int base = q * kQuadSize;
        const int count = (end - q) * kQuadSize;
        Vec4 results[kLanes];
        prepared.SampleAtLambda(c[0] + base, c[1] + base, c[2] + base, count, lambda[q], results);
        for (int k = 0; k < 4; ++k) {
            if (!(write_mask & (1u << k))) continue;
            for (int i = 0; i < count; ++i) out[k][base + i] = results[i][k];
        }
        q = end;
    }
}

}  // namespace

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
    // the target, then SampleTexture with bias LodBias(unit) + fragment bias.
    const texture::TextureUnits* units = context.draw->textures;
    const texture::Texture* texture =
        units != nullptr ? units->Bound(step.texture_unit, texture::TargetOf(step.texture_target))
                         : nullptr;
    const float unit_bias = units != nullptr ? units->LodBias(step.texture_unit) : 0.0f;
    std::optional<texture::PreparedTexture> prepared;
    if (texture != nullptr) prepared.emplace(*texture);
    // The quad shares its derivatives, so log2(rho), and lambda too unless TXB adds a bias
    // per fragment, are the same for its four fragments: work them out once. Consecutive
    // quads with the same lambda (all of them, for an affine mapping) are then filtered in
    // one batch, which makes the level and filter choice once and lets the sampler run its
    // per-axis loops over many fragments.
    const bool split = prepared && prepared->SplitsLod();
    const bool shared_lambda = split && step.opcode != Opcode::kTXB;
    float quad_lambda[kBlockQuads] = {};
    const auto active = [&](int q) { return (context.quad_mask & (1u << q)) != 0; };
    for (int q = 0; q < kBlockQuads; ++q) {
        const int base = q * kQuadSize;
        if (!active(q)) {
            for (int k = 0; k < 4; ++k)
                if (step.write_mask & (1u << k)) std::fill_n(out[k] + base, kQuadSize, 0.0f);
            continue;
        }
        texture::Derivatives derivatives;
        for (int a = 0; a < 3; ++a) {
            derivatives.ddx[a] = c[a][base + 1] - c[a][base];
            derivatives.ddy[a] = c[a][base + 2] - c[a][base];
        }
        const float log2_rho = split ? prepared->Log2Rho(derivatives) : 0.0f;
        if (shared_lambda) {
            quad_lambda[q] = prepared->Lambda(log2_rho, unit_bias + 0.0f);
            continue;
        }
        for (int i = base; i < base + kQuadSize; ++i) {
            const float bias = c[3][i];  // TXB's; TEX and TXP sample here only when !split
            Vec4 result{0, 0, 0, 1};     // no texture (or no units): as an incomplete texture
            if (split) {
                result = prepared->SampleAtLambda(c[0][i], c[1][i], c[2][i],
                                                  prepared->Lambda(log2_rho, unit_bias + bias));
            } else if (prepared) {
                const float fragment_bias = step.opcode == Opcode::kTXB ? bias : 0.0f;
                result = prepared->Sample(c[0][i], c[1][i], c[2][i], derivatives,
                                          unit_bias + fragment_bias);
            }
            for (int k = 0; k < 4; ++k)
                if (step.write_mask & (1u << k)) out[k][i] = result[k];
        }
    }
    if (shared_lambda)
        SampleByLambda(*prepared, c, context.quad_mask, quad_lambda, step.write_mask, out);
}

BlockExecutor::BlockExecutor(const FastProgram& program, const DrawInputs& draw, Isa isa)
    : program_(program),
      draw_(draw),
      run_(isa == Isa::kAvx2 ? &avx2::RunSteps : &portable::RunSteps) {
    constexpr std::size_t kAlignFloats = 64 / sizeof(float);
    storage_.assign(program.RegisterFloats() + kAlignFloats, 0.0f);
    const auto address = reinterpret_cast<std::uintptr_t>(storage_.data());
    registers_ = storage_.data() + ((64 - address % 64) % 64) / sizeof(float);

    // The constant slot (fast_program.h) and the parameters, broadcast once.
    const float constants[4] = {0.0f, -0.0f, 1.0f, -1.0f};
    for (int r = 0; r < 4; ++r) std::fill_n(registers_ + r * kRowFloats, kLanes, constants[r]);
    const Layout& layout = program.GetLayout();
    const std::size_t parameters = program.Source().parameters.size();
    for (std::size_t p = 0; p < parameters; ++p) {
        // Read(): an entry the draw did not resolve reads (0,0,0,0).
        const Vec4 value = p < draw.parameters.size() ? draw.parameters[p] : Vec4{0, 0, 0, 0};
        float* slot = registers_ + (layout.parameters + p) * kSlotFloats;
        for (int c = 0; c < 4; ++c) std::fill_n(slot + c * kRowFloats, kLanes, value[c]);
    }
}

void BlockExecutor::LoadAttributes(const QuadInputs* quads, int count) {
    const Layout& layout = program_.GetLayout();
    const auto& bindings = program_.Source().attributes;
    for (std::size_t k = 0; k < bindings.size(); ++k) {
        float* slot = registers_ + (layout.attributes + k) * kSlotFloats;
        for (int q = 0; q < kBlockQuads; ++q) {
            for (int i = 0; i < kQuadSize; ++i) {
                const int lane = q * kQuadSize + i;
                const Vec4 v = q < count ? AttributeValue(bindings[k], quads[q].fragments[i])
                                         : Vec4{0, 0, 0, 0};
                for (int c = 0; c < 4; ++c) slot[c * kRowFloats + lane] = v[c];
            }
        }
    }
}

// 3.11.4.4 and 3.11.4.5.1, as reference.cpp's Finish.
void BlockExecutor::Finish(const QuadInputs* quads, QuadResults* results, int count) const {
    const lang::arbfp::Program& program = program_.Source();
    const float* color = program_.ColorSlot() >= 0 ? registers_ + program_.ColorSlot() : nullptr;
    const float* depth = program_.DepthSlot() >= 0 ? registers_ + program_.DepthSlot() : nullptr;
    for (int q = 0; q < count; ++q) {
        for (int i = 0; i < kQuadSize; ++i) {
            const int lane = q * kQuadSize + i;
            const FragmentAttributes& in = quads[q].fragments[i];
            Vec4 clamped{0, 0, 0, 0};
            if (color != nullptr)
                for (int c = 0; c < 4; ++c) clamped[c] = Saturate(color[c * kRowFloats + lane]);
            results[q].color[i] = program.fog == lang::arbfp::FogOption::kNone
                                      ? clamped
                                      : ApplyFog(program.fog, draw_.fog, in.fogcoord, clamped);
            results[q].depth[i] = program_.WritesDepth() && depth != nullptr
                                      ? Saturate(depth[2 * kRowFloats + lane])
                                      : in.position[2];
            results[q].killed[i] = killed_[lane] != 0;
        }
    }
}

void BlockExecutor::Run(std::uint32_t quad_mask) {
    const Layout& layout = program_.GetLayout();
    // Temporaries and outputs start at zero (reference.cpp), as does the kill mask.
    std::fill(registers_ + std::size_t{layout.temporaries} * kSlotFloats,
              registers_ + std::size_t{layout.attributes} * kSlotFloats, 0.0f);
    std::fill_n(killed_, kLanes, 0);
    SampleContext context;
    context.draw = &draw_;
    context.quad_mask = quad_mask;
    run_(program_.Steps().data(), program_.Steps().size(), registers_, killed_, context);
}

void BlockExecutor::Shade(const QuadInputs* quads, QuadResults* results, int count) {
    LoadAttributes(quads, count);
    Run(static_cast<std::uint32_t>((std::uint64_t{1} << count) - 1));
    Finish(quads, results, count);
}

void BlockExecutor::ShadeMany(const QuadInputs* quads, QuadResults* results, std::size_t count) {
    for (std::size_t first = 0; first < count; first += kBlockQuads) {
        const int n = static_cast<int>(std::min<std::size_t>(kBlockQuads, count - first));
        Shade(quads + first, results + first, n);
    }
}

void RunQuadFast(const DrawInputs& draw, const QuadInputs& quad, QuadResults& results, Isa isa) {
    if (draw.program == nullptr) {
        RunQuadReference(draw, quad, results);  // nothing to run: the same defaults
        return;
    }
    const FastProgram program(*draw.program);
    BlockExecutor executor(program, draw, isa);
    executor.Shade(&quad, &results, 1);
}

}  // namespace tessera::runtime::exec::fast
