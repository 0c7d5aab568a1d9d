// SPDX-License-Identifier: MIT
// Texture objects: images, piglit's textures, mipmap generation, completeness (3.8.10) and
// the texture unit table. Sampling itself is tested in sampler_test.cpp.
#include "runtime/texture/texture.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

namespace tessera::runtime::texture {
namespace {

using lang::arbasm::fragment::TextureTarget;

constexpr Vec4 kRed{1, 0, 0, 1}, kGreen{0, 1, 0, 1}, kBlue{0, 0, 1, 1}, kWhite{1, 1, 1, 1};
constexpr Vec4 kIncomplete{0, 0, 0, 1};
const Derivatives kNoDerivatives{};

TEST(ImageTest, FromRgba8ScalesBytesAndKeepsBottomRowFirst) {
    const std::vector<std::uint8_t> data = {255, 0, 0,   255, 0,   51,  0,   255,  // row 0
                                            0,   0, 102, 255, 255, 255, 255, 0};   // row 1
    const Image image = ImageFromRgba8(2, 2, data);
    EXPECT_EQ(image.At(0, 0), (Vec4{1, 0, 0, 1}));
    EXPECT_FLOAT_EQ(image.At(1, 0)[1], 0.2f);
    EXPECT_FLOAT_EQ(image.At(0, 1)[2], 0.4f);
    EXPECT_EQ(image.At(1, 1), (Vec4{1, 1, 1, 0}));
}

TEST(ImageTest, ShortDataIsPaddedNotOverread) {
    const std::vector<float> data = {0.5f, 0.5f, 0.5f, 0.5f};
    const Image image = ImageFromFloats(2, 1, data);
    EXPECT_EQ(image.At(0, 0), (Vec4{0.5f, 0.5f, 0.5f, 0.5f}));
    EXPECT_EQ(image.At(1, 0), (Vec4{0, 0, 0, 1}));
}

TEST(ImageTest, SetImageClampsTexelsToUnitRange) {
    Texture texture(Target::k2D, BaseFormat::kRgba);
    const std::vector<float> data = {-1.0f, 2.0f, 0.25f, 1.0f};
    texture.SetImage(0, ImageFromFloats(1, 1, data));
    EXPECT_EQ(texture.GetImage(0)->At(0, 0), (Vec4{0, 1, 0.25f, 1}));
}

TEST(ImageTest, RgbwQuadrantsFollowPiglit) {
    const Image image = RgbwImage(4, 4);
    EXPECT_EQ(image.At(0, 0), kRed);    // bottom-left
    EXPECT_EQ(image.At(3, 0), kGreen);  // bottom-right
    EXPECT_EQ(image.At(0, 3), kBlue);   // top-left
    EXPECT_EQ(image.At(3, 3), kWhite);  // top-right
    EXPECT_EQ(image.At(1, 1), kRed);
    EXPECT_EQ(image.At(2, 1), kGreen);
}

TEST(ImageTest, CheckerboardStartsWithFirstColor) {
    const Image image = CheckerboardImage(4, 4, 2, 2, kRed, kBlue);
    EXPECT_EQ(image.At(0, 0), kRed);
    EXPECT_EQ(image.At(1, 1), kRed);
    EXPECT_EQ(image.At(2, 0), kBlue);
    EXPECT_EQ(image.At(0, 2), kBlue);
    EXPECT_EQ(image.At(3, 3), kRed);
}

TEST(ImageTest, GradientsAndDepthRamp) {
    const Image h = HorizontalGradientImage(5, 2);
    EXPECT_FLOAT_EQ(h.At(0, 1)[0], 0.0f);
    EXPECT_FLOAT_EQ(h.At(2, 1)[0], 0.5f);
    EXPECT_FLOAT_EQ(h.At(4, 0)[0], 1.0f);
    const Image v = VerticalGradientImage(2, 3);
    EXPECT_FLOAT_EQ(v.At(1, 1)[0], 0.5f);
    EXPECT_FLOAT_EQ(v.At(0, 2)[0], 1.0f);
    const Image d = DepthRampImage(4, 1);
    EXPECT_FLOAT_EQ(d.At(0, 0)[0], 0.0f);
    EXPECT_FLOAT_EQ(d.At(3, 0)[0], 1.0f);
}

TEST(PiglitTextureTest, MiptreeHasFourSolidLevels) {
    const auto texture = MakeMiptreeTexture();
    EXPECT_TRUE(texture->IsComplete());
    EXPECT_EQ(texture->LastLevel(), 3);
    EXPECT_EQ(texture->GetImage(0)->width, 8);
    EXPECT_EQ(texture->GetImage(3)->width, 1);
    EXPECT_EQ(texture->GetImage(1)->At(3, 3), kGreen);
    EXPECT_EQ(texture->GetImage(2)->At(0, 1), kBlue);
    EXPECT_EQ(texture->Params().min_filter, Filter::kNearestMipmapNearest);
}

TEST(PiglitTextureTest, CheckerboardUsesRedBorder) {
    const auto texture = MakeCheckerboardTexture(4, 4, kBlue, kGreen);
    EXPECT_EQ(SampleTexture(*texture, 0.1f, 0.1f, 0, kNoDerivatives, 0), kBlue);
    EXPECT_EQ(SampleTexture(*texture, 0.9f, 0.1f, 0, kNoDerivatives, 0), kGreen);
    EXPECT_EQ(SampleTexture(*texture, 1.5f, 0.5f, 0, kNoDerivatives, 0), kRed);
}

TEST(MipmapTest, GenerateAveragesTwoByTwoBlocks) {
    Texture texture(Target::k2D, BaseFormat::kRgba);
    const std::vector<float> data = {0, 0, 0, 1, 1, 0, 0,    1,   // row 0
                                     0, 1, 0, 1, 1, 1, 0.5f, 1};  // row 1
    texture.SetImage(0, ImageFromFloats(2, 2, data));
    texture.GenerateMipmaps();
    const Image* level1 = texture.GetImage(1);
    ASSERT_NE(level1, nullptr);
    EXPECT_EQ(level1->width, 1);
    EXPECT_EQ(level1->At(0, 0), (Vec4{0.5f, 0.5f, 0.125f, 1}));
    EXPECT_TRUE(texture.IsComplete());
}

TEST(MipmapTest, GenerateBuildsFullChainForNonSquare) {
    Texture texture(Target::k2D, BaseFormat::kRgba);
    texture.SetImage(0, SolidImage(8, 2, kBlue));
    texture.GenerateMipmaps();
    ASSERT_NE(texture.GetImage(3), nullptr);
    EXPECT_EQ(texture.GetImage(1)->height, 1);
    EXPECT_EQ(texture.GetImage(3)->width, 1);
    EXPECT_EQ(texture.GetImage(4), nullptr);
    EXPECT_EQ(texture.GetImage(2)->At(1, 0), kBlue);
    EXPECT_TRUE(texture.IsComplete());
}

TEST(CompletenessTest, MipmapFilterNeedsEveryLevel) {
    Texture texture(Target::k2D, BaseFormat::kRgba);  // default min filter is mipmapped
    texture.SetImage(0, SolidImage(4, 4, kRed));
    EXPECT_FALSE(texture.IsComplete());
    texture.SetImage(1, SolidImage(2, 2, kRed));
    EXPECT_FALSE(texture.IsComplete());
    texture.SetImage(2, SolidImage(1, 1, kRed));
    EXPECT_TRUE(texture.IsComplete());
}

TEST(CompletenessTest, WrongLevelSizeIsIncomplete) {
    Texture texture(Target::k2D, BaseFormat::kRgba);
    texture.SetImage(0, SolidImage(4, 4, kRed));
    texture.SetImage(1, SolidImage(2, 1, kRed));
    texture.SetImage(2, SolidImage(1, 1, kRed));
    EXPECT_FALSE(texture.IsComplete());
}

TEST(CompletenessTest, NonMipmapFilterNeedsOnlyBaseLevel) {
    Texture texture(Target::k2D, BaseFormat::kRgba);
    texture.Params().min_filter = Filter::kLinear;
    EXPECT_FALSE(texture.IsComplete());  // no image at all
    texture.SetImage(0, SolidImage(4, 4, kRed));
    EXPECT_TRUE(texture.IsComplete());
}

TEST(CompletenessTest, MaxLevelShortensTheChain) {
    Texture texture(Target::k2D, BaseFormat::kRgba);
    texture.SetImage(0, SolidImage(4, 4, kRed));
    texture.SetImage(1, SolidImage(2, 2, kRed));
    texture.Params().max_level = 1;
    EXPECT_TRUE(texture.IsComplete());
    EXPECT_EQ(texture.LastLevel(), 1);
    texture.Params().base_level = 2;  // base > max
    EXPECT_FALSE(texture.IsComplete());
}

TEST(CompletenessTest, BaseLevelMovesTheChain) {
    Texture texture(Target::k2D, BaseFormat::kRgba);
    texture.SetImage(1, SolidImage(2, 2, kRed));
    texture.SetImage(2, SolidImage(1, 1, kRed));
    EXPECT_FALSE(texture.IsComplete());
    texture.Params().base_level = 1;
    EXPECT_TRUE(texture.IsComplete());
    EXPECT_EQ(texture.LastLevel(), 2);
}

TEST(CompletenessTest, CubeNeedsSixEqualSquareFaces) {
    Texture cube(Target::kCube, BaseFormat::kRgba);
    cube.Params().min_filter = Filter::kNearest;
    for (int face = 0; face < 5; ++face) {
        cube.SetImage(0, SolidImage(2, 2, kRed), static_cast<CubeFace>(face));
    }
    EXPECT_FALSE(cube.IsComplete());
    cube.SetImage(0, SolidImage(4, 4, kRed), CubeFace::kNegativeZ);
    EXPECT_FALSE(cube.IsComplete());
    cube.SetImage(0, SolidImage(2, 2, kRed), CubeFace::kNegativeZ);
    EXPECT_TRUE(cube.IsComplete());

    Texture oblong(Target::kCube, BaseFormat::kRgba);
    oblong.Params().min_filter = Filter::kNearest;
    for (int face = 0; face < kCubeFaceCount; ++face) {
        oblong.SetImage(0, SolidImage(2, 1, kRed), static_cast<CubeFace>(face));
    }
    EXPECT_FALSE(oblong.IsComplete());
}

TEST(CompletenessTest, RectangleCannotBeMipmapped) {
    Texture rect(Target::kRect, BaseFormat::kRgba);
    EXPECT_EQ(rect.Params().min_filter, Filter::kLinear);
    EXPECT_EQ(rect.Params().wrap_s, Wrap::kClampToEdge);
    rect.SetImage(0, SolidImage(3, 5, kRed));
    EXPECT_TRUE(rect.IsComplete());
    rect.Params().min_filter = Filter::kLinearMipmapLinear;
    EXPECT_FALSE(rect.IsComplete());
}

TEST(TextureUnitsTest, NothingBoundSamplesOpaqueBlack) {
    TextureUnits units;
    EXPECT_EQ(units.Sample(0, TextureTarget::k2D, 0.5f, 0.5f, 0, kNoDerivatives, 0), kIncomplete);
    EXPECT_EQ(units.Sample(99, TextureTarget::k2D, 0.5f, 0.5f, 0, kNoDerivatives, 0), kIncomplete);
}

TEST(TextureUnitsTest, IncompleteTextureSamplesOpaqueBlack) {
    auto texture = std::make_shared<Texture>(Target::k2D, BaseFormat::kRgba);
    texture->SetImage(0, SolidImage(4, 4, kGreen));  // mipmap filter, one level
    TextureUnits units;
    units.Bind(3, Target::k2D, texture);
    EXPECT_EQ(units.Sample(3, TextureTarget::k2D, 0.5f, 0.5f, 0, kNoDerivatives, 0), kIncomplete);
    texture->Params().min_filter = Filter::kNearest;
    EXPECT_EQ(units.Sample(3, TextureTarget::k2D, 0.5f, 0.5f, 0, kNoDerivatives, 0), kGreen);
}

TEST(TextureUnitsTest, EachTargetHasItsOwnBinding) {
    TextureUnits units;
    units.Bind(1, Target::k2D, MakeRgbwTexture(2, 2));
    auto one_d = std::make_shared<Texture>(Target::k1D, BaseFormat::kRgba);
    one_d->Params().min_filter = Filter::kNearest;
    one_d->SetImage(0, SolidImage(4, 1, kBlue));
    units.Bind(1, Target::k1D, one_d);
    EXPECT_EQ(units.Sample(1, TextureTarget::k2D, 0.25f, 0.25f, 0, kNoDerivatives, 0), kRed);
    EXPECT_EQ(units.Sample(1, TextureTarget::k1D, 0.25f, 0.25f, 0, kNoDerivatives, 0), kBlue);
    EXPECT_EQ(units.Sample(0, TextureTarget::k2D, 0.25f, 0.25f, 0, kNoDerivatives, 0), kIncomplete);
    EXPECT_EQ(units.Sample(1, TextureTarget::k3D, 0.25f, 0.25f, 0, kNoDerivatives, 0), kIncomplete);
}

TEST(TextureUnitsTest, BindingToAnotherTargetIsRefusedAndNullUnbinds) {
    TextureUnits units;
    units.Bind(0, Target::k3D, MakeRgbwTexture(2, 2));  // a 2D texture
    EXPECT_EQ(units.Bound(0, Target::k3D), nullptr);
    units.Bind(0, Target::k2D, MakeRgbwTexture(2, 2));
    EXPECT_NE(units.Bound(0, Target::k2D), nullptr);
    units.Bind(0, Target::k2D, nullptr);
    EXPECT_EQ(units.Bound(0, Target::k2D), nullptr);
}

TEST(TextureUnitsTest, UnitLodBiasSelectsLevel) {
    TextureUnits units;
    units.Bind(0, Target::k2D, MakeMiptreeTexture());
    Derivatives d;
    d.ddx = {1.0f / 8, 0, 0};  // one texel per pixel: lambda = 0
    EXPECT_EQ(units.Sample(0, TextureTarget::k2D, 0.5f, 0.5f, 0, d, 0), kRed);
    units.SetLodBias(0, 1.0f);
    EXPECT_FLOAT_EQ(units.LodBias(0), 1.0f);
    EXPECT_EQ(units.Sample(0, TextureTarget::k2D, 0.5f, 0.5f, 0, d, 0), kGreen);
    EXPECT_EQ(units.Sample(0, TextureTarget::k2D, 0.5f, 0.5f, 0, d, 1.0f), kBlue);
}

}  // namespace
}  // namespace tessera::runtime::texture
