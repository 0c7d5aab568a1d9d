// SPDX-License-Identifier: MIT
// The drawing context: parameter resolution, the vertex stage and draw calls.
#include "runtime/gl/context.h"

#include <gtest/gtest.h>

#include "lang/arbfp/reader/reader.h"
#include "runtime/fast_exec/fast_draw.h"
#include "runtime/raster/scene.h"

namespace tessera::runtime::gl {
namespace {

using lang::arbasm::fragment::ParameterBinding;
constexpr ProgramTarget kFragment = ProgramTarget::kFragmentProgram;
constexpr ProgramTarget kVertex = ProgramTarget::kVertexProgram;
constexpr int kSize = 32;

// A context whose object coordinates are window pixels, like piglit's `ortho`.
Context PixelContext() {
    Context c(kSize, kSize);
    EXPECT_EQ(c.State().SetMatrixMode(MatrixMode::kProjection), GlError::kNoError);
    EXPECT_EQ(c.State().Ortho(0, kSize, 0, kSize, -1, 1), GlError::kNoError);
    EXPECT_EQ(c.State().SetMatrixMode(MatrixMode::kModelview), GlError::kNoError);
    c.Clear(true, true);
    return c;
}

std::array<std::uint8_t, 4> Pixel(const Context& c, int x, int y) {
    const Vec4& v = c.Framebuffer().ColorAt(x, y);
    return {raster::FloatToUnorm8(v[0]), raster::FloatToUnorm8(v[1]), raster::FloatToUnorm8(v[2]),
            raster::FloatToUnorm8(v[3])};
}

int CountPixels(const Context& c, const std::array<std::uint8_t, 4>& value) {
    int n = 0;
    for (int y = 0; y < kSize; ++y)
        for (int x = 0; x < kSize; ++x) n += Pixel(c, x, y) == value ? 1 : 0;
    return n;
}

bool ReaderAvailable() {
    return lang::arbfp::ReadProgram("!!ARBfp1.0\nMOV result.color, fragment.color;\nEND\n")
        .program.has_value();
}

TEST(ContextTest, ResolveParameters) {
    Context c(4, 4);
    lang::arbasm::fragment::Program program;
    ParameterBinding constant;
    constant.kind = ParameterBinding::Kind::kConstant;
    constant.constant = {1, 2, 3, 4};
    ParameterBinding env;
    env.kind = ParameterBinding::Kind::kEnv;
    env.index = 3;
    ParameterBinding local;
    local.kind = ParameterBinding::Kind::kLocal;
    local.index = 5;
    ParameterBinding fog;
    fog.kind = ParameterBinding::Kind::kState;
    fog.state.kind = lang::arbasm::fragment::StateBinding::Kind::kFogParams;
    program.parameters = {constant, env, local, fog};

    ASSERT_EQ(c.Programs().ProgramEnvParameter4f(kFragment, 3, 5, 6, 7, 8), GlError::kNoError);
    ASSERT_EQ(c.Programs().ProgramEnvParameter4f(kVertex, 3, -1, -1, -1, -1), GlError::kNoError);
    ASSERT_EQ(c.Programs().ProgramLocalParameter4f(kFragment, 5, 0.5f, 0.25f, 0, 1),
              GlError::kNoError);
    c.State().FogState().start = 1;
    c.State().FogState().end = 5;
    const std::vector<Vec4> values = c.ResolveParameters(program);
    ASSERT_EQ(values.size(), 4u);
    EXPECT_EQ(values[0], (Vec4{1, 2, 3, 4}));
    EXPECT_EQ(values[1], (Vec4{5, 6, 7, 8}));
    EXPECT_EQ(values[2], (Vec4{0.5f, 0.25f, 0, 1}));
    EXPECT_EQ(values[3], (Vec4{1, 1, 5, 0.25f}));
}

TEST(ContextTest, RectCoversExactlyItsPixels) {
    Context c = PixelContext();
    c.Current().color = {0.2f, 0.4f, 0.6f, 1};
    ASSERT_EQ(c.DrawRect(0, 0, 10, 10), GlError::kNoError);
    EXPECT_EQ(c.LastDrawStats().written, 100u);
    const std::array<std::uint8_t, 4> expected = {51, 102, 153, 255};
    EXPECT_EQ(CountPixels(c, expected), 100);
    for (int y = 0; y < 10; ++y)
        for (int x = 0; x < 10; ++x) EXPECT_EQ(Pixel(c, x, y), expected) << x << "," << y;
    EXPECT_EQ(Pixel(c, 10, 0), (std::array<std::uint8_t, 4>{0, 0, 0, 0}));
}

TEST(ContextTest, RectEdgesThroughPixelCentres) {
    Context c = PixelContext();
    // Centres x + 0.5 in [2.5, 7.5) and y + 0.5 in [0.5, 1.5): the left and bottom edges
    // own their centres, the right and top ones do not, so pixels 2..6 of row 0.
    ASSERT_EQ(c.DrawRect(2.5f, 0.5f, 5, 1), GlError::kNoError);
    EXPECT_EQ(CountPixels(c, {255, 255, 255, 255}), 5);
    for (int x = 2; x <= 6; ++x)
        EXPECT_EQ(Pixel(c, x, 0), (std::array<std::uint8_t, 4>{255, 255, 255, 255}));
}

TEST(ContextTest, EnabledFragmentProgramWithoutProgramIsInvalidOperation) {
    Context c = PixelContext();
    c.Enable(Capability::kFragmentProgram);
    EXPECT_EQ(c.DrawRect(0, 0, 8, 8), GlError::kInvalidOperation);
    EXPECT_EQ(CountPixels(c, {0, 0, 0, 0}), kSize * kSize);
    EXPECT_EQ(c.TakeError(), GlError::kInvalidOperation);
    EXPECT_EQ(c.TakeError(), GlError::kNoError);
    c.Disable(Capability::kFragmentProgram);
    EXPECT_EQ(c.DrawRect(0, 0, 8, 8), GlError::kNoError);
    EXPECT_EQ(CountPixels(c, {255, 255, 255, 255}), 64);
}

TEST(ContextTest, FragmentProgramDrawsLocalParameter) {
    if (!ReaderAvailable()) GTEST_SKIP() << "the ARBfp reader is still a placeholder";
    Context c = PixelContext();
    ASSERT_EQ(c.Programs().ProgramString(kFragment, ProgramFormat::kAscii,
                                         "!!ARBfp1.0\nMOV result.color, program.local[0];\nEND\n"),
              GlError::kNoError);
    ASSERT_EQ(c.Programs().ProgramLocalParameter4f(kFragment, 0, 0.25f, 0.5f, 0.75f, 1),
              GlError::kNoError);
    c.Enable(Capability::kFragmentProgram);
    ASSERT_EQ(c.DrawRect(4, 4, 4, 2), GlError::kNoError);
    // round(0.25 * 255) = 64, round(127.5) = 128, round(191.25) = 191.
    EXPECT_EQ(CountPixels(c, {64, 128, 191, 255}), 8);
    EXPECT_EQ(Pixel(c, 4, 4), (std::array<std::uint8_t, 4>{64, 128, 191, 255}));
}

TEST(ContextTest, FragmentProgramReadsInterpolatedColor) {
    if (!ReaderAvailable()) GTEST_SKIP() << "the ARBfp reader is still a placeholder";
    Context c = PixelContext();
    ASSERT_EQ(c.Programs().ProgramString(kFragment, ProgramFormat::kAscii,
                                         "!!ARBfp1.0\nMOV result.color, fragment.color;\nEND\n"),
              GlError::kNoError);
    c.Enable(Capability::kFragmentProgram);
    c.Current().color = {0, 1, 0, 1};
    ASSERT_EQ(c.DrawRect(0, 0, 2, 2), GlError::kNoError);
    EXPECT_EQ(CountPixels(c, {0, 255, 0, 255}), 4);
}

TEST(ContextTest, PassThroughVertexProgramCopiesOnlyWhatItMoves) {
    Context c = PixelContext();
    c.Current().color = {1, 0, 0, 1};
    ASSERT_EQ(
        c.Programs().ProgramString(
            kVertex, ProgramFormat::kAscii,
            "!!ARBvp1.0\nOPTION ARB_position_invariant;\nMOV result.color, vertex.color;\nEND\n"),
        GlError::kNoError);
    c.Enable(Capability::kVertexProgram);
    ASSERT_EQ(c.DrawRect(0, 0, 4, 4), GlError::kNoError);
    EXPECT_EQ(CountPixels(c, {255, 0, 0, 255}), 16);
    // Without the MOV, result.color is undefined: Tessera's (0,0,0,1).
    ASSERT_EQ(c.Programs().ProgramString(kVertex, ProgramFormat::kAscii,
                                         "!!ARBvp1.0 OPTION ARB_position_invariant; END"),
              GlError::kNoError);
    ASSERT_EQ(c.DrawRect(10, 10, 2, 2), GlError::kNoError);
    EXPECT_EQ(CountPixels(c, {0, 0, 0, 255}), 4);
}

TEST(ContextTest, FixedFunctionVertexStage) {
    Context c(4, 4);
    ASSERT_EQ(c.State().SetMatrixMode(MatrixMode::kTexture, 2), GlError::kNoError);
    c.State().Scale(2, 3, 1);
    ASSERT_EQ(c.State().SetMatrixMode(MatrixMode::kModelview), GlError::kNoError);
    c.State().Translate(0, 0, -5);
    raster::Vertex v = c.MakeVertex(1, 1, 0);
    v.texcoord[2] = {0.5f, 0.5f, 0, 1};
    v.fogcoord = 0.75f;
    raster::Vertex out = c.RunVertexStage(v);
    EXPECT_EQ(out.position, (Vec4{1, 1, -5, 1}));  // identity projection
    EXPECT_EQ(out.texcoord[2], (Vec4{1, 1.5f, 0, 1}));
    EXPECT_EQ(out.texcoord[0], (Vec4{0, 0, 0, 1}));
    EXPECT_EQ(out.fogcoord, 5);  // FRAGMENT_DEPTH: |z_eye|
    c.State().FogState().source = FogCoordinateSource::kFogCoordinate;
    out = c.RunVertexStage(v);
    EXPECT_EQ(out.fogcoord, 0.75f);
}

std::vector<raster::Vertex> FullScreen(Context& c, float z, const Vec4& color) {
    c.Current().color = color;
    const raster::Vertex a = c.MakeVertex(-1, -1, z), b = c.MakeVertex(1, -1, z);
    const raster::Vertex d = c.MakeVertex(-1, 1, z), e = c.MakeVertex(1, 1, z);
    return {a, b, d, d, b, e};
}

TEST(ContextTest, DepthTest) {
    Context c(4, 4);
    c.Clear(true, true);
    c.Enable(Capability::kDepthTest);
    ASSERT_EQ(c.DrawTriangles(FullScreen(c, 0, {1, 0, 0, 1})), GlError::kNoError);
    EXPECT_EQ(c.Framebuffer().DepthAt(1, 1), 0.5f);  // window z = 0 * 0.5 + 0.5
    ASSERT_EQ(c.DrawTriangles(FullScreen(c, 0.5f, {0, 1, 0, 1})), GlError::kNoError);
    EXPECT_EQ(c.LastDrawStats().written, 0u);
    EXPECT_EQ(Pixel(c, 2, 2), (std::array<std::uint8_t, 4>{255, 0, 0, 255}));
    ASSERT_EQ(c.DrawTriangles(FullScreen(c, -0.5f, {0, 0, 1, 1})), GlError::kNoError);
    EXPECT_EQ(Pixel(c, 2, 2), (std::array<std::uint8_t, 4>{0, 0, 255, 255}));
    EXPECT_EQ(c.Framebuffer().DepthAt(3, 0), 0.25f);
    // With the test off, fragments always pass and the depth buffer is left alone.
    c.Disable(Capability::kDepthTest);
    ASSERT_EQ(c.DrawTriangles(FullScreen(c, 0.9f, {1, 1, 0, 1})), GlError::kNoError);
    EXPECT_EQ(Pixel(c, 2, 2), (std::array<std::uint8_t, 4>{255, 255, 0, 255}));
    EXPECT_EQ(c.Framebuffer().DepthAt(3, 0), 0.25f);
}

TEST(ContextTest, ViewportAndDepthRange) {
    Context c(8, 8);
    c.Clear(true, true);
    ASSERT_EQ(c.SetViewport(4, 0, 4, 4), GlError::kNoError);
    EXPECT_EQ(c.SetViewport(0, 0, -1, 4), GlError::kInvalidValue);
    c.State().SetDepthRange(0.5, 1);
    c.Enable(Capability::kDepthTest);
    ASSERT_EQ(c.DrawTriangles(FullScreen(c, 0, {1, 1, 1, 1})), GlError::kNoError);
    EXPECT_EQ(c.LastDrawStats().written, 16u);  // the viewport's 4x4 pixels
    EXPECT_EQ(Pixel(c, 4, 0), (std::array<std::uint8_t, 4>{255, 255, 255, 255}));
    EXPECT_EQ(Pixel(c, 3, 0), (std::array<std::uint8_t, 4>{0, 0, 0, 0}));
    EXPECT_EQ(c.Framebuffer().DepthAt(5, 1), 0.75f);  // 0 * 0.25 + 0.75
}

TEST(ContextTest, DefaultSceneFogCoordinateReachesTheProgram) {
    if (!ReaderAvailable()) GTEST_SKIP() << "the ARBfp reader is still a placeholder";
    Context c(4, 4);
    ASSERT_EQ(c.Programs().ProgramString(kFragment, ProgramFormat::kAscii,
                                         "!!ARBfp1.0\nMOV result.color, fragment.fogcoord;\nEND\n"),
              GlError::kNoError);
    c.Enable(Capability::kFragmentProgram);
    c.State().FogState().source = FogCoordinateSource::kFogCoordinate;
    ASSERT_EQ(c.DrawTriangles(raster::DefaultScene()), GlError::kNoError);
    // The scene's fog coordinate runs 0..1 across x; fragment.fogcoord is (f, 0, 0, 1).
    // Pixel column 0 has its centre at x = 0.125: round(0.125 * 255) = 32; column 3 at
    // 0.875: round(223.125) = 223.
    EXPECT_EQ(Pixel(c, 0, 2), (std::array<std::uint8_t, 4>{32, 0, 0, 255}));
    EXPECT_EQ(Pixel(c, 3, 1), (std::array<std::uint8_t, 4>{223, 0, 0, 255}));
}

TEST(ContextTest, FragmentPositionIsPixelCentreDepthAndInverseW) {
    if (!ReaderAvailable()) GTEST_SKIP() << "the ARBfp reader is still a placeholder";
    Context c(16, 16);
    ASSERT_EQ(
        c.Programs().ProgramString(
            kFragment, ProgramFormat::kAscii,
            "!!ARBfp1.0\nMUL result.color, fragment.position, {0.0625, 0.0625, 1, 0.5};\nEND\n"),
        GlError::kNoError);
    c.Enable(Capability::kFragmentProgram);
    // Full-screen quad at z_ndc = 0 (window z 0.5) with w = 1 everywhere.
    ASSERT_EQ(c.DrawTriangles(FullScreen(c, 0, {1, 1, 1, 1})), GlError::kNoError);
    // Pixel (3, 5): (3.5/16, 5.5/16, 0.5, 1 * 0.5) -> round(55.78) = 56, round(87.66) = 88,
    // round(127.5) = 128, 128.
    EXPECT_EQ(Pixel(c, 3, 5), (std::array<std::uint8_t, 4>{56, 88, 128, 128}));
}

// Tessera's MaxTexCoords extension (ProgramObjects::ExtendTexCoordSets): a ninth texture
// coordinate set written by the vertex program and read by the fragment program, on both
// fragment executors. Without it, the readers refuse set 8 as ARB's limit of 8 says.
TEST(ContextTest, NinthTexCoordSetWithExtension) {
    const char* vertex = "!!ARBvp1.0\nMOV result.position, vertex.position;\n"
                         "MOV result.texcoord[8], vertex.texcoord[0];\nEND\n";
    const char* fragment = "!!ARBfp1.0\nMOV result.color, fragment.texcoord[8];\nEND\n";
    for (const auto executor : {exec::fast::Executor::kReference, exec::fast::Executor::kFast}) {
        const exec::fast::Executor before = exec::fast::SelectedExecutor();
        exec::fast::SelectExecutor(executor);
        Context c(4, 4);
        c.Clear(true, true);
        EXPECT_EQ(c.Programs().ProgramString(kVertex, ProgramFormat::kAscii, vertex),
                  GlError::kInvalidOperation);
        EXPECT_EQ(c.Programs().ProgramString(kFragment, ProgramFormat::kAscii, fragment),
                  GlError::kInvalidOperation);
        EXPECT_NE(c.Programs().ErrorString().find("out of range"), std::string::npos);
        c.Programs().ExtendTexCoordSets(16);
        ASSERT_EQ(c.Programs().ProgramString(kVertex, ProgramFormat::kAscii, vertex), GlError::kNoError);
        ASSERT_EQ(c.Programs().ProgramString(kFragment, ProgramFormat::kAscii, fragment),
                  GlError::kNoError);
        c.Enable(Capability::kVertexProgram);
        c.Enable(Capability::kFragmentProgram);
        // A full-window quad (w = 1) whose texcoord[0] is (s, t) = ((x + 1) / 2, (y + 1) / 2)
        // of its clip corner, r = 0.5, q = 1: interpolated linearly, pixel (i, j) reads
        // ((i + 0.5) / 4, (j + 0.5) / 4, 0.5, 1); times 255, rounded: 0.125 -> 31.875 -> 32,
        // 0.375 -> 95.625 -> 96, 0.625 -> 159.375 -> 159, 0.875 -> 223.125 -> 223, 0.5 -> 128.
        std::vector<raster::Vertex> quad = FullScreen(c, 0, {1, 1, 1, 1});
        for (raster::Vertex& v : quad)
            v.texcoord[0] = {(v.position[0] + 1) / 2, (v.position[1] + 1) / 2, 0.5f, 1};
        ASSERT_EQ(c.DrawTriangles(quad), GlError::kNoError);
        const std::uint8_t expected[4] = {32, 96, 159, 223};
        for (int j = 0; j < 4; ++j)
            for (int i = 0; i < 4; ++i)
                EXPECT_EQ(Pixel(c, i, j), (std::array<std::uint8_t, 4>{expected[i], expected[j], 128, 255}))
                    << i << "," << j << " executor " << static_cast<int>(executor);
        exec::fast::SelectExecutor(before);
    }
}

}  // namespace
}  // namespace tessera::runtime::gl
