// SPDX-License-Identifier: MIT
// Tests of the Mesa harness itself, before anything is compared with Tessera.
//
// A harness that silently measured the wrong thing would make every later comparison
// meaningless, so this checks it against facts known independently: piglit's own
// expectations for its ARBfp1.0 assembler tests (Mesa passes them), the limits Mesa is
// known to report, and draws whose pixels can be worked out by hand (interpolated colors,
// parameters, textures, depth, fog state). Exact float comparisons are used where the
// arithmetic is exact on llvmpipe (values that are sums of powers of two).
#include "mesa_gl.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "piglit_corpus.h"

namespace tessera::testing {
namespace {

#define REQUIRE_MESA()                                                             \
    do {                                                                           \
        if (!MesaAvailable()) TESSERA_SKIP_OR_FAIL_IN_CI(MesaUnavailableReason()); \
    } while (false)

TEST(MesaSupport, ContextIsLlvmpipeWithArbFragmentProgram) {
    REQUIRE_MESA();
    std::cout << "Mesa: " << MesaRendererDescription() << "\n";
    EXPECT_TRUE(MesaHasExtension("GL_ARB_fragment_program"));
    EXPECT_TRUE(MesaHasExtension("GL_ARB_fragment_program_shadow"));
    EXPECT_FALSE(MesaHasExtension("GL_ARB_fragment"));  // a prefix is not a name
}

TEST(MesaSupport, LimitsAreLlvmpipes) {
    REQUIRE_MESA();
    // Values observed on Mesa 22.3 llvmpipe (REFERENCE_FACTS); lang/common/arbasm/fragment_limits.cpp's
    // default profile is built from them.
    ArbLimits l = QueryArbLimits();
    EXPECT_EQ(l.max_temporaries, 4096);
    EXPECT_EQ(l.max_parameters, 2048);
    EXPECT_EQ(l.max_attributes, 32);
    EXPECT_EQ(l.max_env_parameters, 256);
    EXPECT_EQ(l.max_local_parameters, 2048);
    EXPECT_EQ(l.max_texture_image_units, 32);
    EXPECT_EQ(l.max_texture_coords, 8);
    EXPECT_EQ(l.max_texture_units, 8);
    EXPECT_EQ(l.max_lights, 8);
    EXPECT_EQ(l.max_program_matrices, 8);
    EXPECT_GE(l.max_instructions, 65536);
}

TEST(MesaSupport, LoadReportsSuccessAndFailure) {
    REQUIRE_MESA();
    ArbLoadResult good = LoadArbFragmentProgram(
        "!!ARBfp1.0\nTEMP t;\nTEX t, fragment.texcoord[0], texture[0], 2D;\n"
        "MUL result.color, t, fragment.color;\nEND\n");
    EXPECT_TRUE(good.ok) << good.error_string;
    EXPECT_EQ(good.error_position, -1);
    ArbResourceCounts c = QueryArbResourceCounts();
    EXPECT_EQ(c.instructions, 3);  // Mesa counts END (a known departure from the spec)
    EXPECT_EQ(c.alu_instructions, 1);
    EXPECT_EQ(c.tex_instructions, 1);
    EXPECT_EQ(c.temporaries, 1);
    EXPECT_EQ(c.attributes, 2);
    EXPECT_TRUE(QueryArbUnderNativeLimits());

    ArbLoadResult bad = LoadArbFragmentProgram("!!ARBfp1.0\nMOV result.color, nothing;\nEND\n");
    EXPECT_FALSE(bad.ok);
    EXPECT_GE(bad.error_position, 0);
    EXPECT_NE(bad.error_string.find("error"), std::string::npos) << bad.error_string;
}

// Piglit's expectation for each ARBfp1.0 file, checked against Mesa with both line endings
// as piglit loads them. Files needing NV_fragment_program_option are skipped (Mesa has it,
// but Tessera does not, so they are not part of any comparison).
//
// Files where Mesa itself disagrees with piglit's expectation: none are known on Mesa
// 22.3.6, so any entry here would be a Mesa change worth looking at.
const std::set<std::string> kMesaDisagreesWithPiglit = {};

TEST(MesaSupport, MesaMeetsPiglitExpectations) {
    REQUIRE_MESA();
    auto root = FindPiglitRoot();
    if (!root) TESSERA_SKIP_OR_FAIL_IN_CI(PiglitSearchDescription());
    auto programs = LoadArbfpAsmParserTests(*root);
    ASSERT_FALSE(programs.empty());

    int agree = 0, skipped = 0;
    std::set<std::string> disagreeing;
    for (const PiglitProgram& p : programs) {
        if (p.Requires(kNvFragmentProgramOption)) {
            ++skipped;
            continue;
        }
        bool all_agree = true;
        for (bool crlf : {false, true}) {
            ArbLoadResult r = LoadArbFragmentProgram(crlf ? WithCrlf(p.text) : p.text);
            if (r.ok == p.expect_fail) {
                all_agree = false;
                ADD_FAILURE_AT(p.name.c_str(), 1)
                    << (crlf ? "[CRLF] " : "[LF] ") << "piglit expects "
                    << (p.expect_fail ? "failure" : "success") << ", Mesa "
                    << (r.ok ? "loaded it" : "rejected it: " + r.error_string);
            }
        }
        if (all_agree) {
            ++agree;
        } else {
            disagreeing.insert(p.name);
        }
    }
    std::cout << "Mesa vs piglit ARBfp1.0 expectations: " << agree << " agree, "
              << disagreeing.size() << " disagree, " << skipped << " skipped (NV option)\n";
    EXPECT_EQ(disagreeing, kMesaDisagreesWithPiglit);
}

// ---- Rendering -------------------------------------------------------------------------

TEST(MesaSupport, RendersInterpolatedColorsExactlyAtPixelCenters) {
    REQUIRE_MESA();
    RenderRequest request;
    request.program = "!!ARBfp1.0\nMOV result.color, fragment.color;\nEND\n";
    request.width = 2;
    request.height = 2;
    request.float_target = true;
    // Red grows left to right, green bottom to top: at the pixel centers (1/4 and 3/4 of
    // the way) the values are exact in binary.
    const float red[4] = {0, 1, 1, 0}, green[4] = {0, 0, 1, 1};
    for (int i = 0; i < 4; ++i) request.corners[i].primary_color = {red[i], green[i], 0.5f, 1};
    RenderResult r = RenderFragmentProgram(request);
    ASSERT_TRUE(r.ok()) << r.error;
    EXPECT_EQ(r.At(0, 0, 2), (Vec4{0.25f, 0.25f, 0.5f, 1}));
    EXPECT_EQ(r.At(1, 0, 2), (Vec4{0.75f, 0.25f, 0.5f, 1}));
    EXPECT_EQ(r.At(0, 1, 2), (Vec4{0.25f, 0.75f, 0.5f, 1}));
    EXPECT_EQ(r.At(1, 1, 2), (Vec4{0.75f, 0.75f, 0.5f, 1}));
    EXPECT_TRUE(r.rgba8.empty());
}

TEST(MesaSupport, PassesEveryVertexInputThrough) {
    REQUIRE_MESA();
    Vertex v;
    v.secondary_color = {0.125f, 0.25f, 0.375f, 0.5f};
    v.fog_coord = 3;
    for (int i = 0; i < 8; ++i) v.texcoords[i] = {float(i), -float(i), 2, 4};
    RenderRequest request;
    request.corners = UniformCorners(v);
    request.width = request.height = 1;
    request.float_target = true;
    request.clamp_vertex_color = false;
    // Secondary alpha and the fog coordinate survive; texcoord[7] arrives unclamped.
    request.program =
        "!!ARBfp1.0\nTEMP t;\n"
        "ADD t, fragment.texcoord[7], fragment.texcoord[3];\n"
        "MOV t.z, fragment.color.secondary.w;\n"
        "MOV t.w, fragment.fogcoord.x;\n"
        "MOV result.color, t;\nEND\n";
    RenderResult r = RenderFragmentProgram(request);
    ASSERT_TRUE(r.ok()) << r.error;
    EXPECT_EQ(r.At(0, 0, 1), (Vec4{10, -10, 0.5f, 3}));
}

TEST(MesaSupport, SetsEnvAndLocalParametersAndReadsBytes) {
    REQUIRE_MESA();
    RenderRequest request;
    request.program = "!!ARBfp1.0\nADD result.color, program.env[3], program.local[200];\nEND\n";
    request.env_parameters = {{3, {0.25f, 0.5f, 0, 1}}};
    request.local_parameters = {{200, {0.5f, 0.5f, 1, 0}}};
    RenderResult r = RenderFragmentProgram(request);
    ASSERT_TRUE(r.ok()) << r.error;
    ASSERT_EQ(r.rgba8.size(), 4u * 4 * 4);
    EXPECT_EQ(r.rgba8[0], 191);  // 0.75 * 255 = 191.25
    EXPECT_EQ(r.rgba8[1], 255);  // 1.0
    EXPECT_EQ(r.rgba8[2], 255);
    EXPECT_EQ(r.rgba8[3], 255);  // 1 + 0 clamped by the RGBA8 buffer
    // The next draw does not see this one's parameters through stale state: the env
    // parameter stays (it is global GL state), which is what the GL says.
}

TEST(MesaSupport, SamplesTexturesPerUnitAndTarget) {
    REQUIRE_MESA();
    RenderRequest request;
    request.width = 2;
    request.height = 1;
    request.float_target = true;
    // A 2x1 2D texture on unit 3 (red | green) and a 1x1 cube map on unit 5 whose six faces
    // have distinct colors; texcoord[0].x goes 0 -> 1 across the window.
    TextureSpec tex2d;
    tex2d.unit = 3;
    tex2d.levels = {{2, 1, 1, {1, 0, 0, 1, 0, 1, 0, 1}}};
    TextureSpec cube;
    cube.unit = 5;
    cube.target = TextureTarget::kCube;
    TextureLevel faces{1, 1, 1, {}};
    for (int f = 0; f < 6; ++f) faces.data.insert(faces.data.end(), {float(f) / 8, 0, 0, 1});
    cube.levels = {faces};
    request.textures = {tex2d, cube};
    for (int i = 0; i < 4; ++i) {
        request.corners[i].texcoords[0] = {(i == 1 || i == 2) ? 1.f : 0.f, 0.5f, 0, 1};
        request.corners[i].texcoords[1] = {0, 0, -1, 1};  // -Z face, index 5
    }
    request.program =
        "!!ARBfp1.0\nTEMP a, b;\n"
        "TEX a, fragment.texcoord[0], texture[3], 2D;\n"
        "TEX b, fragment.texcoord[1], texture[5], CUBE;\n"
        "MOV a.b, b.r;\nMOV result.color, a;\nEND\n";
    RenderResult r = RenderFragmentProgram(request);
    ASSERT_TRUE(r.ok()) << r.error;
    EXPECT_EQ(r.At(0, 0, 2), (Vec4{1, 0, 0.625f, 1}));
    EXPECT_EQ(r.At(1, 0, 2), (Vec4{0, 1, 0.625f, 1}));
}

TEST(MesaSupport, IncompleteTextureSamplesOpaqueBlack) {
    REQUIRE_MESA();
    TextureSpec t;
    // 2x2, so a complete mipmap needs level 1 too (a 1x1 level 0 would be complete alone).
    t.levels = {{2, 2, 1, std::vector<float>(16, 1.0f)}};
    t.min_filter = 0x2701;  // GL_LINEAR_MIPMAP_NEAREST
    t.max_level = 4;        // only level 0 exists
    RenderRequest request;
    request.textures = {t};
    request.float_target = true;
    request.program = "!!ARBfp1.0\nTEX result.color, fragment.texcoord[0], texture[0], 2D;\nEND\n";
    RenderResult r = RenderFragmentProgram(request);
    ASSERT_TRUE(r.ok()) << r.error;
    EXPECT_EQ(r.At(0, 0, request.width), (Vec4{0, 0, 0, 1}));
}

TEST(MesaSupport, ShadowTargetComparesDepth) {
    REQUIRE_MESA();
    TextureSpec t;
    t.depth_texture = true;
    t.levels = {{2, 1, 1, {0.25f, 0.75f}}};
    t.parameters = {{0x884C, float(0x884E)},   // TEXTURE_COMPARE_MODE = COMPARE_R_TO_TEXTURE
                    {0x884D, float(0x0203)},   // TEXTURE_COMPARE_FUNC = LEQUAL
                    {0x884B, float(0x1909)}};  // DEPTH_TEXTURE_MODE = LUMINANCE
    RenderRequest request;
    request.width = 2;
    request.height = 1;
    request.float_target = true;
    request.textures = {t};
    for (int i = 0; i < 4; ++i) {
        request.corners[i].texcoords[0] = {(i == 1 || i == 2) ? 1.f : 0.f, 0.5f, 0.5f, 1};
    }
    request.program =
        "!!ARBfp1.0\nOPTION ARB_fragment_program_shadow;\n"
        "TEX result.color, fragment.texcoord[0], texture[0], SHADOW2D;\nEND\n";
    RenderResult r = RenderFragmentProgram(request);
    ASSERT_TRUE(r.ok()) << r.error;
    EXPECT_EQ(r.At(0, 0, 2), (Vec4{0, 0, 0, 1}));  // r 0.5 <= 0.25 fails
    EXPECT_EQ(r.At(1, 0, 2), (Vec4{1, 1, 1, 1}));  // r 0.5 <= 0.75 passes
}

TEST(MesaSupport, WritesDepthAndReadsFogState) {
    REQUIRE_MESA();
    RenderRequest request;
    request.width = request.height = 1;
    request.float_target = true;
    request.read_depth = true;
    request.fog.mode = 0x2601;  // GL_LINEAR
    request.fog.start = 1;
    request.fog.end = 3;
    request.fog.color = {0.25f, 0.5f, 0.75f, 1};
    request.program =
        "!!ARBfp1.0\nTEMP t;\n"
        "MOV t.xy, state.fog.params.yzww;\n"  // start, end
        "MOV t.z, state.fog.color.z;\n"
        "MOV t.w, state.fog.params.w;\n"  // 1 / (end - start)
        "MOV result.color, t;\nMOV result.depth.z, 0.25;\nEND\n";
    RenderResult r = RenderFragmentProgram(request);
    ASSERT_TRUE(r.ok()) << r.error;
    EXPECT_EQ(r.At(0, 0, 1), (Vec4{1, 3, 0.75f, 0.5f}));
    ASSERT_EQ(r.depth.size(), 1u);
    EXPECT_EQ(r.depth[0], 0.25f);
}

TEST(MesaSupport, ReportsAProgramThatDoesNotLoad) {
    REQUIRE_MESA();
    RenderRequest request;
    request.program = "!!ARBfp1.0\nMOV result.color, fragment.colour;\nEND\n";
    RenderResult r = RenderFragmentProgram(request);
    EXPECT_FALSE(r.ok());
    EXPECT_FALSE(r.load.ok);
    EXPECT_EQ(r.error.rfind("program: ", 0), 0u) << r.error;
}

}  // namespace
}  // namespace tessera::testing
