// SPDX-License-Identifier: MIT
// PreparedTexture's two-step sampling (Log2Rho, Lambda, SampleAtLambda), which the fast
// executor uses to work out a quad's level of detail and filter plan once, must give exactly
// what Sample() gives, bit for bit, for every target it applies to, every filter and wrap
// mode, and coordinates inside, outside and on the edge of the image. For these targets
// Sample() is itself built from the three steps; what can fail here is the quad form (one
// filter plan for four fragments) and the split's applicability. The values Sample() gives
// are checked against hand-worked numbers in sampler_test.cpp.
#include <gtest/gtest.h>

#include <bit>
#include <random>
#include <vector>

#include "runtime/texture/texture.h"

namespace tessera::runtime::texture {
namespace {

std::shared_ptr<Texture> RandomTexture(Target target, int size, std::mt19937& random) {
    auto texture = std::make_shared<Texture>(target, BaseFormat::kRgba);
    const int height = target == Target::k1D ? 1 : size;
    const int depth = target == Target::k3D ? size : 1;
    std::vector<float> texels(static_cast<std::size_t>(size) * height * depth * 4);
    std::uniform_real_distribution<float> unit(0, 1);
    for (float& t : texels) t = unit(random);
    texture->SetImage(0, ImageFromFloats(size, height, texels, depth));
    if (target != Target::kRect) texture->GenerateMipmaps();
    return texture;
}

std::uint32_t Bits(float v) { return std::bit_cast<std::uint32_t>(v); }

TEST(SplitLodTest, AgreesWithSample) {
    std::mt19937 random(11);
    std::uniform_real_distribution<float> coordinate(-1.5f, 2.5f), derivative(-0.3f, 0.3f);
    const Filter filters[] = {Filter::kNearest,
                              Filter::kLinear,
                              Filter::kNearestMipmapNearest,
                              Filter::kLinearMipmapNearest,
                              Filter::kNearestMipmapLinear,
                              Filter::kLinearMipmapLinear};
    const Wrap wraps[] = {Wrap::kRepeat, Wrap::kClamp, Wrap::kClampToEdge, Wrap::kClampToBorder,
                          Wrap::kMirroredRepeat};
    int compared = 0;
    for (Target target : {Target::k1D, Target::k2D, Target::k3D, Target::kRect}) {
        // 8 and 6 texels: the power-of-two and the general wrap arithmetic.
        for (int size : {8, 6}) {
            for (Filter min : filters) {
                for (Wrap wrap : wraps) {
                    auto texture = RandomTexture(target, size, random);
                    Parameters& p = texture->Params();
                    p.min_filter = target == Target::kRect ? Filter::kLinear : min;
                    p.mag_filter = (compared / 7) % 2 ? Filter::kLinear : Filter::kNearest;
                    p.wrap_s = p.wrap_t = p.wrap_r = wrap;
                    p.border_color = {0.25f, 0.5f, 0.75f, 1};
                    const PreparedTexture prepared(*texture);
                    if (!prepared.SplitsLod()) continue;  // incomplete (NPOT mipmaps...)
                    const float scale = target == Target::kRect ? static_cast<float>(size) : 1.0f;
                    for (int n = 0; n < 20; ++n) {
                        Derivatives d;
                        for (int a = 0; a < 3; ++a) {
                            d.ddx[a] = derivative(random) * scale;
                            d.ddy[a] = derivative(random) * scale;
                        }
                        const float bias = derivative(random) * 10;
                        float s[4], t[4], r[4];
                        for (int i = 0; i < 4; ++i) {
                            s[i] = coordinate(random) * scale;
                            t[i] = coordinate(random) * scale;
                            r[i] = coordinate(random);
                        }
                        const float lambda = prepared.Lambda(prepared.Log2Rho(d), bias);
                        Vec4 quad[4];
                        prepared.SampleAtLambda(s, t, r, 4, lambda, quad);
                        for (int i = 0; i < 4; ++i) {
                            const Vec4 expected = prepared.Sample(s[i], t[i], r[i], d, bias);
                            const Vec4 one = prepared.SampleAtLambda(s[i], t[i], r[i], lambda);
                            for (int c = 0; c < 4; ++c) {
                                ASSERT_EQ(Bits(one[c]), Bits(expected[c]));
                                ASSERT_EQ(Bits(quad[i][c]), Bits(expected[c]));
                            }
                        }
                        ++compared;
                    }
                }
            }
        }
    }
    EXPECT_GT(compared, 1000);
}

TEST(SplitLodTest, CubeMapsAndIncompleteTexturesDoNotSplit) {
    std::mt19937 random(3);
    auto cube = std::make_shared<Texture>(Target::kCube, BaseFormat::kRgba);
    const std::vector<float> texels(4 * 4 * 4, 0.5f);
    for (int face = 0; face < kCubeFaceCount; ++face)
        cube->SetImage(0, ImageFromFloats(4, 4, texels), static_cast<CubeFace>(face));
    cube->Params().min_filter = Filter::kLinear;
    EXPECT_FALSE(PreparedTexture(*cube).SplitsLod());  // the face decides the derivatives
    Texture empty(Target::k2D, BaseFormat::kRgba);
    EXPECT_FALSE(PreparedTexture(empty).SplitsLod());
    EXPECT_TRUE(PreparedTexture(*RandomTexture(Target::k2D, 4, random)).SplitsLod());
}

}  // namespace
}  // namespace tessera::runtime::texture
