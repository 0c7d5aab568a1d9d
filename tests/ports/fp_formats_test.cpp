// SPDX-License-Identifier: MIT
// Port of piglit's fp-formats: a fragment program sees a texel of each base internal format
// as GL 1.4's table 3.21 maps it to RGBA, and swizzles that RGBA like any other operand.
//
// piglit samples a 1x1 ALPHA texture holding 0.5 and moves the texel's .abgr to the color:
// (0, 0, 0, 0.5) becomes (0.5, 0, 0, 0). We run the same program over every base format a
// color texture can have, all built from the same RGBA texel (0.25, 0.5, 0.75, 0.5), so
// each format's components are taken from table 3.15 and spread by table 3.21:
//   ALPHA            (0, 0, 0, A)  = (0, 0, 0, 0.5)
//   LUMINANCE        (L, L, L, 1)  = (0.25, 0.25, 0.25, 1)        L is taken from R
//   LUMINANCE_ALPHA  (L, L, L, A)  = (0.25, 0.25, 0.25, 0.5)
//   INTENSITY        (I, I, I, I)  = (0.25, 0.25, 0.25, 0.25)     I is taken from R
//   RGB              (R, G, B, 1)  = (0.25, 0.5, 0.75, 1)
//   RGBA             (R, G, B, A)  = (0.25, 0.5, 0.75, 0.5)
// and the program's .abgr reverses each.
#include <vector>

#include "fp_port_helpers.h"

namespace tessera::ports {
namespace {

using runtime::texture::BaseFormat;
using runtime::texture::ImageFromFloats;
using runtime::texture::Target;

constexpr const char* kReversed =
    "!!ARBfp1.0\n"
    "TEMP texel;\n"
    "TEX texel, fragment.texcoord[0], texture[0], 2D;\n"
    "MOV result.color, texel.abgr;\n"
    "END\n";

const std::vector<float> kTexel = {0.25f, 0.5f, 0.75f, 0.5f};

struct FormatCase {
    const char* name;
    BaseFormat format;
    std::uint32_t gl_internal_format;
    Vec4 rgba;  ///< table 3.21's RGBA
};

const FormatCase kFormats[] = {
    {"ALPHA", BaseFormat::kAlpha, 0x1906, {0, 0, 0, 0.5f}},
    {"LUMINANCE", BaseFormat::kLuminance, 0x1909, {0.25f, 0.25f, 0.25f, 1}},
    {"LUMINANCE_ALPHA", BaseFormat::kLuminanceAlpha, 0x190A, {0.25f, 0.25f, 0.25f, 0.5f}},
    {"INTENSITY", BaseFormat::kIntensity, 0x8049, {0.25f, 0.25f, 0.25f, 0.25f}},
    {"RGB", BaseFormat::kRgb, 0x1907, {0.25f, 0.5f, 0.75f, 1}},
    {"RGBA", BaseFormat::kRgba, 0x1908, {0.25f, 0.5f, 0.75f, 0.5f}},
};

Vec4 Reversed(const Vec4& v) { return {v[3], v[2], v[1], v[0]}; }

TEST(FpFormats, ProgramsSeeTable321AndSwizzleIt) {
    for (const FormatCase& c : kFormats) {
        Context context(4, 4, lang::arbasm::fragment::Limits::Default(), runtime::raster::ColorFormat::kFloat);
        SetPixelOrtho(context);
        context.SetClearColor({1, 1, 1, 1});
        context.Clear(true, true);
        context.Enable(Capability::kFragmentProgram);
        context.Textures().Bind(
            0, Target::k2D,
            MakeNearestTexture(Target::k2D, c.format, ImageFromFloats(1, 1, kTexel)));
        ASSERT_NE(LoadFragmentProgram(context, kReversed), 0u);
        ASSERT_EQ(context.DrawRectTex(0, 0, 4, 4), GlError::kNoError);
        EXPECT_TRUE(RectNear(context, 0, 0, 4, 4, Reversed(c.rgba), 1e-6f)) << c.name;
    }
}

#ifdef TESSERA_HAVE_MESA

TEST(FpFormatsMesa, AgreesOnEveryFormat) {
    REQUIRE_MESA();
    for (const FormatCase& c : kFormats) {
        testing::RenderRequest request;
        request.program = kReversed;
        request.clear_color = {1, 1, 1, 1};
        testing::TextureSpec texture;
        texture.levels.push_back({1, 1, 1, kTexel});
        texture.internal_format = c.gl_internal_format;
        request.textures.push_back(texture);
        const testing::RenderResult result = MesaRender(request);
        // Mesa may store these formats with 8 bits per component.
        EXPECT_TRUE(MesaPixelNear(result, request, 2, 2, Reversed(c.rgba), 2 * kUnorm8Tolerance))
            << c.name;
    }
}

#endif

}  // namespace
}  // namespace tessera::ports
