// SPDX-License-Identifier: MIT
// Port of piglit's fp-incomplete-tex: sampling a texture image unit whose texture is
// incomplete gives (0, 0, 0, 1) (ARB_fragment_program 3.11.6, "TextureSample"), for every
// texture target a program can name.
//
// piglit binds nothing at all, draws one cell per target (2D, 3D, 1D, CUBE, RECT) with a
// program that samples at the primary color, and checks each cell for (0, 0, 0, 1) and a
// sixth, undrawn cell for the clear color. Nothing bound means the default texture
// objects, which have no images: incomplete. We do the same, and then the more
// interesting half: textures that *are* bound but incomplete for a reason of section
// 3.8.10 (a mipmapping filter without the mipmaps, a cube map missing faces, a level of
// the wrong size, no image at all). A complete texture sampled the same way shows the
// cells are not black by accident.
#include <string>
#include <vector>

#include "fp_port_helpers.h"

namespace tessera::ports {
namespace {

using runtime::texture::BaseFormat;
using runtime::texture::CubeFace;
using runtime::texture::Filter;
using runtime::texture::SolidImage;
using runtime::texture::Target;
using runtime::texture::Texture;

constexpr Vec4 kIncomplete{0, 0, 0, 1};
constexpr Vec4 kClear{0.3f, 0.3f, 0.3f, 0.3f};
constexpr Vec4 kMagenta{1, 0, 1, 1};

struct TargetCase {
    const char* name;  ///< the program's texture target
    Target target;
};
constexpr TargetCase kTargets[] = {{"2D", Target::k2D},
                                   {"3D", Target::k3D},
                                   {"1D", Target::k1D},
                                   {"CUBE", Target::kCube},
                                   {"RECT", Target::kRect}};

std::string SampleProgram(const char* target) {
    return std::string(
               "!!ARBfp1.0\n"
               "TEX result.color, fragment.color, texture[0], ") +
           target + ";\nEND\n";
}

class FpIncompleteTex : public ::testing::Test {
  protected:
    FpIncompleteTex() : context_(12, 8) {
        // piglit's 3x2 grid of cells, 4x4 pixels each.
        SetOrtho(context_, 0, 3, 0, 2);
        context_.SetClearColor(kClear);
        context_.Clear(true, true);
        context_.Enable(Capability::kFragmentProgram);
        // The coordinate: a color inside every target's range (RECT's unnormalized
        // coordinates included), not that an incomplete texture cares.
        context_.Current().color = {0.5f, 0.5f, 0.5f, 1};
    }

    // Draws target i of kTargets into cell (i / 2, i % 2).
    void DrawCell(int i) {
        ASSERT_NE(LoadFragmentProgram(context_, SampleProgram(kTargets[i].name)), 0u);
        ASSERT_EQ(context_.DrawRect(static_cast<float>(i / 2), static_cast<float>(i % 2), 1, 1),
                  GlError::kNoError);
    }

    ::testing::AssertionResult CellIs(int i, const Vec4& expected) {
        ::testing::AssertionResult r =
            RectNear(context_, 4 * (i / 2), 4 * (i % 2), 4, 4, expected, kUnorm8Tolerance);
        if (!r) r << " in cell " << i;
        return r;
    }

    Context context_;
};

TEST_F(FpIncompleteTex, NothingBoundSamplesAsOpaqueBlack) {
    for (int i = 0; i < 5; ++i) DrawCell(i);
    for (int i = 0; i < 5; ++i) EXPECT_TRUE(CellIs(i, kIncomplete)) << kTargets[i].name;
    // Cell 5 (upper right) was never drawn.
    EXPECT_TRUE(CellIs(5, kClear));
}

TEST_F(FpIncompleteTex, BoundButIncompleteSamplesAsOpaqueBlack) {
    // 2D: level 0 only, with the default NEAREST_MIPMAP_LINEAR minification filter, which
    // needs the whole mipmap chain (3.8.10).
    auto two_d = std::make_shared<Texture>(Target::k2D, BaseFormat::kRgba);
    two_d->SetImage(0, SolidImage(4, 4, kMagenta));
    // 3D: no image at all.
    auto three_d = std::make_shared<Texture>(Target::k3D, BaseFormat::kRgba);
    three_d->Params().min_filter = Filter::kNearest;
    // 1D: a mipmap chain whose level 1 has the wrong width (4 -> 1 instead of 2).
    auto one_d = std::make_shared<Texture>(Target::k1D, BaseFormat::kRgba);
    one_d->SetImage(0, SolidImage(4, 1, kMagenta));
    one_d->SetImage(1, SolidImage(1, 1, kMagenta));
    one_d->SetImage(2, SolidImage(1, 1, kMagenta));
    // CUBE: one face of six.
    auto cube = std::make_shared<Texture>(Target::kCube, BaseFormat::kRgba);
    cube->Params().min_filter = Filter::kNearest;
    cube->SetImage(0, SolidImage(4, 4, kMagenta), CubeFace::kPositiveX);
    // RECT: no image.
    auto rect = std::make_shared<Texture>(Target::kRect, BaseFormat::kRgba);

    for (const auto& t : {two_d, three_d, one_d, cube, rect}) {
        EXPECT_FALSE(t->IsComplete());
        context_.Textures().Bind(0, t->GetTarget(), t);
    }
    for (int i = 0; i < 5; ++i) DrawCell(i);
    for (int i = 0; i < 5; ++i) EXPECT_TRUE(CellIs(i, kIncomplete)) << kTargets[i].name;
}

TEST_F(FpIncompleteTex, CompleteTexturesAreSampled) {
    // The same cells with complete textures: each gives its texel, not (0, 0, 0, 1).
    for (const TargetCase& c : kTargets) {
        auto t = std::make_shared<Texture>(c.target, BaseFormat::kRgba);
        t->Params().min_filter = Filter::kNearest;
        t->Params().mag_filter = Filter::kNearest;
        const int height = c.target == Target::k1D ? 1 : 4;
        const int depth = c.target == Target::k3D ? 4 : 1;
        if (c.target == Target::kCube) {
            for (int f = 0; f < runtime::texture::kCubeFaceCount; ++f)
                t->SetImage(0, SolidImage(4, 4, kMagenta), static_cast<CubeFace>(f));
        } else {
            t->SetImage(0, SolidImage(4, height, kMagenta, depth));
        }
        ASSERT_TRUE(t->IsComplete()) << c.name;
        context_.Textures().Bind(0, c.target, t);
    }
    for (int i = 0; i < 5; ++i) DrawCell(i);
    for (int i = 0; i < 5; ++i) EXPECT_TRUE(CellIs(i, kMagenta)) << kTargets[i].name;
}

#ifdef TESSERA_HAVE_MESA

TEST(FpIncompleteTexMesa, AgreesThatNothingBoundIsOpaqueBlack) {
    REQUIRE_MESA();
    for (const TargetCase& c : kTargets) {
        testing::RenderRequest request;
        request.program = SampleProgram(c.name);
        request.clear_color = kClear;
        for (testing::Vertex& corner : request.corners)
            corner.primary_color = {0.5f, 0.5f, 0.5f, 1};
        const testing::RenderResult result = MesaRender(request);
        EXPECT_TRUE(MesaPixelNear(result, request, 1, 1, kIncomplete, kUnorm8Tolerance)) << c.name;
    }
}

TEST(FpIncompleteTexMesa, AgreesThatMissingMipmapsAreIncomplete) {
    REQUIRE_MESA();
    testing::RenderRequest request;
    request.program = SampleProgram("2D");
    testing::TextureSpec texture;
    texture.levels.push_back({4, 4, 1, std::vector<float>(4 * 4 * 4, 1.0f)});
    texture.min_filter = 0x2702;  // GL_NEAREST_MIPMAP_LINEAR
    texture.max_level = 2;        // levels 1 and 2 are missing
    request.textures.push_back(texture);
    const testing::RenderResult result = MesaRender(request);
    EXPECT_TRUE(MesaPixelNear(result, request, 1, 1, kIncomplete, kUnorm8Tolerance));
}

#endif

}  // namespace
}  // namespace tessera::ports
