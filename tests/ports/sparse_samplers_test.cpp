// SPDX-License-Identifier: MIT
// Port of piglit's arb_fragment_program/sparse-samplers: a program that samples only
// texture image unit 1, with unit 0 unused, gets unit 1's texture *and* unit 1's current
// sampler state, even when that state changes between draws.
//
// The bug piglit caught was a driver reading sampler state from the wrong slot when the
// units in use do not start at 0. The test draws a 2x2 red/green/blue/white texture four
// times side by side, switching the magnification filter NEAREST, LINEAR, NEAREST, LINEAR
// between draws. We do the same on a 64x16 framebuffer (four 16x16 regions), and a second
// time with a *different* texture and filter on unit 0, so confusing the units would show.
//
// Expected values, by GL 1.4 section 3.8.8: the texture (2 texels a side) is stretched over
// 16 pixels, so lambda = log2(2/16) < 0 and the magnification filter applies.
// - NEAREST: each 8x8 quarter of a region is one texel: red bottom-left, green
//   bottom-right, blue top-left, white top-right.
// - LINEAR: the pixel of column p has s = (p + 0.5)/16 and u = 2s; the filter takes
//   texels floor(u - 1/2) and the next with weight alpha = frac(u - 1/2). Corner pixels
//   have u - 1/2 < 0, both texels clamp to the edge texel: exactly the corner's color.
//   Pixel p = 8 has u = 17/16, alpha = 9/16, and likewise beta = 9/16 in t; mixing
//   r, g, b, w with weights (1-a)(1-b), a(1-b), (1-a)b, ab gives
//   R = (7/16)^2 + (9/16)^2 = 130/256, G = a = 9/16, B = b = 9/16, A = 1.
#include <array>
#include <memory>

#include "fp_port_helpers.h"

namespace tessera::ports {
namespace {

using runtime::texture::Filter;
using runtime::texture::Target;
using runtime::texture::Texture;

constexpr Vec4 kRed{1, 0, 0, 1};
constexpr Vec4 kGreen{0, 1, 0, 1};
constexpr Vec4 kBlue{0, 0, 1, 1};
constexpr Vec4 kWhite{1, 1, 1, 1};
constexpr Vec4 kCentreLinear{130.0f / 256, 9.0f / 16, 9.0f / 16, 1};

constexpr const char* kSampleUnitOne =
    "!!ARBfp1.0\n"
    "TEX result.color, fragment.texcoord[0], texture[1], 2D;\n"
    "END\n";

class SparseSamplers : public ::testing::Test {
  protected:
    SparseSamplers()
        : context_(64, 16, lang::arbasm::fragment::Limits::Default(), runtime::raster::ColorFormat::kFloat),
          rgbw_(runtime::texture::MakeRgbwTexture(2, 2)) {
        SetPixelOrtho(context_);
        context_.Enable(Capability::kFragmentProgram);
        context_.Textures().Bind(1, Target::k2D, rgbw_);
    }

    void DrawFourRegions() {
        ASSERT_NE(LoadFragmentProgram(context_, kSampleUnitOne), 0u);
        for (int r = 0; r < 4; ++r) {
            // The state change between draws: the object bound to unit 1 changes filter.
            rgbw_->Params().mag_filter = r % 2 == 0 ? Filter::kNearest : Filter::kLinear;
            ASSERT_EQ(context_.DrawRectTex(16.0f * r, 0, 16, 16), GlError::kNoError);
        }
    }

    void ExpectNearest(int x) {
        EXPECT_TRUE(RectNear(context_, x, 0, 8, 8, kRed, 0));
        EXPECT_TRUE(RectNear(context_, x + 8, 0, 8, 8, kGreen, 0));
        EXPECT_TRUE(RectNear(context_, x, 8, 8, 8, kBlue, 0));
        EXPECT_TRUE(RectNear(context_, x + 8, 8, 8, 8, kWhite, 0));
    }

    void ExpectLinear(int x) {
        EXPECT_TRUE(PixelNear(context_, x, 0, kRed, 1e-6f));
        EXPECT_TRUE(PixelNear(context_, x + 15, 0, kGreen, 1e-6f));
        EXPECT_TRUE(PixelNear(context_, x, 15, kBlue, 1e-6f));
        EXPECT_TRUE(PixelNear(context_, x + 15, 15, kWhite, 1e-6f));
        EXPECT_TRUE(PixelNear(context_, x + 8, 8, kCentreLinear, 1e-6f));
    }

    void ExpectAll() {
        ExpectNearest(0);
        ExpectLinear(16);
        ExpectNearest(32);
        ExpectLinear(48);
    }

    Context context_;
    std::shared_ptr<Texture> rgbw_;
};

TEST_F(SparseSamplers, UnitOneAloneWithChangingFilters) {
    DrawFourRegions();
    ExpectAll();
}

TEST_F(SparseSamplers, UnitZeroInUseDoesNotLeakIntoUnitOne) {
    // Unit 0: a solid magenta texture with the opposite filters, never sampled.
    auto other = std::make_shared<Texture>(Target::k2D, runtime::texture::BaseFormat::kRgba);
    other->SetImage(0, runtime::texture::SolidImage(2, 2, {1, 0, 1, 1}));
    other->Params().min_filter = Filter::kLinear;
    other->Params().mag_filter = Filter::kLinear;
    context_.Textures().Bind(0, Target::k2D, other);
    DrawFourRegions();
    ExpectAll();
}

#ifdef TESSERA_HAVE_MESA

TEST(SparseSamplersMesa, AgreesOnBothFilters) {
    REQUIRE_MESA();
    for (bool linear : {false, true}) {
        testing::RenderRequest request;
        request.width = request.height = 16;
        request.float_target = true;
        request.program = kSampleUnitOne;
        const std::array<Vec4, 4> st = {Vec4{0, 0, 0, 1}, Vec4{1, 0, 0, 1}, Vec4{1, 1, 0, 1},
                                        Vec4{0, 1, 0, 1}};
        for (int c = 0; c < 4; ++c) request.corners[c].texcoords[0] = st[c];
        testing::TextureSpec texture;
        texture.unit = 1;
        texture.levels.push_back({2, 2, 1, {1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 1, 1, 1, 1, 1}});
        texture.mag_filter = linear ? 0x2601 : 0x2600;  // GL_LINEAR : GL_NEAREST
        request.textures.push_back(texture);
        const testing::RenderResult result = MesaRender(request);
        EXPECT_TRUE(MesaPixelNear(result, request, 0, 0, kRed, 1e-6f));
        EXPECT_TRUE(MesaPixelNear(result, request, 15, 0, kGreen, 1e-6f));
        EXPECT_TRUE(MesaPixelNear(result, request, 0, 15, kBlue, 1e-6f));
        EXPECT_TRUE(MesaPixelNear(result, request, 15, 15, kWhite, 1e-6f));
        // llvmpipe filters with 8-bit weights, so allow a little.
        EXPECT_TRUE(MesaPixelNear(result, request, 8, 8, linear ? kCentreLinear : kWhite, 1e-2f));
    }
}

#endif

}  // namespace
}  // namespace tessera::ports
