// SPDX-License-Identifier: MIT
// PreparedTexture::SampleQuads (the fast executor's sampler: a level of detail per fragment,
// then the fragments reading the same levels filtered in one batch) must give, fragment by
// fragment, the bits Sample() gives, which is what TextureUnits::Sample and so the
// reference interpreter return. Sample()'s values are checked against hand-worked numbers
// in sampler_test.cpp and shadow_test.cpp; here every target (cube maps with faces
// changing inside a quad), filters, wrap modes and compare functions drawn at random for
// 240 textures, color and depth formats, TXB-style biases equal and unequal within a quad,
// coordinates far outside [0, 1], NaN and infinities, and runs of 1, 16 and 37 quads (more
// than one pass); and every filter pair and wrap mode of 1D, 2D and 3D mip chains at the
// coordinates where the wrap arithmetic changes course. A texture whose level of detail
// cannot matter (ReadsDerivatives) is given zeros for the derivatives and biases of the
// hostile runs, as the fast executor gives it.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "runtime/texture/texture.h"

namespace tessera::runtime::texture {
namespace {

float Uniform(std::mt19937& random, float lo, float hi) {
    return std::uniform_real_distribution<float>(lo, hi)(random);
}

// Mostly ordinary values, sometimes ones that stress the index arithmetic.
float Coordinate(std::mt19937& random, float scale) {
    constexpr float kInf = std::numeric_limits<float>::infinity();
    static constexpr float kSpecials[] = {
        std::numeric_limits<float>::quiet_NaN(), kInf, -kInf, -0.0f, 1.0f, 1e30f, -4.5f, 1e-40f};
    if (random() % 16 == 0) return kSpecials[random() % std::size(kSpecials)];
    return Uniform(random, -1.5f, 2.5f) * scale;
}

std::shared_ptr<Texture> RandomTexture(Target target, BaseFormat format, int size,
                                       std::mt19937& random) {
    auto texture = std::make_shared<Texture>(target, format);
    const int height = target == Target::k1D ? 1 : size;
    const int depth = target == Target::k3D ? size : 1;
    const int faces = target == Target::kCube ? kCubeFaceCount : 1;
    for (int face = 0; face < faces; ++face) {
        std::vector<float> texels(static_cast<std::size_t>(size) * height * depth * 4);
        for (float& t : texels) t = Uniform(random, 0, 1);
        texture->SetImage(0, ImageFromFloats(size, height, texels, depth),
                          static_cast<CubeFace>(face));
    }
    Parameters& p = texture->Params();
    p.min_filter = static_cast<Filter>(random() % 6);
    if (target == Target::kRect) p.min_filter = random() % 2 ? Filter::kLinear : Filter::kNearest;
    p.mag_filter = random() % 2 ? Filter::kLinear : Filter::kNearest;
    p.wrap_s = static_cast<Wrap>(random() % 5);
    p.wrap_t = static_cast<Wrap>(random() % 5);
    p.wrap_r = static_cast<Wrap>(random() % 5);
    p.border_color = {0.25f, 0.5f, 0.75f, 0.125f};
    if (random() % 3 == 0) p.lod_bias = Uniform(random, -2, 2);
    if (random() % 4 == 0) p.min_lod = Uniform(random, -1, 1);
    if (random() % 4 == 0) p.max_lod = Uniform(random, 0, 3);
    p.compare_mode = random() % 4 ? CompareMode::kCompareRToTexture : CompareMode::kNone;
    p.compare_func = static_cast<CompareFunc>(random() % 8);
    p.depth_mode = static_cast<DepthTextureMode>(random() % 3);
    if (target != Target::kRect) texture->GenerateMipmaps();
    return texture;
}

std::uint32_t Bits(float v) { return std::bit_cast<std::uint32_t>(v); }
bool SameBits(float a, float b) { return (std::isnan(a) && std::isnan(b)) || Bits(a) == Bits(b); }

// Fragment i of quad q: lanes 0..3 at (x, y) = (0,0), (1,0), (0,1), (1,1), as in a draw.
struct QuadRun {
    std::vector<float> s, t, r, bias;
    std::vector<Derivatives> derivatives;
};

// Quad q's derivatives as the executor computes them: lane 1 - lane 0 and lane 2 - lane 0.
Derivatives LaneDerivatives(const QuadRun& run, int q) {
    Derivatives d;
    const std::size_t lane = static_cast<std::size_t>(q) * 4;
    const float* coords[3] = {run.s.data(), run.t.data(), run.r.data()};
    for (int a = 0; a < 3; ++a) {
        d.ddx[a] = coords[a][lane + 1] - coords[a][lane];
        d.ddy[a] = coords[a][lane + 2] - coords[a][lane];
    }
    return d;
}

QuadRun MakeQuads(std::mt19937& random, int quads, float scale, bool cube, int bias_kind) {
    QuadRun run;
    const float shared_bias = Uniform(random, -3, 3);
    for (int q = 0; q < quads; ++q) {
        // An affine quad (a step of about one texel) or four unrelated points, which for a
        // cube map often lie on different faces.
        const bool affine = random() % 2 == 0;
        const float base[3] = {Coordinate(random, scale), Coordinate(random, scale),
                               Coordinate(random, scale)};
        float dx[3], dy[3];
        for (int a = 0; a < 3; ++a) {
            dx[a] = Uniform(random, -0.4f, 0.4f) * scale / (1 + static_cast<float>(random() % 64));
            dy[a] = Uniform(random, -0.4f, 0.4f) * scale / (1 + static_cast<float>(random() % 64));
        }
        for (int i = 0; i < 4; ++i) {
            float v[3];
            for (int a = 0; a < 3; ++a) {
                v[a] = affine ? base[a] + static_cast<float>(i & 1) * dx[a] +
                                    static_cast<float>(i >> 1) * dy[a]
                              : Coordinate(random, cube ? 1.0f : scale);
            }
            run.s.push_back(v[0]);
            run.t.push_back(v[1]);
            run.r.push_back(cube ? v[2] : Uniform(random, -0.25f, 1.25f));  // r is the depth
            // 0: TEX (the same bias for the whole run), 1: TXB with one bias per quad,
            // 2: TXB with a bias per fragment, sometimes NaN or huge.
            float bias = shared_bias;
            if (bias_kind == 1) bias = i == 0 ? Uniform(random, -3, 3) : run.bias.back();
            if (bias_kind == 2) {
                bias = random() % 16 == 0 ? Coordinate(random, 100) : Uniform(random, -3, 3);
            }
            run.bias.push_back(bias);
        }
        run.derivatives.push_back(LaneDerivatives(run, q));
    }
    return run;
}

// SampleQuads on `run`, given `bias` and `derivatives` (the run's own, or the zeros the
// fast executor passes to a texture that reads neither), against Sample() with the run's
// own, fragment by fragment: the number of fragments compared, up to the first difference.
int ExpectBatchMatchesSample(const PreparedTexture& prepared, const QuadRun& run,
                             const float* bias, const Derivatives* derivatives,
                             const std::string& what) {
    std::vector<Vec4> batch(run.s.size());
    prepared.SampleQuads(run.s.data(), run.t.data(), run.r.data(), bias, derivatives,
                         static_cast<int>(run.derivatives.size()), batch.data());
    int compared = 0;
    for (std::size_t i = 0; i < batch.size(); ++i) {
        const Vec4 single =
            prepared.Sample(run.s[i], run.t[i], run.r[i], run.derivatives[i / 4], run.bias[i]);
        for (int c = 0; c < 4; ++c) {
            EXPECT_TRUE(SameBits(single[c], batch[i][c]))
                << what << " fragment " << i << " (" << run.s[i] << ", " << run.t[i] << ", "
                << run.r[i] << ") bias " << run.bias[i] << " component " << c << ": "
                << single[c] << " alone, " << batch[i][c] << " in the batch";
            if (!SameBits(single[c], batch[i][c])) return compared;
        }
        ++compared;
    }
    return compared;
}

int ExpectQuadsMatchSample(const Texture& texture, std::mt19937& random, const std::string& what) {
    const PreparedTexture prepared(texture);
    const bool rect = texture.GetTarget() == Target::kRect;
    const float scale = rect ? static_cast<float>(texture.GetImage(0)->width) : 1.0f;
    int compared = 0;
    for (const int quads : {1, 16, 37}) {
        for (int bias_kind = 0; bias_kind < 3; ++bias_kind) {
            const QuadRun run =
                MakeQuads(random, quads, scale, texture.GetTarget() == Target::kCube, bias_kind);
            const std::string run_what = what + " quads " + std::to_string(quads) +
                                         " bias kind " + std::to_string(bias_kind);
            const std::vector<float> no_bias(run.s.size(), 0.0f);
            const std::vector<Derivatives> no_derivatives(run.derivatives.size());
            // A texture that reads neither is given what the fast executor then passes
            // (zeros), and must still return Sample()'s values for the real ones.
            const bool zeros = !prepared.ReadsDerivatives() && bias_kind == 2;
            const int matched = ExpectBatchMatchesSample(
                prepared, run, zeros ? no_bias.data() : run.bias.data(),
                zeros ? no_derivatives.data() : run.derivatives.data(), run_what);
            compared += matched;
            if (matched != static_cast<int>(run.s.size())) return compared;
        }
    }
    return compared;
}

TEST(QuadBatchSampler, MatchesSampleOneFragmentAtATime) {
    std::mt19937 random(29);
    const BaseFormat formats[] = {BaseFormat::kRgba, BaseFormat::kLuminanceAlpha,
                                  BaseFormat::kAlpha, BaseFormat::kDepthComponent};
    int compared = 0, unread = 0;
    for (const Target target :
         {Target::k1D, Target::k2D, Target::k3D, Target::kCube, Target::kRect}) {
        for (const int size : {8, 5}) {  // the power-of-two and the general wrap arithmetic
            for (int n = 0; n < 24; ++n) {
                const BaseFormat format = formats[n % std::size(formats)];
                const auto texture = RandomTexture(target, format, size, random);
                const std::string what = "target " + std::to_string(static_cast<int>(target)) +
                                         " size " + std::to_string(size) + " texture " +
                                         std::to_string(n);
                compared += ExpectQuadsMatchSample(*texture, random, what);
                if (HasFailure()) return;
                unread += PreparedTexture(*texture).ReadsDerivatives() ? 0 : 1;
            }
        }
    }
    EXPECT_EQ(compared, 5 * 2 * 24 * 3 * (1 + 16 + 37) * 4);
    EXPECT_GE(unread, 20);  // (the zeros above were given to some textures)
}

// Every filter pair and wrap mode on 1D, 2D and 3D mipmapped textures (8 texels a side,
// levels 0 to 3), with every coordinate at a place where the wrap arithmetic or the filter
// changes course: NaN, infinities, +-1e30, 2^24, a denormal, -0, negative values, texel
// centres and edges at both ends, 1 and beyond. Each quad is affine with a step of 1/4, 1,
// 3 or 12 texels (lambda -2, 0, log2 3 and log2 12: magnification, the switch point, a
// blend between two levels, beyond the last level), or has no step at all where the
// coordinate swallows it (1e30 + a step is 1e30). Each axis takes each wrap mode in turn.
TEST(QuadBatchSampler, MatchesSampleForEveryFilterAndWrapAtEdgeCoordinates) {
    constexpr int kSize = 8;
    constexpr float n = kSize;
    constexpr float kInf = std::numeric_limits<float>::infinity();
    const float edges[] = {std::numeric_limits<float>::quiet_NaN(),
                           -kInf, kInf, -1e30f, 1e30f, 0x1p24f, 0x1p-149f, -4.5f, -1.0f,
                           -0.5f / n, -0.0f, 0.0f, 0.5f / n, 0.5f, 1 - 0.5f / n, 1.0f,
                           1 + 0.25f / n, 2.5f};
    constexpr int kEdges = std::size(edges);
    QuadRun run;
    for (int e = 0; e < kEdges; ++e) {
        for (const float step : {0.25f / n, 1 / n, 3 / n, 12 / n}) {
            const float base[3] = {edges[e], edges[(e + 5) % kEdges], edges[(e + 11) % kEdges]};
            for (int i = 0; i < 4; ++i) {
                const float x = static_cast<float>(i & 1) * step, y = static_cast<float>(i >> 1) * step;
                run.s.push_back(base[0] + x);
                run.t.push_back(base[1] + y);
                run.r.push_back(base[2] + (x + y) / 2);
                run.bias.push_back(0.0f);
            }
            run.derivatives.push_back(LaneDerivatives(run, static_cast<int>(run.derivatives.size())));
        }
    }
    std::mt19937 random(7);
    int compared = 0;
    for (const Target target : {Target::k1D, Target::k2D, Target::k3D}) {
        for (int min = 0; min < 6; ++min) {
            for (const Filter mag : {Filter::kNearest, Filter::kLinear}) {
                for (int wrap = 0; wrap < 5; ++wrap) {
                    auto texture = RandomTexture(target, BaseFormat::kRgba, kSize, random);
                    Parameters& p = texture->Params();
                    p.min_filter = static_cast<Filter>(min);
                    p.mag_filter = mag;
                    p.wrap_s = static_cast<Wrap>(wrap);
                    p.wrap_t = static_cast<Wrap>((wrap + 1) % 5);
                    p.wrap_r = static_cast<Wrap>((wrap + 2) % 5);
                    p.lod_bias = 0;
                    p.min_lod = -1000;
                    p.max_lod = 1000;
                    p.compare_mode = CompareMode::kNone;
                    const std::string what = "target " + std::to_string(static_cast<int>(target)) +
                                             " min " + std::to_string(min) + " mag " +
                                             std::to_string(static_cast<int>(mag)) + " wrap " +
                                             std::to_string(wrap);
                    compared += ExpectBatchMatchesSample(PreparedTexture(*texture), run,
                                                         run.bias.data(), run.derivatives.data(), what);
                    if (HasFailure()) return;
                }
            }
        }
    }
    EXPECT_EQ(compared, 3 * 6 * 2 * 5 * kEdges * 4 * 4);
}

// 3.8.9: lambda chooses between the minification and the magnification filter, and the
// mipmap filters choose levels by it; with neither choice left, it is not needed.
TEST(QuadBatchSampler, ReadsDerivativesOnlyWhereLambdaChoosesSomething) {
    const auto with = [](Target target, Filter min, Filter mag) {
        auto texture = std::make_shared<Texture>(target, BaseFormat::kRgba);
        const int faces = target == Target::kCube ? kCubeFaceCount : 1;
        for (int face = 0; face < faces; ++face)
            texture->SetImage(0, SolidImage(4, 4, {1, 0, 0, 1}), static_cast<CubeFace>(face));
        texture->Params().min_filter = min;
        texture->Params().mag_filter = mag;
        if (target != Target::kRect) texture->GenerateMipmaps();
        return PreparedTexture(*texture).ReadsDerivatives();
    };
    EXPECT_FALSE(with(Target::k2D, Filter::kNearest, Filter::kNearest));
    EXPECT_FALSE(with(Target::k2D, Filter::kLinear, Filter::kLinear));
    EXPECT_FALSE(with(Target::kRect, Filter::kLinear, Filter::kLinear));
    EXPECT_TRUE(with(Target::k2D, Filter::kLinear, Filter::kNearest));  // lambda picks one
    EXPECT_TRUE(with(Target::k2D, Filter::kNearest, Filter::kLinear));
    EXPECT_TRUE(with(Target::k2D, Filter::kNearestMipmapNearest, Filter::kNearest));
    EXPECT_TRUE(with(Target::k3D, Filter::kLinearMipmapLinear, Filter::kLinear));
    // A cube map's face coordinates are worked out from the derivatives too.
    EXPECT_TRUE(with(Target::kCube, Filter::kNearest, Filter::kNearest));
    // An incomplete texture (a mipmap filter, one level) reads nothing.
    Texture incomplete(Target::k2D, BaseFormat::kRgba);
    incomplete.SetImage(0, SolidImage(4, 4, {1, 0, 0, 1}));
    incomplete.Params().min_filter = Filter::kLinearMipmapLinear;
    EXPECT_FALSE(PreparedTexture(incomplete).ReadsDerivatives());
}

// What the batch is for: the cases are really there. Cube quads whose fragments select
// different faces, and a shadow texture whose comparison gives both 0 and 1.
TEST(QuadBatchSampler, CoversFaceChangesAndComparisons) {
    auto cube = std::make_shared<Texture>(Target::kCube, BaseFormat::kRgba);
    for (int face = 0; face < kCubeFaceCount; ++face) {
        const float v = static_cast<float>(face) / 8;  // a color per face
        cube->SetImage(0, SolidImage(4, 4, {v, v, v, 1}), static_cast<CubeFace>(face));
    }
    cube->Params().min_filter = cube->Params().mag_filter = Filter::kNearest;
    // One quad straddling the +X/+Y/+Z corner: fragments on three faces.
    const float s[4] = {1, 0.2f, 0.2f, 0.2f}, t[4] = {0.2f, 1, 0.2f, 0.2f},
                r[4] = {0.2f, 0.2f, 1, 0.2f}, bias[4] = {};
    Derivatives d;
    for (int a = 0; a < 3; ++a) {
        const float* c = a == 0 ? s : a == 1 ? t : r;
        d.ddx[a] = c[1] - c[0];
        d.ddy[a] = c[2] - c[0];
    }
    Vec4 out[4];
    PreparedTexture(*cube).SampleQuads(s, t, r, bias, &d, 1, out);
    EXPECT_EQ(out[0][0], 0.0f / 8);  // +X
    EXPECT_EQ(out[1][0], 2.0f / 8);  // +Y
    EXPECT_EQ(out[2][0], 4.0f / 8);  // +Z
    EXPECT_EQ(out[3][0], 0.0f / 8);  // (0.2, 0.2, 0.2): a tie, X first

    // A depth ramp 0, 1/3, 2/3, 1 compared with r by LEQUAL (r <= depth gives 1), NEAREST.
    auto shadow = MakeDepthRampTexture(Target::k2D, 4, 1);
    shadow->Params().compare_mode = CompareMode::kCompareRToTexture;
    const float ss[4] = {0.125f, 0.375f, 0.625f, 0.875f}, ts[4] = {0.5f, 0.5f, 0.5f, 0.5f},
                rs[4] = {0.5f, 0.5f, 0.5f, 0.5f};
    Derivatives flat;
    PreparedTexture(*shadow).SampleQuads(ss, ts, rs, bias, &flat, 1, out);
    EXPECT_EQ(out[0][0], 0.0f);  // depth 0 < 0.5
    EXPECT_EQ(out[1][0], 0.0f);  // 1/3
    EXPECT_EQ(out[2][0], 1.0f);  // 2/3
    EXPECT_EQ(out[3][0], 1.0f);  // 1
}

// One pass of 16 quads on a 4x4x4 texture under CLAMP_TO_BORDER, where some fragments read
// only texels (the batch's table-driven path) and others read the border for some corners
// (its one-texel-at-a-time path), LINEAR and NEAREST. Texel (i, j, k) holds
// ((i + 4j + 16k) / 64, 1/2, 1/4, 1) and the border (1/4, 1/2, 3/4, 1/8): dyadic values,
// so the expected sums below are exact.
TEST(QuadBatchSampler, MixesBorderAndInteriorFragmentsInOnePass) {
    std::vector<float> texels;
    for (int index = 0; index < 64; ++index) {
        for (const float v : {static_cast<float>(index) / 64, 0.5f, 0.25f, 1.0f})
            texels.push_back(v);
    }
    for (const bool linear : {true, false}) {
        Texture texture(Target::k3D, BaseFormat::kRgba);
        texture.SetImage(0, ImageFromFloats(4, 4, texels, 4));
        Parameters& p = texture.Params();
        p.min_filter = p.mag_filter = linear ? Filter::kLinear : Filter::kNearest;
        p.wrap_s = p.wrap_t = p.wrap_r = Wrap::kClampToBorder;
        p.border_color = {0.25f, 0.5f, 0.75f, 0.125f};
        // Even fragments at texel centres ((i + 1/2) / 4 on every axis), odd ones at s = 0
        // (u = 0: LINEAR blends the border and i = 0 half and half) or, for NEAREST, at
        // s = -1/16 (u = -1/4, clamped to [-1/2, 4 1/2], floor -1: the border).
        float s[64], t[64], r[64], bias[64] = {};
        for (int f = 0; f < 64; ++f) {
            const int i = f % 4, j = (f / 4) % 4, k = (f / 16) % 4;
            const float border_s = linear ? 0.0f : -1.0f / 16;
            s[f] = f % 2 == 0 ? (static_cast<float>(i) + 0.5f) / 4 : border_s;
            t[f] = (static_cast<float>(j) + 0.5f) / 4;
            r[f] = (static_cast<float>(k) + 0.5f) / 4;
        }
        Derivatives derivatives[16];  // zero: lambda is irrelevant without mipmaps anyway
        Vec4 out[64];
        const PreparedTexture prepared(texture);
        prepared.SampleQuads(s, t, r, bias, derivatives, 16, out);
        for (int f = 0; f < 64; ++f) {
            const int i = f % 4, j = (f / 4) % 4, k = (f / 16) % 4;
            const float texel_r = static_cast<float>(i + 4 * j + 16 * k) / 64;
            const float texel_r0 = static_cast<float>(4 * j + 16 * k) / 64;  // i = 0
            const Vec4 expected = f % 2 == 0 ? Vec4{texel_r, 0.5f, 0.25f, 1}
                                  : linear   ? Vec4{(0.25f + texel_r0) / 2, 0.5f, 0.5f, 0.5625f}
                                             : Vec4{0.25f, 0.5f, 0.75f, 0.125f};
            EXPECT_EQ(out[f], expected) << (linear ? "LINEAR" : "NEAREST") << " fragment " << f;
            const Vec4 single = prepared.Sample(s[f], t[f], r[f], derivatives[f / 4], 0);
            for (int c = 0; c < 4; ++c) EXPECT_TRUE(SameBits(single[c], out[f][c]));
        }
    }
}

TEST(QuadBatchSampler, IncompleteTexturesReadOpaqueBlack) {
    Texture empty(Target::k2D, BaseFormat::kRgba);
    const float zero[4] = {};
    const Derivatives d;
    Vec4 out[4];
    PreparedTexture(empty).SampleQuads(zero, zero, zero, zero, &d, 1, out);
    for (const Vec4& v : out) {
        EXPECT_EQ(v[0], 0.0f);
        EXPECT_EQ(v[3], 1.0f);
    }
}

// The batch's table 3.21 mapping (done a component at a time over a pass) for every base
// format and depth texture mode, on a 1x1 texture holding (0.2, 0.4, 0.6, 0.8) (a depth
// texture keeps only R, 0.2): the values are the table's, as FormatTest.Table321 reads them.
TEST(QuadBatchSampler, MapsEveryFormatPerTable321) {
    const std::vector<float> texel = {0.2f, 0.4f, 0.6f, 0.8f};
    const auto sample = [&](BaseFormat format, DepthTextureMode mode) {
        Texture t(Target::k2D, format);
        t.Params().min_filter = Filter::kNearest;
        t.Params().depth_mode = mode;
        t.SetImage(0, format == BaseFormat::kDepthComponent
                          ? ImageFromSingle(1, 1, std::vector<float>{0.2f})
                          : ImageFromFloats(1, 1, texel));
        const float half[4] = {0.5f, 0.5f, 0.5f, 0.5f}, zero[4] = {};
        const Derivatives d;
        Vec4 out[4];
        PreparedTexture(t).SampleQuads(half, half, zero, zero, &d, 1, out);
        for (int i = 1; i < 4; ++i) EXPECT_EQ(out[i], out[0]);
        return out[0];
    };
    const auto color = [&](BaseFormat format) {
        return sample(format, DepthTextureMode::kLuminance);
    };
    EXPECT_EQ(color(BaseFormat::kAlpha), (Vec4{0, 0, 0, 0.8f}));
    EXPECT_EQ(color(BaseFormat::kLuminance), (Vec4{0.2f, 0.2f, 0.2f, 1}));
    EXPECT_EQ(color(BaseFormat::kLuminanceAlpha), (Vec4{0.2f, 0.2f, 0.2f, 0.8f}));
    EXPECT_EQ(color(BaseFormat::kIntensity), (Vec4{0.2f, 0.2f, 0.2f, 0.2f}));
    EXPECT_EQ(color(BaseFormat::kRgb), (Vec4{0.2f, 0.4f, 0.6f, 1}));
    EXPECT_EQ(color(BaseFormat::kRgba), (Vec4{0.2f, 0.4f, 0.6f, 0.8f}));
    const BaseFormat depth = BaseFormat::kDepthComponent;
    EXPECT_EQ(sample(depth, DepthTextureMode::kLuminance), (Vec4{0.2f, 0.2f, 0.2f, 1}));
    EXPECT_EQ(sample(depth, DepthTextureMode::kIntensity), (Vec4{0.2f, 0.2f, 0.2f, 0.2f}));
    EXPECT_EQ(sample(depth, DepthTextureMode::kAlpha), (Vec4{0, 0, 0, 0.2f}));
}

}  // namespace
}  // namespace tessera::runtime::texture
