// SPDX-License-Identifier: MIT
// Random inputs for fragment program runs (see random_inputs.h).
#include "random_inputs.h"

#include <bit>
#include <cmath>
#include <limits>
#include <sstream>

namespace tessera::testing::fast_exec {

namespace tex = runtime::texture;
using lang::arbasm::fragment::ParameterBinding;

namespace {

float Uniform(std::mt19937& random, float lo, float hi) {
    return std::uniform_real_distribution<float>(lo, hi)(random);
}

// A value for arithmetic: mostly ordinary, with `specials` sometimes one of the values
// where executors most easily disagree.
float Value(std::mt19937& random, bool specials, float lo = -2, float hi = 2) {
    if (specials && random() % 12 == 0) {
        static constexpr float kSpecials[] = {
            std::numeric_limits<float>::quiet_NaN(),
            std::numeric_limits<float>::infinity(),
            -std::numeric_limits<float>::infinity(),
            -0.0f,
            0.0f,
            std::numeric_limits<float>::denorm_min(),
            -1e-40f,
            1e30f,
            -1e30f,
            1.0f,
            0.5f,
        };
        return kSpecials[random() % std::size(kSpecials)];
    }
    return Uniform(random, lo, hi);
}

Vec4 RandomVec(std::mt19937& random, bool specials) {
    return {Value(random, specials), Value(random, specials), Value(random, specials),
            Value(random, specials)};
}

tex::Image RandomImage(std::mt19937& random, int w, int h, int d) {
    tex::Image image;
    image.width = w;
    image.height = h;
    image.depth = d;
    image.texels.resize(static_cast<std::size_t>(w) * h * d);
    for (Vec4& t : image.texels)
        t = {Uniform(random, 0, 1), Uniform(random, 0, 1), Uniform(random, 0, 1),
             Uniform(random, 0, 1)};
    return image;
}

tex::Image RandomDepthImage(std::mt19937& random, int w, int h) {
    std::vector<float> values(static_cast<std::size_t>(w) * h);
    for (float& v : values) v = Uniform(random, 0, 1);
    return tex::ImageFromSingle(w, h, values);
}

void RandomParameters(std::mt19937& random, tex::Texture& texture) {
    static constexpr tex::Filter kMin[] = {tex::Filter::kNearest,
                                           tex::Filter::kLinear,
                                           tex::Filter::kNearestMipmapNearest,
                                           tex::Filter::kLinearMipmapNearest,
                                           tex::Filter::kNearestMipmapLinear,
                                           tex::Filter::kLinearMipmapLinear};
    static constexpr tex::Wrap kWraps[] = {tex::Wrap::kRepeat, tex::Wrap::kClamp,
                                           tex::Wrap::kClampToEdge, tex::Wrap::kClampToBorder,
                                           tex::Wrap::kMirroredRepeat};
    tex::Parameters& p = texture.Params();
    const bool rect = texture.GetTarget() == tex::Target::kRect;
    p.min_filter = rect ? (random() % 2 ? tex::Filter::kLinear : tex::Filter::kNearest)
                        : kMin[random() % std::size(kMin)];
    p.mag_filter = random() % 2 ? tex::Filter::kLinear : tex::Filter::kNearest;
    // RECT textures only take the clamping wraps (ARB_texture_rectangle).
    auto wrap = [&] {
        return rect ? kWraps[1 + random() % 3] : kWraps[random() % std::size(kWraps)];
    };
    p.wrap_s = wrap();
    p.wrap_t = wrap();
    p.wrap_r = wrap();
    p.border_color = {Uniform(random, 0, 1), Uniform(random, 0, 1), Uniform(random, 0, 1), 1};
    if (random() % 4 == 0) p.lod_bias = Uniform(random, -2, 2);
}

}  // namespace

std::shared_ptr<tex::TextureUnits> MakeTextureUnits(std::uint32_t seed, int units, int size) {
    std::mt19937 random(seed);
    auto result = std::make_shared<tex::TextureUnits>();
    for (int unit = 0; unit < units; ++unit) {
        const bool shadow = unit % 2 == 1;
        for (tex::Target target : {tex::Target::k1D, tex::Target::k2D, tex::Target::k3D,
                                   tex::Target::kCube, tex::Target::kRect}) {
            const bool depth = shadow && target != tex::Target::k3D && target != tex::Target::kCube;
            auto texture = std::make_shared<tex::Texture>(
                target, depth ? tex::BaseFormat::kDepthComponent : tex::BaseFormat::kRgba);
            const int h = target == tex::Target::k1D ? 1 : size;
            const int d = target == tex::Target::k3D ? size : 1;
            if (target == tex::Target::kCube) {
                for (int face = 0; face < tex::kCubeFaceCount; ++face)
                    texture->SetImage(0, RandomImage(random, size, size, 1),
                                      static_cast<tex::CubeFace>(face));
            } else if (depth) {
                texture->SetImage(0, RandomDepthImage(random, size, h));
            } else {
                texture->SetImage(0, RandomImage(random, size, h, d));
            }
            RandomParameters(random, *texture);
            if (target != tex::Target::kRect) texture->GenerateMipmaps();
            if (depth) {
                texture->Params().compare_mode = tex::CompareMode::kCompareRToTexture;
                texture->Params().compare_func = static_cast<tex::CompareFunc>(random() % 8);
                texture->Params().depth_mode = static_cast<tex::DepthTextureMode>(random() % 3);
            }
            result->Bind(unit, target, texture);
        }
        if (random() % 3 == 0) result->SetLodBias(unit, Uniform(random, -1, 1));
    }
    return result;
}

std::vector<Vec4> ResolveParameters(const lang::arbasm::fragment::Program& program, std::mt19937& random,
                                    bool specials) {
    std::vector<Vec4> values;
    for (const ParameterBinding& binding : program.parameters) {
        values.push_back(binding.kind == ParameterBinding::Kind::kConstant
                             ? binding.constant
                             : RandomVec(random, specials));
    }
    return values;
}

runtime::exec::FogParameters MakeFog(std::mt19937& random) {
    runtime::exec::FogParameters fog;
    fog.color = {Uniform(random, -0.5, 1.5), Uniform(random, 0, 1), Uniform(random, 0, 1), 1};
    fog.density = Uniform(random, 0, 2);
    fog.start = Uniform(random, -1, 1);
    fog.end = random() % 8 == 0 ? fog.start : Uniform(random, -1, 2);
    return fog;
}

std::vector<QuadInputs> MakeQuads(std::mt19937& random, std::size_t count, bool specials) {
    std::vector<QuadInputs> quads(count);
    for (QuadInputs& quad : quads) {
        // Each attribute is base + i_x * dx + i_y * dy over the quad, then perturbed.
        auto affine = [&](auto member, float lo, float hi) {
            const Vec4 base = {Uniform(random, lo, hi), Uniform(random, lo, hi),
                               Uniform(random, lo, hi), Uniform(random, lo, hi)};
            const Vec4 dx = RandomVec(random, false), dy = RandomVec(random, false);
            const float scale = std::ldexp(1.0f, -static_cast<int>(random() % 8));
            for (int i = 0; i < runtime::exec::kQuadSize; ++i) {
                Vec4& v = member(quad.fragments[i]);
                for (int c = 0; c < 4; ++c) {
                    v[c] = base[c] + scale * ((i & 1) * dx[c] + (i >> 1) * dy[c]);
                    if (specials && random() % 40 == 0) v[c] = Value(random, true);
                }
            }
        };
        using Fragment = runtime::exec::FragmentAttributes;
        affine([](Fragment& f) -> Vec4& { return f.color_primary; }, 0, 1);
        affine([](Fragment& f) -> Vec4& { return f.color_secondary; }, 0, 1);
        // ARB's 8 sets (MAX_TEXTURE_COORDS), which the random programs read; the storage's 8
        // more (MaxTexCoords) would only shift the random stream of the values after them.
        for (int t = 0; t < 8; ++t)
            affine([t](Fragment& f) -> Vec4& { return f.texcoord[t]; }, -0.5f, 1.5f);
        affine([](Fragment& f) -> Vec4& { return f.position; }, 0, 64);
        for (int i = 0; i < runtime::exec::kQuadSize; ++i) {
            quad.fragments[i].fogcoord = Value(random, specials, -1, 2);
            quad.fragments[i].position[0] = static_cast<float>(i & 1) + 0.5f;
            quad.fragments[i].position[1] = static_cast<float>(i >> 1) + 0.5f;
            quad.fragments[i].position[2] = Uniform(random, 0, 1);
            quad.covered[i] = random() % 5 != 0;
        }
    }
    return quads;
}

std::string CompareResults(const QuadResults& a, const QuadResults& b,
                           const std::array<Vec4, runtime::exec::kQuadSize>* raw_a,
                           const std::array<Vec4, runtime::exec::kQuadSize>* raw_b) {
    auto same = [](float x, float y) {
        return (std::isnan(x) && std::isnan(y)) ||
               std::bit_cast<std::uint32_t>(x) == std::bit_cast<std::uint32_t>(y);
    };
    std::ostringstream out;
    for (int i = 0; i < runtime::exec::kQuadSize; ++i) {
        if (a.killed[i] != b.killed[i]) {
            out << "fragment " << i << " killed: " << a.killed[i] << " vs " << b.killed[i];
            return out.str();
        }
        if (a.killed[i]) continue;  // no results (fragment.h)
        for (int c = 0; c < 4; ++c) {
            if (!same(a.color[i][c], b.color[i][c])) {
                out << "fragment " << i << " color[" << c << "]: " << a.color[i][c] << " vs "
                    << b.color[i][c];
                return out.str();
            }
        }
        if (!same(a.depth[i], b.depth[i])) {
            out << "fragment " << i << " depth: " << a.depth[i] << " vs " << b.depth[i];
            return out.str();
        }
        for (int c = 0; raw_a != nullptr && raw_b != nullptr && c < 4; ++c) {
            if (!same((*raw_a)[i][c], (*raw_b)[i][c])) {
                out << "fragment " << i << " result.color[" << c << "] before the clamp: "
                    << (*raw_a)[i][c] << " vs " << (*raw_b)[i][c];
                return out.str();
            }
        }
    }
    return "";
}

}  // namespace tessera::testing::fast_exec
