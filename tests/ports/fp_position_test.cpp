// SPDX-License-Identifier: MIT
// Port of piglit's fp-fragment-position: fragment.position is (x_w, y_w, z_w, 1/w_c)
// (ARB_fragment_program Table X.1), and it can feed texture lookups directly, scaled, or
// through an ALIAS, including the level-of-detail computation.
//
// piglit draws four quads with four programs: the position scaled into a color (with a
// depth that varies across the quad), a dependent 2D lookup at a scaled position read
// through an ALIAS of the temporary, a RECT lookup at the raw position, and a 2D lookup at
// the scaled position whose alpha is then overwritten. Our versions, with hand-derived
// expectations on a float framebuffer:
// - Position: every pixel of a quad whose object z is x + y, seen through piglit's
//   Ortho(0, 2, 0, 2, -2, 6) * Scale(1, 1, -1). Window x and y are the pixel centres
//   (x + 0.5, y + 0.5); window z is (z + 2) / 8 (derived in the test); w_clip = 1 under an
//   orthographic projection, so position.w = 1.
// - Dependent lookup: the scale decides the level of detail. The 8x8 miptree has a solid
//   color per level; scaling the position by k moves k texture units per pixel, i.e. 8k
//   texels, so lambda = log2(8k) and NEAREST_MIPMAP_NEAREST picks level ceil(lambda + 1/2)
//   - 1 (0 when lambda <= 1/2, magnification when lambda <= 0): k = 1/16, 1/4, 1/2, 1 give
//   levels 0, 1, 2, 3.
// - RECT at the raw position samples texel (x, y) at pixel (x, y).
// - 2D at position / 64 on a 64x64 texture samples texel (x, y) too (lambda = 0), and the
//   MOV that follows replaces alpha only.
// - A perspective projection, which piglit does not try: position.w is 1 / w_clip.
#include <vector>

#include "fp_port_helpers.h"

namespace tessera::ports {
namespace {

using runtime::raster::ColorFormat;
using runtime::texture::BaseFormat;
using runtime::texture::Image;
using runtime::texture::ImageFromFloats;
using runtime::texture::Target;

constexpr int kSize = 64;

// Texel (i, j) of the 64x64 test textures: distinct in every component.
Vec4 TexelValue(int i, int j) {
    return {i / 63.0f, j / 63.0f, static_cast<float>((i * 7 + j * 3) % 64) / 63.0f,
            static_cast<float>((i + j) % 2 == 0 ? 1 : 0.25)};
}

std::vector<float> TexelData(int size) {
    std::vector<float> rgba;
    for (int j = 0; j < size; ++j)
        for (int i = 0; i < size; ++i)
            for (float v : TexelValue(i, j)) rgba.push_back(v);
    return rgba;
}

class FpPosition : public ::testing::Test {
  protected:
    FpPosition() : context_(kSize, kSize, lang::arbasm::fragment::Limits::Default(), ColorFormat::kFloat) {
        context_.SetClearColor({0.3f, 0.3f, 0.3f, 0.3f});
        context_.Clear(true, true);
        context_.Enable(Capability::kFragmentProgram);
    }
    Context context_;
};

TEST_F(FpPosition, PositionIsWindowCoordinatesDepthAndInverseW) {
    // piglit's projection: Ortho(0, 2, 0, 2, -2, 6), then z flipped.
    SetOrtho(context_, 0, 2, 0, 2, -2, 6);
    context_.State().SetMatrixMode(MatrixMode::kProjection);
    context_.State().Scale(1, 1, -1);
    context_.State().SetMatrixMode(MatrixMode::kModelview);
    ASSERT_NE(
        LoadFragmentProgram(context_,
                            "!!ARBfp1.0\n"
                            "MUL result.color, fragment.position, {0.015625, 0.015625, 1, 1};\n"
                            "END\n"),
        0u);
    // The unit square with z = x + y at each corner: a plane, so z = x + y everywhere.
    const std::vector<runtime::raster::Vertex> quad = {
        context_.MakeVertex(0, 0, 0), context_.MakeVertex(1, 0, 1), context_.MakeVertex(1, 1, 2),
        context_.MakeVertex(0, 0, 0), context_.MakeVertex(1, 1, 2), context_.MakeVertex(0, 1, 1)};
    ASSERT_EQ(context_.DrawTriangles(quad), GlError::kNoError);

    // Object (x, y, z): z_eye = -z after the flip; the ortho gives
    // z_ndc = -2/(6 - (-2)) * z_eye - (6 + (-2))/(6 - (-2)) = z/4 - 1/2, so the window
    // depth is (z_ndc + 1)/2 = (z + 2)/8. Pixel (px, py) of the lower-left 32x32 cell has
    // its centre at object (px + 0.5)/32, (py + 0.5)/32.
    for (int py = 0; py < 32; ++py) {
        for (int px = 0; px < 32; ++px) {
            const float z = (px + 0.5f) / 32 + (py + 0.5f) / 32;
            const Vec4 expected{(px + 0.5f) / 64, (py + 0.5f) / 64, (z + 2) / 8, 1};
            ASSERT_TRUE(PixelNear(context_, px, py, expected, 1e-5f));
        }
    }
}

TEST_F(FpPosition, DependentLookupThroughAliasPicksTheLevelFromTheScale) {
    SetPixelOrtho(context_);
    context_.Textures().Bind(1, Target::k2D, runtime::texture::MakeMiptreeTexture());
    ASSERT_NE(LoadFragmentProgram(context_,
                                  "!!ARBfp1.0\n"
                                  "TEMP r0;\n"
                                  "ALIAS scaled = r0;\n"
                                  "MUL r0.xy, fragment.position, program.local[0];\n"
                                  "TEX result.color, scaled, texture[1], 2D;\n"
                                  "END\n"),
              0u);
    // One 16-pixel column per scale k; lambda = log2(8k) = -1, 1, 2, 3.
    const float scales[] = {1.0f / 16, 1.0f / 4, 1.0f / 2, 1.0f};
    const int levels[] = {0, 1, 2, 3};
    for (int c = 0; c < 4; ++c) {
        ASSERT_EQ(
            context_.Programs().ProgramLocalParameter4f(kFragment, 0, scales[c], scales[c], 0, 0),
            GlError::kNoError);
        ASSERT_EQ(context_.DrawRect(16.0f * c, 0, 16, kSize), GlError::kNoError);
    }
    for (int c = 0; c < 4; ++c) {
        EXPECT_TRUE(RectNear(context_, 16 * c, 0, 16, kSize,
                             runtime::texture::MiptreeLevelColor(levels[c]), 0))
            << "scale " << scales[c];
    }
}

TEST_F(FpPosition, RectLookupAtThePosition) {
    SetPixelOrtho(context_);
    context_.Textures().Bind(0, Target::kRect,
                             MakeNearestTexture(Target::kRect, BaseFormat::kRgba,
                                                ImageFromFloats(kSize, kSize, TexelData(kSize))));
    ASSERT_NE(LoadFragmentProgram(context_,
                                  "!!ARBfp1.0\n"
                                  "TEX result.color, fragment.position, texture[0], RECT;\n"
                                  "END\n"),
              0u);
    ASSERT_EQ(context_.DrawRect(0, 0, kSize, kSize), GlError::kNoError);
    for (int y = 0; y < kSize; ++y)
        for (int x = 0; x < kSize; ++x)
            ASSERT_TRUE(PixelNear(context_, x, y, TexelValue(x, y), 1e-6f));
}

TEST_F(FpPosition, ScaledTwoDLookupThenAlphaOverwrite) {
    SetPixelOrtho(context_);
    context_.Textures().Bind(1, Target::k2D,
                             MakeNearestTexture(Target::k2D, BaseFormat::kRgba,
                                                ImageFromFloats(kSize, kSize, TexelData(kSize))));
    ASSERT_NE(LoadFragmentProgram(context_,
                                  "!!ARBfp1.0\n"
                                  "TEMP coord;\n"
                                  "MUL coord, fragment.position, {0.015625, 0.015625, 1, 1};\n"
                                  "TEX result.color, coord, texture[1], 2D;\n"
                                  "MOV result.color.w, 0.5;\n"
                                  "END\n"),
              0u);
    ASSERT_EQ(context_.DrawRect(0, 0, kSize, kSize), GlError::kNoError);
    // s = (x + 0.5)/64 is the centre of texel x.
    for (int y = 0; y < kSize; ++y) {
        for (int x = 0; x < kSize; ++x) {
            Vec4 expected = TexelValue(x, y);
            expected[3] = 0.5f;
            ASSERT_TRUE(PixelNear(context_, x, y, expected, 1e-6f));
        }
    }
}

TEST_F(FpPosition, PerspectiveGivesInverseClipW) {
    // Frustum(-1, 1, -1, 1, 1, 3) and the rectangle at z_eye = -2: w_clip = -z_eye = 2;
    // z_clip = -(f + n)/(f - n) z_eye - 2fn/(f - n) = 4 - 3 = 1, z_ndc = 1/2, window z = 3/4.
    context_.State().SetMatrixMode(MatrixMode::kProjection);
    context_.State().LoadIdentity();
    ASSERT_EQ(context_.State().Frustum(-1, 1, -1, 1, 1, 3), GlError::kNoError);
    context_.State().SetMatrixMode(MatrixMode::kModelview);
    context_.State().LoadIdentity();
    context_.State().Translate(0, 0, -2);
    ASSERT_NE(LoadFragmentProgram(context_,
                                  "!!ARBfp1.0\n"
                                  "MOV result.color, fragment.position.zwzw;\n"
                                  "END\n"),
              0u);
    // x_ndc = x_eye / 2, so [-2, 2] covers the window.
    ASSERT_EQ(context_.DrawRect(-2, -2, 4, 4), GlError::kNoError);
    EXPECT_TRUE(RectNear(context_, 0, 0, kSize, kSize, {0.75f, 0.5f, 0.75f, 0.5f}, 1e-5f));
}

TEST_F(FpPosition, PositionFollowsViewportAndDepthRange) {
    // Not in piglit. Window coordinates include the viewport's offset (GL 1.4 2.11.1:
    // x_w = (p_x/2)(x_ndc + 1) + o_x - ...), and window z maps [-1, 1] onto the depth range:
    // z_w = n + (f - n)(z_ndc + 1)/2.
    ASSERT_EQ(context_.SetViewport(16, 8, 32, 32), GlError::kNoError);
    context_.State().SetDepthRange(0.25, 0.75);
    SetOrtho(context_, 0, 1, 0, 1, -1, 1);
    // z = -0.5 in object (and eye) space: z_ndc = -2/(f - n) z_eye - (f + n)/(f - n) = 0.5,
    // so z_w = 0.25 + 0.5 * 0.75 = 0.625.
    context_.State().Translate(0, 0, -0.5);
    ASSERT_NE(
        LoadFragmentProgram(context_,
                            "!!ARBfp1.0\n"
                            "MUL result.color, fragment.position, {0.015625, 0.015625, 1, 1};\n"
                            "END\n"),
        0u);
    ASSERT_EQ(context_.DrawRect(0, 0, 1, 1), GlError::kNoError);
    for (int y = 0; y < kSize; ++y) {
        for (int x = 0; x < kSize; ++x) {
            const bool inside = x >= 16 && x < 48 && y >= 8 && y < 40;
            const Vec4 expected = inside ? Vec4{(x + 0.5f) / 64, (y + 0.5f) / 64, 0.625f, 1}
                                         : Vec4{0.3f, 0.3f, 0.3f, 0.3f};
            ASSERT_TRUE(PixelNear(context_, x, y, expected, 1e-5f));
        }
    }
}

#ifdef TESSERA_HAVE_MESA

TEST(FpPositionMesa, AgreesOnThePosition) {
    REQUIRE_MESA();
    testing::RenderRequest request;
    request.width = request.height = 8;
    request.float_target = true;
    request.program =
        "!!ARBfp1.0\n"
        "MUL result.color, fragment.position, {0.125, 0.125, 1, 1};\n"
        "END\n";
    const testing::RenderResult result = MesaRender(request);
    // The harness's quad lies at z = 0, w = 1: window depth 0.5, 1/w = 1.
    for (int y = 0; y < 8; ++y)
        for (int x = 0; x < 8; ++x)
            EXPECT_TRUE(MesaPixelNear(result, request, x, y,
                                      {(x + 0.5f) / 8, (y + 0.5f) / 8, 0.5f, 1}, 1e-6f));
}

TEST(FpPositionMesa, AgreesOnTheRectLookup) {
    REQUIRE_MESA();
    testing::RenderRequest request;
    request.width = request.height = 8;
    request.float_target = true;
    request.program =
        "!!ARBfp1.0\n"
        "TEX result.color, fragment.position, texture[0], RECT;\n"
        "END\n";
    testing::TextureSpec texture;
    texture.target = testing::TextureTarget::kRect;
    // The first 8x8 corner of the 64x64 data, as its own 8x8 image.
    std::vector<float> data;
    for (int j = 0; j < 8; ++j)
        for (int i = 0; i < 8; ++i)
            for (float v : TexelValue(i, j)) data.push_back(v);
    texture.levels.push_back({8, 8, 1, data});
    request.textures.push_back(texture);
    const testing::RenderResult result = MesaRender(request);
    for (int y = 0; y < 8; ++y)
        for (int x = 0; x < 8; ++x)
            EXPECT_TRUE(MesaPixelNear(result, request, x, y, TexelValue(x, y), 1e-6f));
}

#endif

}  // namespace
}  // namespace tessera::ports
