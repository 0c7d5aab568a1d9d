// SPDX-License-Identifier: MIT
// PreparedTexture::SampleAtLambda over a batch of fragments (the fast executor's sampler,
// which filters whole runs of quads at once) must give, fragment by fragment, the bits the
// one-fragment SampleAtLambda gives: that is the path TextureUnits::Sample, and so the
// reference interpreter, takes. Every non-cube target, every filter and wrap mode (chosen
// at random per texture by MakeTextureUnits), power-of-two and other sizes, depth textures
// with and without the comparison, levels of detail from magnification to past the last
// level, and coordinates that are NaN, infinite, -0, huge or just outside the image.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <limits>
#include <random>
#include <string>

#include "random_inputs.h"

namespace tessera::testing::fast_exec {
namespace {

namespace tex = runtime::texture;

float Coordinate(std::mt19937& random) {
    constexpr float kInf = std::numeric_limits<float>::infinity();
    static constexpr float kSpecials[] = {std::numeric_limits<float>::quiet_NaN(),
                                          kInf,
                                          -kInf,
                                          -0.0f,
                                          0.0f,
                                          1.0f,
                                          1e30f,
                                          -1e30f,
                                          4.5f,
                                          -0.5f,
                                          1e-40f,
                                          8.0f};
    if (random() % 8 == 0) return kSpecials[random() % std::size(kSpecials)];
    return std::uniform_real_distribution<float>(-1.5f, 2.5f)(random);
}

bool SameBits(float a, float b) {
    return (std::isnan(a) && std::isnan(b)) ||
           std::bit_cast<std::uint32_t>(a) == std::bit_cast<std::uint32_t>(b);
}

void ExpectBatchMatchesSingle(const tex::Texture& texture, std::mt19937& random,
                              const std::string& what) {
    const tex::PreparedTexture prepared(texture);
    if (!prepared.SplitsLod()) return;
    constexpr float kInf = std::numeric_limits<float>::infinity();
    const float lambdas[] = {-kInf, -2.0f, 0.0f, 0.25f, 0.5f, 0.75f, 1.0f, 1.3f, 2.6f, 30.0f, kInf};
    // 4 (one quad), 64 (one executor block) and 100 (more than one batch pass).
    for (const int count : {4, 64, 100}) {
        for (const float lambda : lambdas) {
            std::vector<float> s(count), t(count), r(count);
            for (int i = 0; i < count; ++i) {
                s[i] = Coordinate(random);
                t[i] = Coordinate(random);
                r[i] = Coordinate(random);
            }
            std::vector<Vec4> batch(count);
            prepared.SampleAtLambda(s.data(), t.data(), r.data(), count, lambda, batch.data());
            for (int i = 0; i < count; ++i) {
                const Vec4 single = prepared.SampleAtLambda(s[i], t[i], r[i], lambda);
                for (int c = 0; c < 4; ++c) {
                    ASSERT_TRUE(SameBits(single[c], batch[i][c]))
                        << what << " lambda " << lambda << " count " << count << " fragment " << i
                        << " (" << s[i] << ", " << t[i] << ", " << r[i] << ") component " << c
                        << ": " << single[c] << " alone, " << batch[i][c] << " in the batch";
                }
            }
        }
    }
}

TEST(BatchSampler, MatchesOneFragmentAtATime) {
    std::mt19937 random(7);
    int textures = 0;
    for (const int size : {8, 5}) {
        for (std::uint32_t seed = 1; seed <= 12; ++seed) {
            const auto units = MakeTextureUnits(seed, 2, size);
            for (int unit = 0; unit < 2; ++unit) {
                for (const tex::Target target :
                     {tex::Target::k1D, tex::Target::k2D, tex::Target::k3D, tex::Target::kRect}) {
                    const tex::Texture* texture = units->Bound(unit, target);
                    ASSERT_NE(texture, nullptr);
                    const std::string what = "size " + std::to_string(size) + " seed " +
                                             std::to_string(seed) + " unit " +
                                             std::to_string(unit) + " target " +
                                             std::to_string(static_cast<int>(target));
                    ExpectBatchMatchesSingle(*texture, random, what);
                    ++textures;
                }
            }
        }
    }
    EXPECT_EQ(textures, 2 * 12 * 2 * 4);
}

}  // namespace
}  // namespace tessera::testing::fast_exec
