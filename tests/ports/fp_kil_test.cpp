// SPDX-License-Identifier: MIT
// Port of piglit's fp-kil: KIL discards a fragment when any component of its operand is
// negative (ARB_fragment_program 3.11.6.4), and does nothing to the others.
//
// piglit draws two quads. The first kills on an interpolated texture coordinate that runs
// from -1 to +1 in both s and t, so only the quarter where s > 0 and t > 0 survives. The
// second kills on the negation of a texel fetched from a small texture, so only the texels
// whose every component is zero survive: KIL's operand may come from a TEX result, and
// "any component" means any of the four. Killed fragments leave the clear color behind.
//
// Our port checks every pixel rather than a few probes (a KIL that is off by one pixel,
// or that kills whole quads, shows up), counts the written fragments, and adds the case
// the spec settles but piglit does not try: -0 is not less than zero, so it does not kill.
#include <array>
#include <vector>

#include "fp_port_helpers.h"

namespace tessera::ports {
namespace {

using runtime::texture::BaseFormat;
using runtime::texture::Image;
using runtime::texture::ImageFromFloats;
using runtime::texture::Target;

constexpr Vec4 kGreen{0, 1, 0, 1};
constexpr Vec4 kClear{0, 0, 0, 1};

constexpr const char* kKillOnCoordinate =
    "!!ARBfp1.0\n"
    "# Discard when s or t (or r, q) of coordinate set 0 is negative.\n"
    "KIL fragment.texcoord[0];\n"
    "MOV result.color, fragment.color;\n"
    "END\n";

constexpr const char* kKillOnTexel =
    "!!ARBfp1.0\n"
    "TEMP texel;\n"
    "TEX texel, fragment.texcoord[0], texture[0], 2D;\n"
    "# -texel < 0 exactly where texel > 0: keep only all-zero texels.\n"
    "KIL -texel;\n"
    "MOV result.color, fragment.color;\n"
    "END\n";

// The 4x4 texture of the texel test. Texel k = 4j + i is all zero for k = 0 and k = 11
// (texels (0,0) and (3,2)); every other texel has exactly one component at 1, component
// k % 4, so each of x, y, z and w is shown to kill on its own.
bool TexelSurvives(int i, int j) { return (i == 0 && j == 0) || (i == 3 && j == 2); }

std::vector<float> KillTexels() {
    std::vector<float> rgba(4 * 4 * 4, 0.0f);
    for (int j = 0; j < 4; ++j) {
        for (int i = 0; i < 4; ++i) {
            if (TexelSurvives(i, j)) continue;
            const int k = 4 * j + i;
            rgba[static_cast<std::size_t>(k * 4 + k % 4)] = 1;
        }
    }
    return rgba;
}

class FpKil : public ::testing::Test {
  protected:
    FpKil() : context_(16, 32) {
        SetPixelOrtho(context_);
        context_.SetClearColor(kClear);
        context_.Clear(true, true);
        context_.Enable(Capability::kFragmentProgram);
        context_.Current().color = kGreen;
    }
    Context context_;
};

TEST_F(FpKil, KillsWhereTheCoordinateIsNegative) {
    ASSERT_NE(LoadFragmentProgram(context_, kKillOnCoordinate), 0u);
    // The lower 16x16 pixels, (s, t) from (-1, -1) to (1, 1); r = 0 and q = 1 never kill.
    ASSERT_EQ(context_.DrawRectTex(0, 0, 16, 16, -1, -1, 2, 2), GlError::kNoError);

    // Pixel x has its centre at s = -1 + 2 (x + 0.5) / 16, which is negative for x <= 7
    // and positive for x >= 8 (never exactly zero); t likewise in y.
    for (int y = 0; y < 16; ++y) {
        for (int x = 0; x < 16; ++x) {
            const bool survives = x >= 8 && y >= 8;
            EXPECT_TRUE(PixelNear(context_, x, y, survives ? kGreen : kClear, 0));
        }
    }
    EXPECT_EQ(context_.LastDrawStats().covered, 256u);
    EXPECT_EQ(context_.LastDrawStats().written, 64u);
}

TEST_F(FpKil, KillsOnAnyPositiveComponentOfANegatedTexel) {
    context_.Textures().Bind(
        0, Target::k2D,
        MakeNearestTexture(Target::k2D, BaseFormat::kRgba, ImageFromFloats(4, 4, KillTexels())));
    ASSERT_NE(LoadFragmentProgram(context_, kKillOnTexel), 0u);
    // The upper 16x16 pixels; each texel covers a 4x4 block of pixels.
    ASSERT_EQ(context_.DrawRectTex(0, 16, 16, 16), GlError::kNoError);

    for (int y = 16; y < 32; ++y) {
        for (int x = 0; x < 16; ++x) {
            const bool survives = TexelSurvives(x / 4, (y - 16) / 4);
            EXPECT_TRUE(PixelNear(context_, x, y, survives ? kGreen : kClear, 0));
        }
    }
    EXPECT_EQ(context_.LastDrawStats().written, 2u * 16u);
    // The lower half was never drawn.
    EXPECT_TRUE(RectNear(context_, 0, 0, 16, 16, kClear, 0));
}

TEST_F(FpKil, NegativeZeroDoesNotKill) {
    // 3.11.6.4 kills when a component is less than zero; -0 compares equal to 0.
    ASSERT_NE(LoadFragmentProgram(context_,
                                  "!!ARBfp1.0\n"
                                  "PARAM zero = {0, 0, 0, 0};\n"
                                  "KIL -zero;\n"
                                  "MOV result.color, fragment.color;\n"
                                  "END\n"),
              0u);
    ASSERT_EQ(context_.DrawRect(0, 0, 16, 32), GlError::kNoError);
    EXPECT_EQ(context_.LastDrawStats().written, 16u * 32u);
    EXPECT_TRUE(RectNear(context_, 0, 0, 16, 32, kGreen, 0));
}

TEST_F(FpKil, KilledFragmentsDoNotWriteDepth) {
    // A killed fragment is discarded before the per-fragment operations (3.11.6.4), so it
    // must not update the depth buffer either.
    context_.Enable(Capability::kDepthTest);
    context_.SetDepthFunc(runtime::raster::DepthFunc::kAlways);
    context_.SetClearDepth(1.0);
    context_.Clear(false, true);
    ASSERT_NE(LoadFragmentProgram(context_, kKillOnCoordinate), 0u);
    ASSERT_EQ(context_.DrawRectTex(0, 0, 16, 16, -1, -1, 2, 2), GlError::kNoError);
    // The rectangle lies at z = 0: window depth 0.5 with the default depth range.
    EXPECT_FLOAT_EQ(context_.Framebuffer().DepthAt(12, 12), 0.5f);
    EXPECT_FLOAT_EQ(context_.Framebuffer().DepthAt(3, 3), 1.0f);
    EXPECT_FLOAT_EQ(context_.Framebuffer().DepthAt(12, 3), 1.0f);
}

#ifdef TESSERA_HAVE_MESA

TEST(FpKilMesa, AgreesOnTheCoordinateKill) {
    REQUIRE_MESA();
    testing::RenderRequest request;
    request.program = kKillOnCoordinate;
    request.clear_color = kClear;
    // Corners (-1,-1), (1,-1), (1,1), (-1,1) carry (s, t) equal to their position, so on
    // the 4x4 window s at pixel centres is -0.75, -0.25, 0.25, 0.75.
    for (int c = 0; c < 4; ++c) {
        request.corners[c].primary_color = kGreen;
        request.corners[c].texcoords[0] = {request.corners[c].position[0],
                                           request.corners[c].position[1], 0, 1};
    }
    const testing::RenderResult result = MesaRender(request);
    for (int y = 0; y < 4; ++y)
        for (int x = 0; x < 4; ++x)
            EXPECT_TRUE(MesaPixelNear(result, request, x, y, x >= 2 && y >= 2 ? kGreen : kClear,
                                      kUnorm8Tolerance));
}

TEST(FpKilMesa, AgreesOnTheTexelKill) {
    REQUIRE_MESA();
    testing::RenderRequest request;
    request.program = kKillOnTexel;
    request.clear_color = kClear;
    const std::array<Vec4, 4> st = {Vec4{0, 0, 0, 1}, Vec4{1, 0, 0, 1}, Vec4{1, 1, 0, 1},
                                    Vec4{0, 1, 0, 1}};
    for (int c = 0; c < 4; ++c) {
        request.corners[c].primary_color = kGreen;
        request.corners[c].texcoords[0] = st[c];
    }
    testing::TextureSpec texture;
    texture.levels.push_back({4, 4, 1, KillTexels()});
    request.textures.push_back(texture);
    // One pixel per texel.
    const testing::RenderResult result = MesaRender(request);
    for (int y = 0; y < 4; ++y)
        for (int x = 0; x < 4; ++x)
            EXPECT_TRUE(MesaPixelNear(result, request, x, y, TexelSurvives(x, y) ? kGreen : kClear,
                                      kUnorm8Tolerance));
}

#endif

}  // namespace
}  // namespace tessera::ports
