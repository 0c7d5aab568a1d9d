// SPDX-License-Identifier: MIT
// Port of piglit's fp-fog: the fog coordinate reaches a fragment program as
// fragment.fogcoord = (f, 0, 0, 1) (ARB_fragment_program Table X.1), and, going further
// than piglit, the fog that the ARB_fog_* options apply after the program (3.11.4.5.1).
//
// piglit sets FOG_COORDINATE_SOURCE to FOG_COORDINATE, draws four quads with four
// different glFogCoord values and probes each for (f, 0, 0, 1). That is our first test.
// The rest check what a fog-aware port of that test should also cover, all derived from
// the spec and GL 1.4 section 3.10:
// - with the source FRAGMENT_DEPTH the coordinate is the eye distance, |z_eye|;
// - the three fog options blend the *clamped* program color with the fog color by the
//   factor f of the chosen mode, f clamped to [0, 1], alpha untouched;
// - state.fog.params is (density, start, end, 1 / (end - start));
// - each option reserves resources: a program fails to load when its temporaries exceed
//   the limit minus 1, or its ALU instructions the limit minus 2 (linear), 3 (exp) or
//   4 (exp2). The minimum-limits profile makes those boundaries small enough to hit.
// The float framebuffer keeps the comparisons exact up to the exponentials.
#include <string>

#include "fp_port_helpers.h"

namespace tessera::ports {
namespace {

using runtime::gl::FogCoordinateSource;

constexpr const char* kShowFogCoord =
    "!!ARBfp1.0\n"
    "MOV result.color, fragment.fogcoord;\n"
    "END\n";

class FpFog : public ::testing::Test {
  protected:
    FpFog() : context_(8, 8, lang::arbasm::fragment::Limits::Default(), runtime::raster::ColorFormat::kFloat) {
        SetOrtho(context_, 0, 2, 0, 2);
        context_.SetClearColor({0.3f, 0.3f, 0.3f, 0.3f});
        context_.Clear(true, true);
        context_.Enable(Capability::kFragmentProgram);
    }

    // Draws the whole window with a program that outputs `color` under fog `option`, with
    // fog coordinate `c`, and returns the pixel in the middle.
    Vec4 FogOf(const std::string& option, const Vec4& color, float c) {
        const std::string text = "!!ARBfp1.0\nOPTION " + option + ";\nMOV result.color, {" +
                                 std::to_string(color[0]) + ", " + std::to_string(color[1]) + ", " +
                                 std::to_string(color[2]) + ", " + std::to_string(color[3]) +
                                 "};\nEND\n";
        EXPECT_NE(LoadFragmentProgram(context_, text), 0u);
        context_.State().FogState().source = FogCoordinateSource::kFogCoordinate;
        context_.Current().fogcoord = c;
        EXPECT_EQ(context_.DrawRect(0, 0, 2, 2), GlError::kNoError);
        return Pixel(context_, 4, 4);
    }

    Context context_;
};

TEST_F(FpFog, FogCoordinateReachesTheProgram) {
    ASSERT_NE(LoadFragmentProgram(context_, kShowFogCoord), 0u);
    context_.State().FogState().source = FogCoordinateSource::kFogCoordinate;
    struct Quad {
        float x, y, f;
    };
    // Four cells of the 2x2 grid, each with its own constant fog coordinate.
    const Quad quads[] = {{0, 1, 0.3f}, {1, 1, 0.6f}, {0, 0, 0.8f}, {1, 0, 0.4f}};
    for (const Quad& q : quads) {
        context_.Current().fogcoord = q.f;
        ASSERT_EQ(context_.DrawRect(q.x, q.y, 1, 1), GlError::kNoError);
    }
    for (const Quad& q : quads) {
        EXPECT_TRUE(RectNear(context_, static_cast<int>(q.x) * 4, static_cast<int>(q.y) * 4, 4, 4,
                             {q.f, 0, 0, 1}, 1e-6f));
    }
}

TEST_F(FpFog, FragmentDepthSourceGivesEyeDistance) {
    ASSERT_NE(LoadFragmentProgram(context_, kShowFogCoord), 0u);
    context_.State().FogState().source = FogCoordinateSource::kFragmentDepth;
    context_.Current().fogcoord = 0.9f;  // ignored with this source
    // Moving the rectangle to z_eye = -0.5 (inside the ortho volume, near -1, far 1).
    context_.State().Translate(0, 0, -0.5);
    ASSERT_EQ(context_.DrawRect(0, 0, 2, 2), GlError::kNoError);
    EXPECT_TRUE(RectNear(context_, 0, 0, 8, 8, {0.5f, 0, 0, 1}, 1e-6f));
}

TEST_F(FpFog, LinearFog) {
    context_.State().FogState().start = 0.2f;
    context_.State().FogState().end = 1.0f;
    context_.State().SetFogColor({0, 0, 1, 0.5f});
    const Vec4 color{1, 0.5f, 0.25f, 0.75f};
    // f = (end - c) / (end - start) = (1 - 0.6) / 0.8 = 0.5, and
    // C' = f C + (1 - f) C_fog = (0.5, 0.25, 0.125 + 0.5, 0.75): alpha keeps the program's.
    EXPECT_TRUE(Near(FogOf("ARB_fog_linear", color, 0.6f), {0.5f, 0.25f, 0.625f, 0.75f}, 1e-6f));
    // c = 0 gives f = 1.25, clamped to 1: no fog at all.
    EXPECT_TRUE(Near(FogOf("ARB_fog_linear", color, 0.0f), color, 1e-6f));
    // c = 2 gives f = -1.25, clamped to 0: all fog color, alpha still the program's.
    EXPECT_TRUE(Near(FogOf("ARB_fog_linear", color, 2.0f), {0, 0, 1, 0.75f}, 1e-6f));
}

TEST_F(FpFog, ExpAndExp2Fog) {
    context_.State().SetFogColor({0, 0, 1, 0});
    const Vec4 color{1, 0.5f, 0.25f, 1};
    // EXP: f = e^(-d c). With d = ln 2 and c = 2, f = 1/4:
    // C' = (0.25, 0.125, 0.0625 + 0.75, 1).
    context_.State().FogState().density = 0.69314718f;
    EXPECT_TRUE(Near(FogOf("ARB_fog_exp", color, 2.0f), {0.25f, 0.125f, 0.8125f, 1}, 1e-5f));
    // EXP2: f = e^(-(d c)^2). With d = sqrt(ln 2) and c = 1, f = 1/2:
    // C' = (0.5, 0.25, 0.125 + 0.5, 1).
    context_.State().FogState().density = 0.83255461f;
    EXPECT_TRUE(Near(FogOf("ARB_fog_exp2", color, 1.0f), {0.5f, 0.25f, 0.625f, 1}, 1e-5f));
}

TEST_F(FpFog, FogIsAppliedToTheClampedColor) {
    context_.State().FogState().start = 0;
    context_.State().FogState().end = 1;
    context_.State().SetFogColor({0, 0, 1, 0});
    // The program writes (2, -1, 0.5, 1); clamped it is (1, 0, 0.5, 1) (3.11.4.4). With
    // f = (1 - 0.5) / 1 = 0.5: (0.5, 0, 0.25 + 0.5, 1). Fogging the unclamped color would
    // give (1, -0.5, 0.75) and then (1, 0, 0.75).
    EXPECT_TRUE(Near(FogOf("ARB_fog_linear", {2, -1, 0.5f, 1}, 0.5f), {0.5f, 0, 0.75f, 1}, 1e-6f));
}

TEST_F(FpFog, FogStateBindings) {
    runtime::gl::Fog& fog = context_.State().FogState();
    fog.density = 0.5f;
    fog.start = 0.25f;
    fog.end = 0.75f;
    context_.State().SetFogColor({0.125f, 0.25f, 0.5f, 1});
    // state.fog.params = (d, s, e, 1 / (e - s)) = (0.5, 0.25, 0.75, 2); a quarter of it
    // fits in [0, 1]: (0.125, 0.0625, 0.1875, 0.5).
    ASSERT_NE(LoadFragmentProgram(context_,
                                  "!!ARBfp1.0\n"
                                  "MUL result.color, state.fog.params, 0.25;\n"
                                  "END\n"),
              0u);
    ASSERT_EQ(context_.DrawRect(0, 0, 1, 2), GlError::kNoError);
    ASSERT_NE(LoadFragmentProgram(context_,
                                  "!!ARBfp1.0\n"
                                  "MOV result.color, state.fog.color;\n"
                                  "END\n"),
              0u);
    ASSERT_EQ(context_.DrawRect(1, 0, 1, 2), GlError::kNoError);
    EXPECT_TRUE(PixelNear(context_, 1, 4, {0.125f, 0.0625f, 0.1875f, 0.5f}, 1e-6f));
    EXPECT_TRUE(PixelNear(context_, 6, 4, {0.125f, 0.25f, 0.5f, 1}, 0));
}

// A program with `alu` ADDs and `temps` temporaries under `option` ("" for none).
std::string ResourceProgram(const std::string& option, int alu, int temps) {
    std::string text = "!!ARBfp1.0\n";
    if (!option.empty()) text += "OPTION " + option + ";\n";
    for (int t = 0; t < temps; ++t) text += "TEMP t" + std::to_string(t) + ";\n";
    for (int i = 0; i < alu; ++i) text += "ADD t0, t0, 0.001;\n";
    return text + "END\n";
}

TEST(FpFogLimits, FogOptionsReserveInstructions) {
    // The minimum profile allows 48 ALU instructions (3.11.3.6).
    Context context(4, 4, lang::arbasm::fragment::Limits::Minimum());
    struct Case {
        const char* option;
        int reserved;
    };
    for (const Case& c : {Case{"", 0}, Case{"ARB_fog_linear", 2}, Case{"ARB_fog_exp", 3},
                          Case{"ARB_fog_exp2", 4}}) {
        const int fits = 48 - c.reserved;
        EXPECT_TRUE(TryLoad(context, ResourceProgram(c.option, fits, 1))) << c.option << fits;
        EXPECT_FALSE(TryLoad(context, ResourceProgram(c.option, fits + 1, 1)))
            << c.option << " " << fits + 1;
    }
}

TEST(FpFogLimits, FogOptionsReserveATemporary) {
    // The minimum profile allows 16 temporaries; a fog option leaves 15.
    Context context(4, 4, lang::arbasm::fragment::Limits::Minimum());
    EXPECT_TRUE(TryLoad(context, ResourceProgram("", 1, 16)));
    EXPECT_TRUE(TryLoad(context, ResourceProgram("ARB_fog_exp", 1, 15)));
    std::string error;
    EXPECT_FALSE(TryLoad(context, ResourceProgram("ARB_fog_exp", 1, 16), &error));
    EXPECT_FALSE(error.empty());
    // A limit violation is found only after the whole program was scanned, so the error
    // position is the program's length (3.11.1).
    EXPECT_EQ(context.Programs().ErrorPosition(),
              static_cast<std::int64_t>(ResourceProgram("ARB_fog_exp", 1, 16).size()));
}

#ifdef TESSERA_HAVE_MESA

TEST(FpFogMesa, AgreesOnTheFogCoordinate) {
    REQUIRE_MESA();
    for (float f : {0.3f, 0.6f, 0.8f, 0.4f}) {
        testing::RenderRequest request;
        request.program = kShowFogCoord;
        request.float_target = true;
        for (testing::Vertex& corner : request.corners) corner.fog_coord = f;
        const testing::RenderResult result = MesaRender(request);
        EXPECT_TRUE(MesaPixelNear(result, request, 2, 2, {f, 0, 0, 1}, 1e-6f));
    }
}

TEST(FpFogMesa, AgreesOnTheFogOptions) {
    REQUIRE_MESA();
    struct Case {
        const char* option;
        testing::FogState fog;
        float c;
        Vec4 expected;  // the hand-derived values of the tests above
    };
    const Case cases[] = {
        {"ARB_fog_linear",
         {0x2601, 1, 0.2f, 1.0f, {0, 0, 1, 0.5f}},
         0.6f,
         {0.5f, 0.25f, 0.625f, 0.75f}},
        {"ARB_fog_exp",
         {0x0800, 0.69314718f, 0, 1, {0, 0, 1, 0}},
         2.0f,
         {0.25f, 0.125f, 0.8125f, 0.75f}},
        {"ARB_fog_exp2",
         {0x0801, 0.83255461f, 0, 1, {0, 0, 1, 0}},
         1.0f,
         {0.5f, 0.25f, 0.625f, 0.75f}},
    };
    for (const Case& c : cases) {
        testing::RenderRequest request;
        request.program = std::string("!!ARBfp1.0\nOPTION ") + c.option +
                          ";\nMOV result.color, {1, 0.5, 0.25, 0.75};\nEND\n";
        request.fog = c.fog;
        for (testing::Vertex& corner : request.corners) corner.fog_coord = c.c;
        const testing::RenderResult result = MesaRender(request);
        EXPECT_TRUE(MesaPixelNear(result, request, 2, 2, c.expected, kUnorm8Tolerance)) << c.option;
    }
}

#endif

}  // namespace
}  // namespace tessera::ports
