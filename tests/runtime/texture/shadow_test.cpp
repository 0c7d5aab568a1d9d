// SPDX-License-Identifier: MIT
// ARB_depth_texture and ARB_shadow: DEPTH_COMPONENT textures, DEPTH_TEXTURE_MODE, the eight
// compare functions, r clamped to [0, 1], and comparison before filtering.
#include <gtest/gtest.h>

#include "runtime/texture/texture.h"

namespace tessera::runtime::texture {
namespace {

using lang::arbasm::fragment::TextureTarget;

const Derivatives kNone{};

/// piglit's 4-texel ramp: depths 0, 1/3, 2/3, 1 from left to right.
std::shared_ptr<Texture> Ramp(Target target = Target::k2D) {
    return MakeDepthRampTexture(target, 4, target == Target::k1D ? 1 : 2);
}

float Compared(CompareFunc func, float s, float r) {
    auto t = Ramp();
    t->Params().compare_mode = CompareMode::kCompareRToTexture;
    t->Params().compare_func = func;
    return SampleTexture(*t, s, 0.5f, r, kNone, 0)[0];
}

TEST(ShadowTest, WithoutComparisonDepthIsReadAsLuminance) {
    auto t = Ramp();
    const float third = 1.0f / 3;
    EXPECT_EQ(SampleTexture(*t, 0.3f, 0.5f, 0, kNone, 0), (Vec4{third, third, third, 1}));
}

TEST(ShadowTest, EightCompareFunctionsAgainstTwoThirds) {
    // s = 0.6 reads texel 2 (depth 2/3); r = 0.5.
    EXPECT_EQ(Compared(CompareFunc::kLequal, 0.6f, 0.5f), 1.0f);
    EXPECT_EQ(Compared(CompareFunc::kGequal, 0.6f, 0.5f), 0.0f);
    EXPECT_EQ(Compared(CompareFunc::kLess, 0.6f, 0.5f), 1.0f);
    EXPECT_EQ(Compared(CompareFunc::kGreater, 0.6f, 0.5f), 0.0f);
    EXPECT_EQ(Compared(CompareFunc::kEqual, 0.6f, 0.5f), 0.0f);
    EXPECT_EQ(Compared(CompareFunc::kNotequal, 0.6f, 0.5f), 1.0f);
    EXPECT_EQ(Compared(CompareFunc::kAlways, 0.6f, 0.5f), 1.0f);
    EXPECT_EQ(Compared(CompareFunc::kNever, 0.6f, 0.5f), 0.0f);
}

TEST(ShadowTest, EqualityAndStrictness) {
    // Texel 0 has depth exactly 0.
    EXPECT_EQ(Compared(CompareFunc::kEqual, 0.1f, 0.0f), 1.0f);
    EXPECT_EQ(Compared(CompareFunc::kLess, 0.1f, 0.0f), 0.0f);
    EXPECT_EQ(Compared(CompareFunc::kLequal, 0.1f, 0.0f), 1.0f);
    EXPECT_EQ(Compared(CompareFunc::kGreater, 0.9f, 1.0f), 0.0f);
    EXPECT_EQ(Compared(CompareFunc::kGequal, 0.9f, 1.0f), 1.0f);
}

TEST(ShadowTest, ReferenceIsClampedToUnitRange) {
    EXPECT_EQ(Compared(CompareFunc::kEqual, 0.1f, -3.0f), 1.0f);  // r -> 0 = depth 0
    EXPECT_EQ(Compared(CompareFunc::kEqual, 0.9f, 5.0f), 1.0f);   // r -> 1 = depth 1
    EXPECT_EQ(Compared(CompareFunc::kLequal, 0.6f, 2.0f), 0.0f);  // 1 <= 2/3 fails
}

TEST(ShadowTest, DepthTextureModes) {
    auto t = Ramp();
    t->Params().compare_mode = CompareMode::kCompareRToTexture;  // LEQUAL
    t->Params().depth_mode = DepthTextureMode::kIntensity;
    EXPECT_EQ(SampleTexture(*t, 0.9f, 0.5f, 0.5f, kNone, 0), (Vec4{1, 1, 1, 1}));
    EXPECT_EQ(SampleTexture(*t, 0.1f, 0.5f, 0.5f, kNone, 0), (Vec4{0, 0, 0, 0}));
    t->Params().depth_mode = DepthTextureMode::kAlpha;
    EXPECT_EQ(SampleTexture(*t, 0.9f, 0.5f, 0.5f, kNone, 0), (Vec4{0, 0, 0, 1}));
    t->Params().depth_mode = DepthTextureMode::kLuminance;
    EXPECT_EQ(SampleTexture(*t, 0.1f, 0.5f, 0.5f, kNone, 0), (Vec4{0, 0, 0, 1}));
}

TEST(ShadowTest, LinearFilterAveragesComparisonResults) {
    auto t = Ramp();
    t->Params().compare_mode = CompareMode::kCompareRToTexture;
    t->Params().mag_filter = Filter::kLinear;
    // s = 0.5: u = 2, halfway between texel 1 (1/3: 0.5 <= 1/3 fails) and texel 2 (passes).
    EXPECT_NEAR(SampleTexture(*t, 0.5f, 0.5f, 0.5f, kNone, 0)[0], 0.5f, 1e-6);
}

TEST(ShadowTest, ShadowTargetsSampleTheirBaseTargets) {
    TextureUnits units;
    auto one_d = Ramp(Target::k1D);
    one_d->Params().compare_mode = CompareMode::kCompareRToTexture;
    units.Bind(0, Target::k1D, one_d);
    // SHADOW1D compares the third coordinate; t is ignored by a 1D texture.
    EXPECT_EQ(units.Sample(0, TextureTarget::kShadow1D, 0.9f, 123.0f, 0.5f, kNone, 0)[0], 1.0f);
    EXPECT_EQ(units.Sample(0, TextureTarget::kShadow1D, 0.1f, 123.0f, 0.5f, kNone, 0)[0], 0.0f);
    auto rect = MakeDepthRampTexture(Target::kRect, 4, 2);
    rect->Params().compare_mode = CompareMode::kCompareRToTexture;
    units.Bind(1, Target::kRect, rect);
    EXPECT_EQ(units.Sample(1, TextureTarget::kShadowRect, 3.5f, 1.0f, 0.5f, kNone, 0)[0], 1.0f);
    EXPECT_EQ(units.Sample(1, TextureTarget::kShadowRect, 1.5f, 1.0f, 0.5f, kNone, 0)[0], 0.0f);
}

}  // namespace
}  // namespace tessera::runtime::texture
