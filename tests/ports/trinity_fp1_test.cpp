// SPDX-License-Identifier: MIT
// Port of piglit's trinity-fp1: a realistic per-pixel lighting program, the kind a game
// engine ships, gives the right color. piglit's program comes from a game engine and once
// broke a driver; it normalises light and eye vectors with DP3/RSQ/MUL, unpacks a normal
// map with MAD, takes saturated dot products, raises the specular term with POW, reads
// five textures on six units (one lookup texture bound to three units, one lookup at a
// coordinate assembled with MOVs), combines everything with partial write masks, and draws
// twice with different local parameters.
//
// Our program is our own, written to exercise the same features, with inputs chosen so
// the answer can be worked out by hand (float framebuffer, tolerance 1e-4 for RSQ and POW
// approximations):
//
//   light vector  texcoord[4] = (0, 0, 2)  -> L = (0, 0, 1)
//   eye vector    texcoord[5] = (0, 3, 4)  -> V = (0, 0.6, 0.8)
//   half vector   L + V = (0, 0.6, 1.8), |L + V| = sqrt(3.6)  -> H = (0, 0.316228, 0.948683)
//   normal map    (0.5, 0.5, 1) -> 2n - 1 = (0, 0, 1) = N
//   N.L = 1, N.H = 0.948683 (both inside [0, 1], so _SAT changes nothing)
//   albedo texel (1, 0.75, 0.5), gloss texel (0.5, 0.5, 0.25)
//   falloff texture, 4x4 NEAREST, texel (i, j) = (1 - i/4, 1 - j/4, 1, 1):
//     at texcoord[3].xy = (0.875, 0.125): texel (3, 0) = (0.25, 1, 1)
//     at (texcoord[3].z, 0) = (0.375, 0):  texel (1, 0) = (0.75, 1, 1)
//   color = (albedo * lightColor * N.L + gloss * lightColor * (N.H)^power)
//           * falloffXY * falloffZ * scale
//
// Draw 1: lightColor (1, 0.8, 1), power 2 -> (N.H)^2 = 0.9, scale 0.5:
//   albedo term (1, 0.6, 0.5); gloss term (0.5, 0.4, 0.25) * 0.9 = (0.45, 0.36, 0.225)
//   sum (1.45, 0.96, 0.725) -> * (0.25, 1, 1) * (0.75, 1, 1) * 0.5 = (0.1359375, 0.48, 0.3625)
// Draw 2: lightColor (0.8, 1, 1), power 1 -> 0.948683, scale 0.5:
//   albedo term (0.8, 0.75, 0.5); gloss term (0.4, 0.5, 0.25) * 0.948683
//   = (0.379473, 0.474342, 0.237171); sum (1.179473, 1.224342, 0.737171)
//   -> (0.1105756, 0.6121708, 0.3685854)
// The sums above 1 also show that nothing is clamped before the result.
#include <array>
#include <vector>

#include "fp_port_helpers.h"

namespace tessera::ports {
namespace {

using runtime::texture::BaseFormat;
using runtime::texture::ImageFromFloats;
using runtime::texture::SolidImage;
using runtime::texture::Target;

constexpr const char* kLighting =
    "!!ARBfp1.0\n"
    "# Diffuse and specular lighting from a normal map, attenuated by two lookups.\n"
    "PARAM lightColor = program.local[0];\n"
    "PARAM scale = program.local[1];\n"
    "PARAM power = program.local[2];\n"
    "TEMP toLight, toEye, halfway, bump, diffuse, gloss, albedo, falloffXY, falloffZ;\n"
    "TEMP coord, sum;\n"
    "DP3 toLight.w, fragment.texcoord[4], fragment.texcoord[4];\n"
    "RSQ toLight.w, toLight.w;\n"
    "MUL toLight.xyz, fragment.texcoord[4], toLight.w;\n"
    "DP3 toEye.w, fragment.texcoord[5], fragment.texcoord[5];\n"
    "RSQ toEye.w, toEye.w;\n"
    "MUL toEye.xyz, fragment.texcoord[5], toEye.w;\n"
    "ADD halfway.xyz, toLight, toEye;\n"
    "DP3 halfway.w, halfway, halfway;\n"
    "RSQ halfway.w, halfway.w;\n"
    "MUL halfway.xyz, halfway, halfway.w;\n"
    "# The normal map stores n as (n + 1) / 2.\n"
    "TEX bump.xyz, fragment.texcoord[1], texture[1], 2D;\n"
    "MAD bump.xyz, bump, 2.0, -1.0;\n"
    "DP3 bump.w, bump, bump;\n"
    "RSQ bump.w, bump.w;\n"
    "MUL bump.xyz, bump, bump.w;\n"
    "DP3_SAT diffuse.x, bump, toLight;\n"
    "MUL diffuse.xyz, lightColor, diffuse.x;\n"
    "TEX albedo.xyz, fragment.texcoord[0], texture[0], 2D;\n"
    "DP3_SAT gloss.w, bump, halfway;\n"
    "POW gloss.w, gloss.w, power.x;\n"
    "TEX gloss.xyz, fragment.texcoord[2], texture[2], 2D;\n"
    "MUL gloss.xyz, gloss, lightColor;\n"
    "MUL gloss.xyz, gloss, gloss.w;\n"
    "TEX falloffXY.xyz, fragment.texcoord[3], texture[3], 2D;\n"
    "MOV coord.x, fragment.texcoord[3].z;\n"
    "MOV coord.y, 0;\n"
    "TEX falloffZ.xyz, coord, texture[4], 2D;\n"
    "MUL sum.xyz, albedo, diffuse;\n"
    "ADD sum.xyz, sum, gloss;\n"
    "MUL sum.xyz, sum, falloffXY;\n"
    "MUL sum.xyz, sum, falloffZ;\n"
    "MUL result.color.xyz, sum, scale.x;\n"
    "MOV result.color.w, 1;\n"
    "END\n";

constexpr Vec4 kAlbedo{1, 0.75f, 0.5f, 1};
constexpr Vec4 kNormal{0.5f, 0.5f, 1, 1};
constexpr Vec4 kGloss{0.5f, 0.5f, 0.25f, 1};

// Texel (i, j) of the 4x4 falloff texture.
std::vector<float> FalloffTexels() {
    std::vector<float> rgba;
    for (int j = 0; j < 4; ++j)
        for (int i = 0; i < 4; ++i)
            for (float v : {1 - i / 4.0f, 1 - j / 4.0f, 1.0f, 1.0f}) rgba.push_back(v);
    return rgba;
}

const std::array<Vec4, 6> kTexcoords = {Vec4{0, 0, 0, 1}, Vec4{0, 0, 0, 1},
                                        Vec4{0, 0, 0, 1}, Vec4{0.875f, 0.125f, 0.375f, 1},
                                        Vec4{0, 0, 2, 1}, Vec4{0, 3, 4, 1}};

struct Draw {
    Vec4 light_color, scale, power, expected;
};
const Draw kDraws[] = {
    {{1, 0.8f, 1, 1}, {0.5f, 0.5f, 0.5f, 1}, {2, 0, 0, 0}, {0.1359375f, 0.48f, 0.3625f, 1}},
    {{0.8f, 1, 1, 1}, {0.5f, 0.5f, 0.5f, 1}, {1, 0, 0, 0}, {0.1105756f, 0.6121708f, 0.3685854f, 1}},
};

TEST(TrinityFp1, LightingProgramGivesTheHandComputedColors) {
    Context context(32, 16, lang::arbasm::fragment::Limits::Default(), runtime::raster::ColorFormat::kFloat);
    SetOrtho(context, 0, 2, 0, 1);
    const Vec4 clear{0.8f, 0.8f, 0.8f, 0.8f};
    context.SetClearColor(clear);
    context.Clear(true, true);
    context.Enable(Capability::kFragmentProgram);

    auto solid = [](const Vec4& c) {
        return MakeNearestTexture(Target::k2D, BaseFormat::kRgba, SolidImage(4, 4, c));
    };
    context.Textures().Bind(0, Target::k2D, solid(kAlbedo));
    context.Textures().Bind(1, Target::k2D, solid(kNormal));
    context.Textures().Bind(2, Target::k2D, solid(kGloss));
    const auto falloff =
        MakeNearestTexture(Target::k2D, BaseFormat::kRgba, ImageFromFloats(4, 4, FalloffTexels()));
    for (int unit : {3, 4, 5}) context.Textures().Bind(unit, Target::k2D, falloff);
    for (int i = 0; i < 6; ++i) context.Current().texcoord[i] = kTexcoords[i];

    ASSERT_NE(LoadFragmentProgram(context, kLighting), 0u);
    for (int d = 0; d < 2; ++d) {
        const Draw& draw = kDraws[d];
        runtime::gl::ProgramObjects& programs = context.Programs();
        ASSERT_EQ(programs.ProgramLocalParameter4fv(kFragment, 0, draw.light_color.data()),
                  GlError::kNoError);
        ASSERT_EQ(programs.ProgramLocalParameter4fv(kFragment, 1, draw.scale.data()),
                  GlError::kNoError);
        ASSERT_EQ(programs.ProgramLocalParameter4fv(kFragment, 2, draw.power.data()),
                  GlError::kNoError);
        // A half-unit square in the middle of cell d of the 2x1 grid: 8x8 pixels.
        ASSERT_EQ(context.DrawRect(d + 0.25f, 0.25f, 0.5f, 0.5f), GlError::kNoError);
    }
    EXPECT_TRUE(RectNear(context, 4, 4, 8, 8, kDraws[0].expected, 1e-4f)) << "first draw";
    EXPECT_TRUE(RectNear(context, 20, 4, 8, 8, kDraws[1].expected, 1e-4f)) << "second draw";
    // Around the squares the clear color stays.
    EXPECT_TRUE(RectNear(context, 0, 0, 32, 4, clear, 1e-6f));
    EXPECT_TRUE(RectNear(context, 12, 4, 8, 8, clear, 1e-6f));
}

#ifdef TESSERA_HAVE_MESA

TEST(TrinityFp1Mesa, AgreesOnTheLightingProgram) {
    REQUIRE_MESA();
    for (const Draw& draw : kDraws) {
        testing::RenderRequest request;
        request.program = kLighting;
        request.float_target = true;
        for (testing::Vertex& corner : request.corners)
            for (int i = 0; i < 6; ++i) corner.texcoords[i] = kTexcoords[i];
        request.local_parameters = {{0, draw.light_color}, {1, draw.scale}, {2, draw.power}};
        const std::array<Vec4, 3> solids = {kAlbedo, kNormal, kGloss};
        for (int unit = 0; unit < 3; ++unit) {
            testing::TextureSpec t;
            t.unit = unit;
            t.levels.push_back({1, 1, 1, {solids[unit].begin(), solids[unit].end()}});
            request.textures.push_back(t);
        }
        for (int unit : {3, 4, 5}) {
            testing::TextureSpec t;
            t.unit = unit;
            t.levels.push_back({4, 4, 1, FalloffTexels()});
            request.textures.push_back(t);
        }
        const testing::RenderResult result = MesaRender(request);
        EXPECT_TRUE(MesaPixelNear(result, request, 2, 2, draw.expected, 1e-4f));
    }
}

#endif

}  // namespace
}  // namespace tessera::ports
