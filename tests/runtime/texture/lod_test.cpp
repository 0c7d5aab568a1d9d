// SPDX-License-Identifier: MIT
// The level of detail before biases, log2(rho) of equation 3.12, checked bit for bit against
// values worked out by hand: rho is the larger length of the x and y derivative vectors in
// base-level texels, so derivatives forming 3-4-5 and 2-3-6-7 triangles give rho 5 and 7
// exactly, and log2 of an exact float is std::log2 of it. The batch (SampleQuads) works rho
// out for a whole pass of quads in one loop; the second test reads back, for a pass of 16
// quads with different derivatives, the mipmap level each quad's rho selects.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

#include "runtime/texture/texture.h"

namespace tessera::runtime::texture {
namespace {

std::uint32_t Bits(float v) { return std::bit_cast<std::uint32_t>(v); }

std::shared_ptr<Texture> Solid(Target target, int size) {
    auto texture = std::make_shared<Texture>(target, BaseFormat::kRgba);
    const int height = target == Target::k1D ? 1 : size;
    const int depth = target == Target::k3D ? size : 1;
    texture->SetImage(0, SolidImage(size, height, {1, 1, 1, 1}, depth));
    texture->Params().min_filter = Filter::kNearest;
    return texture;
}

Derivatives Of(std::array<float, 3> ddx, std::array<float, 3> ddy) { return {ddx, ddy}; }

TEST(Log2RhoTest, ScalesToBaseTexelsAndIgnoresUnusedAxes) {
    const float nan = std::numeric_limits<float>::quiet_NaN();
    const auto two_d = Solid(Target::k2D, 8);
    // (3/8, 4/8) in an 8x8 image is (3, 4) texels: rho 5; r's derivative is not used in 2D.
    EXPECT_EQ(Bits(PreparedTexture(*two_d).Log2Rho(Of({3.0f / 8, 4.0f / 8, 1000}, {0, 0, 0}))),
              Bits(std::log2(5.0f)));
    // The y vector (0, 7) texels is the longer one: rho 7.
    EXPECT_EQ(Bits(PreparedTexture(*two_d).Log2Rho(Of({3.0f / 8, 4.0f / 8, 0}, {0, 7.0f / 8, 9}))),
              Bits(std::log2(7.0f)));
    const auto three_d = Solid(Target::k3D, 16);
    // (2, 3, 6) texels: sqrt(4 + 9 + 36) = 7.
    EXPECT_EQ(Bits(PreparedTexture(*three_d).Log2Rho(
                  Of({2.0f / 16, 3.0f / 16, 6.0f / 16}, {0, 1.0f / 16, 0}))),
              Bits(std::log2(7.0f)));
    const auto one_d = Solid(Target::k1D, 16);
    // Only s counts in 1D: 12/16 of 16 texels is 12.
    EXPECT_EQ(Bits(PreparedTexture(*one_d).Log2Rho(Of({12.0f / 16, 500, 500}, {0, 0, 0}))),
              Bits(std::log2(12.0f)));
    const auto rect = Solid(Target::kRect, 8);
    // RECT derivatives already are texels: (3, 4) gives 5 without scaling.
    EXPECT_EQ(Bits(PreparedTexture(*rect).Log2Rho(Of({3, 4, 0}, {0, 0, 0}))),
              Bits(std::log2(5.0f)));
    // NaN derivatives read as an exact 1:1 mapping; zero ones give log2(0) = -infinity.
    EXPECT_EQ(Bits(PreparedTexture(*two_d).Log2Rho(Of({nan, 0, 0}, {0, 0, 0}))), Bits(0.0f));
    EXPECT_EQ(PreparedTexture(*two_d).Log2Rho(Of({0, 0, 0}, {0, 0, 0})),
              -std::numeric_limits<float>::infinity());
}

TEST(Log2RhoTest, EveryQuadOfAPassGetsItsOwnLevel) {
    const auto miptree = MakeMiptreeTexture();  // 8x8, NEAREST_MIPMAP_NEAREST, NEAREST
    const Vec4 colors[4] = {MiptreeLevelColor(0), MiptreeLevelColor(1), MiptreeLevelColor(2),
                            MiptreeLevelColor(3)};
    // Quad q's y derivative of t is k/8 with k = 1, 2, 4, 8 cycling: rho k texels, lambda 0
    // (the magnification filter reads level 0), 1, 2, 3; equation 3.17 picks level lambda
    // for these integer lambdas (ceil(lambda + 1/2) - 1). Then every quad with k = 4: a pass
    // with a single plan besides the grouped one.
    for (const bool mixed : {true, false}) {
        constexpr int kQuads = 16;
        std::vector<Derivatives> derivatives(kQuads);
        std::vector<float> s(kQuads * 4, 0.5f), t(kQuads * 4, 0.5f), r(kQuads * 4, 0),
            bias(kQuads * 4, 0);
        std::vector<int> level(kQuads);
        for (int q = 0; q < kQuads; ++q) {
            level[q] = mixed ? q % 4 : 2;
            derivatives[q].ddy = {0, static_cast<float>(1 << level[q]) / 8, 0};
        }
        std::vector<Vec4> out(kQuads * 4);
        PreparedTexture(*miptree).SampleQuads(s.data(), t.data(), r.data(), bias.data(),
                                              derivatives.data(), kQuads, out.data());
        for (int i = 0; i < kQuads * 4; ++i)
            EXPECT_EQ(out[i], colors[level[i / 4]]) << "mixed " << mixed << " fragment " << i;
    }
}

}  // namespace
}  // namespace tessera::runtime::texture
