// SPDX-License-Identifier: MIT
// The GL context with the NVIDIA fragment options: the extension names, programs that load
// through ProgramStringARB and draw (on the reference interpreter, whichever executor is
// selected: fast_draw.h's fallback), and fragment.facing from the rasterizer (fp2 3.11.3.1:
// -1 for a back-facing polygon, +1 otherwise; GL 1.4 section 2.14.1 for the facing), and a
// vertex program with NV_vertex_program2_option drawn through the context, clipping with
// its result.clip[n] distances.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "runtime/fast_exec/fast_draw.h"
#include "runtime/gl/context.h"

namespace tessera::runtime::gl {
namespace {

constexpr ProgramTarget kFragment = ProgramTarget::kFragmentProgram;
constexpr int kSize = 32;

Context PixelContext(const std::string& program) {
    Context c(kSize, kSize);
    EXPECT_EQ(c.State().SetMatrixMode(MatrixMode::kProjection), GlError::kNoError);
    EXPECT_EQ(c.State().Ortho(0, kSize, 0, kSize, -1, 1), GlError::kNoError);
    EXPECT_EQ(c.State().SetMatrixMode(MatrixMode::kModelview), GlError::kNoError);
    c.Clear(true, true);
    auto& programs = c.Programs();
    programs.BindProgram(kFragment, programs.GenPrograms(1)[0]);
    EXPECT_EQ(programs.ProgramString(kFragment, ProgramFormat::kAscii, program), GlError::kNoError)
        << programs.ErrorString();
    c.Enable(Capability::kFragmentProgram);
    return c;
}

std::array<std::uint8_t, 4> Pixel(const Context& c, int x, int y) {
    const Vec4& v = c.Framebuffer().ColorAt(x, y);
    return {raster::FloatToUnorm8(v[0]), raster::FloatToUnorm8(v[1]), raster::FloatToUnorm8(v[2]),
            raster::FloatToUnorm8(v[3])};
}

TEST(NvFragmentContextTest, ExtensionsNameTheOptions) {
    const Context c(4, 4);
    const std::vector<std::string> names = c.Extensions();
    EXPECT_NE(std::find(names.begin(), names.end(), "GL_NV_fragment_program_option"), names.end());
    EXPECT_NE(std::find(names.begin(), names.end(), "GL_NV_fragment_program2"), names.end());
    EXPECT_NE(std::find(names.begin(), names.end(), "GL_NV_vertex_program3"), names.end());
    const Context arb(4, 4, lang::arbasm::fragment::Limits::Default());
    const std::vector<std::string> arb_names = arb.Extensions();
    EXPECT_EQ(std::find(arb_names.begin(), arb_names.end(), "GL_NV_fragment_program2"),
              arb_names.end());
}

// A counter-clockwise triangle (front under FrontFace CCW) at the bottom left and a
// clockwise one at the top right: facing (f, 0, 0, 1) * 0.5 + 0.5 is (1, .5, .5, 1) on the
// front one and (0, .5, .5, 1) on the back one; FrontFace CW swaps them.
TEST(NvFragmentContextTest, FacingFollowsWindingAndFrontFace) {
    const std::string program =
        "!!ARBfp1.0\nOPTION NV_fragment_program2;\n"
        "MAD result.color, fragment.facing, 0.5, 0.5;\nEND\n";
    for (const FrontFace mode : {FrontFace::kCcw, FrontFace::kCw}) {
        Context c = PixelContext(program);
        c.SetFrontFace(mode);
        const std::vector<raster::Vertex> triangles = {
            c.MakeVertex(0, 0, 0),   c.MakeVertex(16, 0, 0),  c.MakeVertex(0, 16, 0),
            c.MakeVertex(20, 20, 0), c.MakeVertex(20, 30, 0), c.MakeVertex(30, 20, 0)};
        ASSERT_EQ(c.DrawTriangles(triangles), GlError::kNoError);
        const std::uint8_t front = mode == FrontFace::kCcw ? 255 : 0;
        EXPECT_EQ(Pixel(c, 2, 2), (std::array<std::uint8_t, 4>{front, 128, 128, 255}));
        EXPECT_EQ(Pixel(c, 22, 22), (std::array<std::uint8_t, 4>{
                                        static_cast<std::uint8_t>(255 - front), 128, 128, 255}));
    }
}

// An fp2 program with a loop whose count is program.local[0] (4 iterations of + 0.125),
// an IF on the window x and a DDX of fragment.position (1 along x): drawn through the
// context with the fast executor selected and with the reference, the same picture.
TEST(NvFragmentContextTest, LoopProgramDrawsTheSameOnEitherExecutor) {
    const std::string program =
        "!!ARBfp1.0\nOPTION NV_fragment_program2;\nTEMP R0, R1;\nMOV R0, 0;\n"
        "REP program.local[0];\nADD R0.x, R0.x, 0.125;\nENDREP;\n"
        "SUBC R1.x, fragment.position.x, 16;\nIF GT.x;\nMOV R0.y, 1;\nENDIF;\n"
        "DDX R0.z, fragment.position.x;\nMOV R0.w, 1;\nMOV result.color, R0;\nEND\n";
    std::vector<std::vector<std::uint8_t>> pictures;
    for (const auto executor : {exec::fast::Executor::kFast, exec::fast::Executor::kReference}) {
        const exec::fast::Executor before = exec::fast::SelectedExecutor();
        exec::fast::SelectExecutor(executor);
        Context c = PixelContext(program);
        const float local[4] = {4, 0, 0, 0};
        ASSERT_EQ(c.Programs().ProgramLocalParameter4fv(kFragment, 0, local), GlError::kNoError);
        const std::vector<raster::Vertex> quad = {c.MakeVertex(0, 0, 0),  c.MakeVertex(32, 0, 0),
                                                  c.MakeVertex(0, 32, 0), c.MakeVertex(0, 32, 0),
                                                  c.MakeVertex(32, 0, 0), c.MakeVertex(32, 32, 0)};
        ASSERT_EQ(c.DrawTriangles(quad), GlError::kNoError);
        exec::fast::SelectExecutor(before);
        EXPECT_EQ(Pixel(c, 3, 5), (std::array<std::uint8_t, 4>{128, 0, 255, 255}));
        EXPECT_EQ(Pixel(c, 20, 5), (std::array<std::uint8_t, 4>{128, 255, 255, 255}));
        pictures.push_back(c.Framebuffer().ReadRgba8());
    }
    EXPECT_EQ(pictures[0], pictures[1]);
}

// A vertex program with NV_vertex_program2_option loads and draws (on the reference vertex
// executor, whichever executor is selected): SSG (vp2 2.14.5.41) of (0.5, -1, 0, 0) is
// (1, -1, 0, 0), * 0.5 + 0.5 is (1, 0, 0.5, 0.5) at every vertex, the color of every pixel.
TEST(NvFragmentContextTest, NvVertexProgramDraws) {
    Context c(kSize, kSize);
    c.Clear(true, true);
    auto& programs = c.Programs();
    programs.BindProgram(ProgramTarget::kVertexProgram, programs.GenPrograms(1)[0]);
    const std::string vp = "!!ARBvp1.0\nOPTION NV_vertex_program2;\nTEMP R0;\n"
                           "MOV result.position, vertex.position;\n"
                           "SSG R0, {0.5, -1, 0, 0};\nMAD result.color, R0, 0.5, 0.5;\nEND\n";
    ASSERT_EQ(programs.ProgramString(ProgramTarget::kVertexProgram, ProgramFormat::kAscii, vp),
              GlError::kNoError)
        << programs.ErrorString();
    c.Enable(Capability::kVertexProgram);
    const std::vector<raster::Vertex> quad = {c.MakeVertex(-1, -1, 0), c.MakeVertex(1, -1, 0),
                                              c.MakeVertex(-1, 1, 0),  c.MakeVertex(-1, 1, 0),
                                              c.MakeVertex(1, -1, 0),  c.MakeVertex(1, 1, 0)};
    ASSERT_EQ(c.DrawTriangles(quad), GlError::kNoError);
    EXPECT_EQ(Pixel(c, 7, 9), (std::array<std::uint8_t, 4>{255, 0, 128, 128}));
}

// Pixels whose red channel is full, of a window drawn white on black.
int WhitePixels(const Context& c) {
    int count = 0;
    for (int y = 0; y < kSize; ++y)
        for (int x = 0; x < kSize; ++x) count += Pixel(c, x, y)[0] == 255;
    return count;
}

// NV_vertex_program2_option's result.clip[n]: with plane n enabled, the GL keeps the part of
// a primitive where the distance is >= 0 (GL 2.0 section 2.12 with the program's distance);
// a disabled plane clips nothing, whatever the program writes to it. The quad fills the
// 32x32 window in clip coordinates; distance 0 is x and distance 1 is y, so plane 0 keeps
// x >= 0, the columns whose centres (i + 0.5) / 16 - 1 are positive: i >= 16, 16 of 32, 512
// pixels; planes 0 and 1 keep the upper right quarter, 256 pixels; none keeps all 1024.
TEST(NvFragmentContextTest, ClipDistancesOfEnabledPlanesClip) {
    const std::string vp = "!!ARBvp1.0\nOPTION NV_vertex_program2;\n"
                           "MOV result.position, vertex.position;\nMOV result.color, {1, 1, 1, 1};\n"
                           "MOV result.clip[0].x, vertex.position.x;\nMOV result.clip[1].x, vertex.position.y;\nEND\n";
    const std::vector<std::pair<std::vector<int>, int>> cases = {{{}, 1024}, {{0}, 512}, {{0, 1}, 256}, {{2}, 1024}};
    for (const auto& [enabled, white] : cases) {
        Context c(kSize, kSize);
        c.Clear(true, true);
        auto& programs = c.Programs();
        programs.BindProgram(ProgramTarget::kVertexProgram, programs.GenPrograms(1)[0]);
        ASSERT_EQ(programs.ProgramString(ProgramTarget::kVertexProgram, ProgramFormat::kAscii, vp), GlError::kNoError)
            << programs.ErrorString();
        c.Enable(Capability::kVertexProgram);
        for (int plane : enabled) c.State().EnableClipPlane(plane, true);
        EXPECT_TRUE(c.UserClippingApplies());
        const std::vector<raster::Vertex> quad = {c.MakeVertex(-1, -1, 0), c.MakeVertex(1, -1, 0),
                                                  c.MakeVertex(-1, 1, 0),  c.MakeVertex(-1, 1, 0),
                                                  c.MakeVertex(1, -1, 0),  c.MakeVertex(1, 1, 0)};
        ASSERT_EQ(c.DrawTriangles(quad), GlError::kNoError);
        EXPECT_EQ(WhitePixels(c), white) << enabled.size() << " planes enabled";
        if (enabled.size() == 1 && enabled[0] == 0) {
            EXPECT_EQ(Pixel(c, 15, 3)[0], 0);
            EXPECT_EQ(Pixel(c, 16, 3)[0], 255);
        }
    }
}

}  // namespace
}  // namespace tessera::runtime::gl
