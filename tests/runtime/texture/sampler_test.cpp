// SPDX-License-Identifier: MIT
// Sampling (OpenGL 1.4 section 3.8.8): wrap modes, NEAREST and LINEAR on small known
// images, level of detail from derivatives, the mipmap filters, cube faces (table 3.19),
// rectangle coordinates, table 3.21's format mapping and the ARB_shadow comparison. Every
// expected value is worked out by hand in the comment beside it.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <vector>

#include "runtime/texture/texture.h"

namespace tessera::runtime::texture {
namespace {

constexpr Vec4 kRed{1, 0, 0, 1}, kGreen{0, 1, 0, 1}, kBlue{0, 0, 1, 1}, kWhite{1, 1, 1, 1};
const Derivatives kNone{};

float R(const Texture& t, float s, float tc = 0.5f, float r = 0, const Derivatives& d = kNone) {
    return SampleTexture(t, s, tc, r, d, 0)[0];
}

/// A 4x1 texture with red 0.1, 0.2, 0.3, 0.4 and border red 1.
Texture Row(Wrap wrap, Filter filter) {
    Texture texture(Target::k2D, BaseFormat::kRgba);
    Parameters& p = texture.Params();
    p.wrap_s = wrap;
    p.wrap_t = Wrap::kClampToEdge;
    p.min_filter = p.mag_filter = filter;
    p.border_color = {1, 1, 1, 1};
    const std::vector<float> data = {0.1f, 0, 0, 1, 0.2f, 0, 0, 1, 0.3f, 0, 0, 1, 0.4f, 0, 0, 1};
    texture.SetImage(0, ImageFromFloats(4, 1, data));
    return texture;
}

TEST(WrapTest, RepeatNearest) {
    const Texture t = Row(Wrap::kRepeat, Filter::kNearest);
    EXPECT_FLOAT_EQ(R(t, 1.1f), 0.1f);   // u = 4.4, texel 4 mod 4 = 0
    EXPECT_FLOAT_EQ(R(t, -0.1f), 0.4f);  // u = -0.4, texel -1 mod 4 = 3
    EXPECT_FLOAT_EQ(R(t, 2.6f), 0.3f);   // u = 10.4, texel 10 mod 4 = 2
}

TEST(WrapTest, ClampToEdgeNearest) {
    const Texture t = Row(Wrap::kClampToEdge, Filter::kNearest);
    EXPECT_FLOAT_EQ(R(t, 1.1f), 0.4f);
    EXPECT_FLOAT_EQ(R(t, -5.0f), 0.1f);
    EXPECT_FLOAT_EQ(R(t, 0.3f), 0.2f);  // u = 1.2
}

TEST(WrapTest, ClampNearestReachesLastTexelAtOne) {
    const Texture t = Row(Wrap::kClamp, Filter::kNearest);
    EXPECT_FLOAT_EQ(R(t, 1.0f), 0.4f);  // s = 1 takes texel n - 1
    EXPECT_FLOAT_EQ(R(t, 7.0f), 0.4f);
    EXPECT_FLOAT_EQ(R(t, -1.0f), 0.1f);
}

TEST(WrapTest, ClampToBorderNearest) {
    const Texture t = Row(Wrap::kClampToBorder, Filter::kNearest);
    EXPECT_FLOAT_EQ(R(t, 0.99f), 0.4f);
    EXPECT_FLOAT_EQ(R(t, 1.1f), 1.0f);   // u clamped to 4.5, texel 4: border
    EXPECT_FLOAT_EQ(R(t, -0.1f), 1.0f);  // texel -1: border
}

TEST(WrapTest, MirroredRepeatNearest) {
    const Texture t = Row(Wrap::kMirroredRepeat, Filter::kNearest);
    EXPECT_FLOAT_EQ(R(t, 1.1f), 0.4f);   // u = 4.4: mirrored texel 3
    EXPECT_FLOAT_EQ(R(t, 1.3f), 0.3f);   // u = 5.2: mirrored texel 2
    EXPECT_FLOAT_EQ(R(t, -0.1f), 0.1f);  // u = -0.4: mirrored texel 0
    EXPECT_FLOAT_EQ(R(t, 2.1f), 0.1f);   // u = 8.4: a full period later, texel 0
}

TEST(WrapTest, LinearAtTheEdgeDependsOnWrap) {
    // s = 0: u - 1/2 = -0.5, so texels -1 and 0 with weight 1/2 each.
    EXPECT_NEAR(R(Row(Wrap::kRepeat, Filter::kLinear), 0.0f), (0.4f + 0.1f) / 2, 1e-6);
    EXPECT_NEAR(R(Row(Wrap::kClamp, Filter::kLinear), 0.0f), (1.0f + 0.1f) / 2, 1e-6);
    EXPECT_NEAR(R(Row(Wrap::kClampToEdge, Filter::kLinear), 0.0f), 0.1f, 1e-6);
    EXPECT_NEAR(R(Row(Wrap::kMirroredRepeat, Filter::kLinear), 0.0f), 0.1f, 1e-6);
    // CLAMP_TO_BORDER at s = -1: u clamped to -0.5, so texel -1 (border) with weight 1.
    EXPECT_NEAR(R(Row(Wrap::kClampToBorder, Filter::kLinear), -1.0f), 1.0f, 1e-6);
    // CLAMP_TO_EDGE at s = 1: u clamped to 3.5, texel 3 only.
    EXPECT_NEAR(R(Row(Wrap::kClampToEdge, Filter::kLinear), 1.0f), 0.4f, 1e-6);
}

/// 2x2 with red 0 (0,0), 0.4 (1,0), 0.6 (0,1), 1 (1,1).
Texture Square(Filter filter) {
    Texture texture(Target::k2D, BaseFormat::kRgba);
    Parameters& p = texture.Params();
    p.wrap_s = p.wrap_t = Wrap::kClampToEdge;
    p.min_filter = p.mag_filter = filter;
    const std::vector<float> data = {0, 0, 0, 1, 0.4f, 0, 0, 1, 0.6f, 0, 0, 1, 1, 0, 0, 1};
    texture.SetImage(0, ImageFromFloats(2, 2, data));
    return texture;
}

TEST(FilterTest, NearestPicksTheTexelContainingThePoint) {
    const Texture t = Square(Filter::kNearest);
    EXPECT_FLOAT_EQ(R(t, 0.49f, 0.49f), 0.0f);
    EXPECT_FLOAT_EQ(R(t, 0.5f, 0.49f), 0.4f);  // u = 1 belongs to texel 1
    EXPECT_FLOAT_EQ(R(t, 0.2f, 0.7f), 0.6f);
    EXPECT_FLOAT_EQ(R(t, 0.7f, 0.7f), 1.0f);
}

TEST(FilterTest, LinearWeightsFourTexels) {
    const Texture t = Square(Filter::kLinear);
    EXPECT_NEAR(R(t, 0.5f, 0.5f), (0 + 0.4f + 0.6f + 1) / 4, 1e-6);
    // u = 0.75 -> alpha 0.25; v = 1 -> beta 0.5: bottom 0.1, top 0.7, mean 0.4.
    EXPECT_NEAR(R(t, 0.375f, 0.5f), 0.4f, 1e-6);
    // At texel centres LINEAR returns the texel.
    EXPECT_NEAR(R(t, 0.75f, 0.25f), 0.4f, 1e-6);
}

TEST(FilterTest, ThreeDimensionalNearestAndLinear) {
    Texture t(Target::k3D, BaseFormat::kLuminance);
    t.Params().min_filter = t.Params().mag_filter = Filter::kNearest;
    t.Params().wrap_r = Wrap::kClampToEdge;
    t.SetImage(0, ImageFromSingle(1, 1, std::vector<float>{0.2f, 0.8f}, 2));
    EXPECT_EQ(SampleTexture(t, 0.5f, 0.5f, 0.2f, kNone, 0), (Vec4{0.2f, 0.2f, 0.2f, 1}));
    EXPECT_EQ(SampleTexture(t, 0.5f, 0.5f, 0.7f, kNone, 0), (Vec4{0.8f, 0.8f, 0.8f, 1}));
    t.Params().mag_filter = Filter::kLinear;
    EXPECT_NEAR(SampleTexture(t, 0.5f, 0.5f, 0.5f, kNone, 0)[0], 0.5f, 1e-6);
}

TEST(FilterTest, NanAndInfiniteCoordinatesStayInsideTheImage) {
    const float nan = std::numeric_limits<float>::quiet_NaN();
    const float inf = std::numeric_limits<float>::infinity();
    for (Wrap wrap : {Wrap::kRepeat, Wrap::kClamp, Wrap::kClampToEdge, Wrap::kClampToBorder,
                      Wrap::kMirroredRepeat}) {
        for (Filter filter : {Filter::kNearest, Filter::kLinear}) {
            const Texture t = Row(wrap, filter);
            for (float s : {nan, inf, -inf, 1e30f}) {
                const float r = R(t, s);
                EXPECT_TRUE(r >= 0.1f - 1e-6f && r <= 1.0f) << static_cast<int>(wrap) << " " << s;
            }
        }
    }
}

TEST(LodTest, MinificationPicksLevelFromDerivatives) {
    const auto t = MakeMiptreeTexture();  // 8x8, NEAREST_MIPMAP_NEAREST
    auto at = [&](float dsdx, float dtdy) {
        Derivatives d;
        d.ddx = {dsdx, 0, 0};
        d.ddy = {0, dtdy, 0};
        return SampleTexture(*t, 0.5f, 0.5f, 0, d, 0);
    };
    EXPECT_EQ(at(1.0f / 8, 1.0f / 8), kRed);    // rho 1, lambda 0: magnification
    EXPECT_EQ(at(2.0f / 8, 2.0f / 8), kGreen);  // a 2x-minified quad: lambda 1, level 1
    EXPECT_EQ(at(4.0f / 8, 1.0f / 8), kBlue);   // rho is the larger derivative: lambda 2
    EXPECT_EQ(at(1.0f / 8, 8.0f / 8), kWhite);  // lambda 3
    EXPECT_EQ(at(100.0f, 0), kWhite);           // beyond the last level: level q
    // lambda = log2(1.4) = 0.49 rounds to level 0; log2(1.5) = 0.58 to level 1.
    EXPECT_EQ(at(1.4f / 8, 0), kRed);
    EXPECT_EQ(at(1.5f / 8, 0), kGreen);
}

TEST(LodTest, BiasAndLodClamps) {
    auto t = MakeMiptreeTexture();
    Derivatives d;
    d.ddx = {1.0f / 8, 0, 0};  // lambda 0 before bias
    EXPECT_EQ(SampleTexture(*t, 0.5f, 0.5f, 0, d, 2.0f), kBlue);
    t->Params().lod_bias = 1.0f;  // texobj bias adds to the unit and fragment bias
    EXPECT_EQ(SampleTexture(*t, 0.5f, 0.5f, 0, d, 0), kGreen);
    EXPECT_EQ(SampleTexture(*t, 0.5f, 0.5f, 0, d, 2.0f), kWhite);
    t->Params().lod_bias = 0;
    t->Params().min_lod = 2.0f;
    EXPECT_EQ(SampleTexture(*t, 0.5f, 0.5f, 0, d, 0), kBlue);
    t->Params().min_lod = -1000;
    t->Params().max_lod = 1.0f;
    d.ddx = {1.0f, 0, 0};  // lambda 3, clamped to 1
    EXPECT_EQ(SampleTexture(*t, 0.5f, 0.5f, 0, d, 0), kGreen);
}

TEST(LodTest, BaseAndMaxLevel) {
    auto t = MakeMiptreeTexture();
    t->Params().base_level = 1;  // rho uses the 4x4 base: 1/8 * 4 = 0.5, magnification
    Derivatives d;
    d.ddx = {1.0f / 8, 0, 0};
    EXPECT_EQ(SampleTexture(*t, 0.5f, 0.5f, 0, d, 0), kGreen);
    t->Params().base_level = 0;
    t->Params().max_level = 1;
    d.ddx = {1.0f, 0, 0};
    EXPECT_EQ(SampleTexture(*t, 0.5f, 0.5f, 0, d, 0), kGreen);
}

TEST(LodTest, LinearMipmapBlendsTwoLevels) {
    auto t = MakeMiptreeTexture();
    t->Params().min_filter = Filter::kLinearMipmapLinear;
    Derivatives d;
    d.ddx = {std::exp2(0.25f) / 8, 0, 0};  // lambda 0.25: 3/4 red + 1/4 green
    const Vec4 c = SampleTexture(*t, 0.5f, 0.5f, 0, d, 0);
    EXPECT_NEAR(c[0], 0.75f, 1e-5);
    EXPECT_NEAR(c[1], 0.25f, 1e-5);
    EXPECT_NEAR(c[3], 1.0f, 1e-5);
}

TEST(LodTest, SwitchPointIsHalfForLinearMagWithNearestMipmap) {
    auto t = MakeMiptreeTexture();
    t->Params().min_filter = Filter::kNearestMipmapLinear;
    Derivatives d;
    d.ddx = {std::exp2(0.4f) / 8, 0, 0};  // lambda 0.4
    // mag NEAREST: c = 0, so minification: 0.6 red + 0.4 green.
    Vec4 c = SampleTexture(*t, 0.5f, 0.5f, 0, d, 0);
    EXPECT_NEAR(c[0], 0.6f, 1e-5);
    EXPECT_NEAR(c[1], 0.4f, 1e-5);
    // mag LINEAR: c = 0.5, so lambda 0.4 is magnification of level 0: pure red.
    t->Params().mag_filter = Filter::kLinear;
    c = SampleTexture(*t, 0.5f, 0.5f, 0, d, 0);
    EXPECT_NEAR(c[0], 1.0f, 1e-6);
    EXPECT_NEAR(c[1], 0.0f, 1e-6);
}

float FaceRed(int face) { return face / 20.0f; }

std::shared_ptr<Texture> ColoredCube() {
    auto cube = std::make_shared<Texture>(Target::kCube, BaseFormat::kRgba);
    cube->Params().min_filter = cube->Params().mag_filter = Filter::kNearest;
    cube->Params().wrap_s = cube->Params().wrap_t = Wrap::kClampToEdge;
    for (int face = 0; face < kCubeFaceCount; ++face) {
        // Face f has red f/20 in the left column, f/20 + 0.5 in the right one, green 0 in
        // row 0, 0.25 and 0.75 in row 1: both the face and the texel are visible.
        const float f = FaceRed(face);
        const std::vector<float> data = {f, 0,     0, 1, f + 0.5f, 0,     0, 1,
                                         f, 0.25f, 0, 1, f + 0.5f, 0.75f, 0, 1};
        cube->SetImage(0, ImageFromFloats(2, 2, data), static_cast<CubeFace>(face));
    }
    return cube;
}

TEST(CubeTest, MajorAxisSelectsTheFace) {
    const auto cube = ColoredCube();
    auto face_of = [&](float x, float y, float z) {
        const Vec4 c = SampleTexture(*cube, x, y, z, kNone, 0);
        return static_cast<int>(std::lround((c[0] >= 0.5f ? c[0] - 0.5f : c[0]) * 20));
    };
    EXPECT_EQ(face_of(1, 0.2f, 0.3f), 0);   // +X
    EXPECT_EQ(face_of(-1, 0.2f, 0.3f), 1);  // -X
    EXPECT_EQ(face_of(0.1f, 2, 0.5f), 2);   // +Y
    EXPECT_EQ(face_of(0.1f, -2, 0.5f), 3);  // -Y
    EXPECT_EQ(face_of(0.3f, 0.2f, 1), 4);   // +Z
    EXPECT_EQ(face_of(0.3f, 0.2f, -1), 5);  // -Z
}

TEST(CubeTest, FaceCoordinatesFollowTable319) {
    const auto cube = ColoredCube();
    // +X: sc = -rz, tc = -ry. (1, -0.5, -0.5): s = t = 0.75, texel (1,1).
    EXPECT_EQ(SampleTexture(*cube, 1, -0.5f, -0.5f, kNone, 0),
              (Vec4{FaceRed(0) + 0.5f, 0.75f, 0, 1}));
    // +X (1, 0.5, 0.5): s = t = 0.25, texel (0,0).
    EXPECT_EQ(SampleTexture(*cube, 1, 0.5f, 0.5f, kNone, 0), (Vec4{FaceRed(0), 0, 0, 1}));
    // -X: sc = rz, tc = -ry. (-1, -0.5, 0.5): s = 0.75, t = 0.75, texel (1,1).
    EXPECT_EQ(SampleTexture(*cube, -1, -0.5f, 0.5f, kNone, 0),
              (Vec4{FaceRed(1) + 0.5f, 0.75f, 0, 1}));
    // +Y: sc = rx, tc = rz. (0.5, 1, -0.5): s = 0.75, t = 0.25, texel (1,0).
    EXPECT_EQ(SampleTexture(*cube, 0.5f, 1, -0.5f, kNone, 0), (Vec4{FaceRed(2) + 0.5f, 0, 0, 1}));
    // -Y: sc = rx, tc = -rz. (0.5, -1, -0.5): s = 0.75, t = 0.75, texel (1,1).
    EXPECT_EQ(SampleTexture(*cube, 0.5f, -1, -0.5f, kNone, 0),
              (Vec4{FaceRed(3) + 0.5f, 0.75f, 0, 1}));
    // +Z: sc = rx, tc = -ry. (-0.5, -0.5, 1): s = 0.25, t = 0.75, texel (0,1).
    EXPECT_EQ(SampleTexture(*cube, -0.5f, -0.5f, 1, kNone, 0), (Vec4{FaceRed(4), 0.25f, 0, 1}));
    // -Z: sc = -rx, tc = -ry. (0.5, 0.5, -1): s = t = 0.25, texel (0,0).
    EXPECT_EQ(SampleTexture(*cube, 0.5f, 0.5f, -1, kNone, 0), (Vec4{FaceRed(5), 0, 0, 1}));
}

TEST(CubeTest, LodUsesFaceCoordinateDerivatives) {
    auto cube = std::make_shared<Texture>(Target::kCube, BaseFormat::kRgba);
    cube->Params().min_filter = Filter::kNearestMipmapNearest;
    cube->Params().mag_filter = Filter::kNearest;
    for (int face = 0; face < kCubeFaceCount; ++face) {
        cube->SetImage(0, SolidImage(8, 8, kRed), static_cast<CubeFace>(face));
        cube->SetImage(1, SolidImage(4, 4, kGreen), static_cast<CubeFace>(face));
        cube->SetImage(2, SolidImage(2, 2, kBlue), static_cast<CubeFace>(face));
        cube->SetImage(3, SolidImage(1, 1, kWhite), static_cast<CubeFace>(face));
    }
    // On +Z at (0, 0, 1), s = (rx + 1) / 2: d(rx) = 0.5 moves s by 0.25, i.e. 2 texels.
    Derivatives d;
    d.ddx = {0.5f, 0, 0};
    EXPECT_EQ(SampleTexture(*cube, 0, 0, 1, d, 0), kGreen);
    d.ddx = {0.25f, 0, 0};
    EXPECT_EQ(SampleTexture(*cube, 0, 0, 1, d, 0), kRed);
}

TEST(RectTest, CoordinatesAreTexels) {
    Texture rect(Target::kRect, BaseFormat::kRgba);
    rect.Params().min_filter = rect.Params().mag_filter = Filter::kNearest;
    const std::vector<float> data = {0.1f, 0, 0, 1, 0.2f, 0, 0, 1, 0.3f, 0, 0, 1,
                                     0.4f, 0, 0, 1, 0.5f, 0, 0, 1, 0.6f, 0, 0, 1};
    rect.SetImage(0, ImageFromFloats(3, 2, data));
    EXPECT_FLOAT_EQ(R(rect, 2.5f, 1.5f), 0.6f);  // texel (2, 1)
    EXPECT_FLOAT_EQ(R(rect, 0.9f, 0.2f), 0.1f);  // texel (0, 0)
    EXPECT_FLOAT_EQ(R(rect, 7.0f, 0.2f), 0.3f);  // CLAMP_TO_EDGE: texel (2, 0)
    rect.Params().wrap_s = Wrap::kRepeat;        // not allowed on RECT: read as edge clamp
    EXPECT_FLOAT_EQ(R(rect, 4.0f, 0.2f), 0.3f);
    rect.Params().wrap_s = Wrap::kClampToBorder;
    rect.Params().border_color = {1, 1, 1, 1};
    EXPECT_FLOAT_EQ(R(rect, 3.2f, 0.2f), 1.0f);
}

TEST(RectTest, LodIsMeasuredInTexels) {
    Texture rect(Target::kRect, BaseFormat::kRgba);
    rect.Params().mag_filter = Filter::kNearest;  // min stays LINEAR
    const std::vector<float> data = {0.1f, 0, 0, 1, 0.2f, 0, 0, 1, 0.3f, 0, 0, 1, 0.4f, 0, 0, 1};
    rect.SetImage(0, ImageFromFloats(4, 1, data));
    Derivatives one, two;
    one.ddx = {1, 0, 0};
    two.ddx = {2, 0, 0};
    EXPECT_FLOAT_EQ(R(rect, 2.0f, 0.5f, 0, one), 0.3f);                 // magnification: texel 2
    EXPECT_NEAR(R(rect, 2.0f, 0.5f, 0, two), (0.2f + 0.3f) / 2, 1e-6);  // minification
}

TEST(FormatTest, Table321) {
    const std::vector<float> texel = {0.2f, 0.4f, 0.6f, 0.8f};
    auto sample = [&](BaseFormat format) {
        Texture t(Target::k2D, format);
        t.Params().min_filter = Filter::kNearest;
        t.SetImage(0, ImageFromFloats(1, 1, texel));
        return SampleTexture(t, 0.5f, 0.5f, 0, kNone, 0);
    };
    EXPECT_EQ(sample(BaseFormat::kAlpha), (Vec4{0, 0, 0, 0.8f}));
    EXPECT_EQ(sample(BaseFormat::kLuminance), (Vec4{0.2f, 0.2f, 0.2f, 1}));
    EXPECT_EQ(sample(BaseFormat::kLuminanceAlpha), (Vec4{0.2f, 0.2f, 0.2f, 0.8f}));
    EXPECT_EQ(sample(BaseFormat::kIntensity), (Vec4{0.2f, 0.2f, 0.2f, 0.2f}));
    EXPECT_EQ(sample(BaseFormat::kRgb), (Vec4{0.2f, 0.4f, 0.6f, 1}));
    EXPECT_EQ(sample(BaseFormat::kRgba), (Vec4{0.2f, 0.4f, 0.6f, 0.8f}));
}

TEST(FormatTest, BorderColorIsMappedLikeTexels) {
    Texture t(Target::k2D, BaseFormat::kAlpha);
    t.Params().min_filter = t.Params().mag_filter = Filter::kNearest;
    t.Params().wrap_s = Wrap::kClampToBorder;
    t.Params().border_color = {0.1f, 0.2f, 0.3f, 0.4f};
    t.SetImage(0, SolidImage(2, 2, kWhite));
    EXPECT_EQ(SampleTexture(t, 2.0f, 0.5f, 0, kNone, 0), (Vec4{0, 0, 0, 0.4f}));
}

}  // namespace
}  // namespace tessera::runtime::texture
