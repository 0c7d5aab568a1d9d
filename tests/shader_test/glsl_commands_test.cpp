// SPDX-License-Identifier: MIT
// The shader_runner commands issue 32 added to the runner, one test each: `uniform uint`,
// `link error`, `texture rgbw 1D`, `texture rgbw 3D`, `probe depth` and `clip plane`; and
// `probe warn all rgba` (issue 34).
// Expected values come from piglit's behaviour on Mesa 22.3 llvmpipe (run with the same
// commands; each comment says what Mesa showed) or from the GL specification.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "shader_test/runner.h"

namespace tessera::shader_test {
namespace {

Result RunText(const std::string& text) {
    return RunSource(support::SourceFile("commands.shader_test", text));
}

// Runs `text`, which must end with `outcome` for `reason`.
void ExpectOutcome(const std::string& text, Outcome outcome, const std::string& reason) {
    const Result r = RunText(text);
    EXPECT_EQ(r.outcome, outcome) << r.reason;
    EXPECT_EQ(r.reason, reason);
}

void ExpectPass(const std::string& text) {
    const Result r = RunText(text);
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

// A GLSL test: `fragment` as the fragment shader (from line 7) behind the pass-through
// vertex stage, and `commands` as its [test] section, whose header is on line 9 when the
// shader is one line.
std::string GlslTest(const std::string& fragment, const std::string& commands) {
    return "[require]\nGLSL >= 1.10\n\n[vertex shader passthrough]\n\n[fragment shader]\n" +
           fragment + "\n\n[test]\n" + commands;
}

TEST(UniformUint, SetsBoolUniforms) {
    // glUniform*ui may set bool uniforms (OpenGL 3.0 section 2.20.3); any non-zero value is
    // true. Mesa: `uniform uint b 1` gives 1.0, `uniform uvec2 bv 0 3` gives (false, true).
    ExpectPass(
        GlslTest("uniform bool b;\nuniform bvec2 bv;\n"
                 "void main() { gl_FragColor = vec4(float(b), float(bv.x), float(bv.y), 1.0); }",
                 "uniform uint b 7\nuniform uvec2 bv 0 3\ndraw rect -1 -1 2 2\n"
                 "probe all rgba 1 0 1 1\n"));
}

TEST(UniformUint, RefusesOtherTypes) {
    // glUniform1ui on a float raises INVALID_OPERATION (Mesa leaves the float at 0): the
    // runner says so instead of running on with a value the test did not mean.
    ExpectOutcome(
        GlslTest("uniform float f;\nvoid main() { gl_FragColor = vec4(f); }", "uniform uint f 1\n"),
        Outcome::kFail,
        "line 11: 'uniform uint' cannot set 'f' of type 'float': glUniform*ui sets only "
        "unsigned and bool uniforms and raises INVALID_OPERATION on others (OpenGL 3.0 "
        "section 2.20.3)");
}

TEST(LinkCommands, LinkErrorFailsALinkedProgram) {
    const std::string shader = "void main() { gl_FragColor = vec4(0.0, 1.0, 0.0, 1.0); }";
    // shader_runner fails `link error` when the program links.
    ExpectOutcome(GlslTest(shader, "link error\n"), Outcome::kFail,
                  "line 10: the program linked, but the test expects a link error");
    ExpectPass(GlslTest(shader, "link success\n"));
}

TEST(LinkCommands, ACompileErrorFailsBeforeLinkError) {
    // shader_runner fails a shader that does not compile before its commands run, even
    // when the test expects a link error.
    const Result r = RunText(GlslTest("void main() { gl_FragColor = 1; }", "link error\n"));
    EXPECT_EQ(r.outcome, Outcome::kFail);
    EXPECT_NE(r.reason.find("[fragment shader] does not compile"), std::string::npos) << r.reason;
}

// Binds `texture_command`'s texture to `sampler` tex, then for each coordinate sets uniform
// vec3 c to it, draws `lookup` (of tex at c) and probes pixel (0, 0) for the color.
void ExpectTexels(const std::string& sampler, const std::string& lookup,
                  const std::string& texture_command,
                  const std::vector<std::pair<std::string, std::string>>& coordinate_color) {
    const std::string shader = "uniform " + sampler + " tex;\nuniform vec3 c;\n" +
                               "void main() { gl_FragColor = " + lookup + "; }";
    std::string commands = "uniform int tex 0\n" + texture_command + "\n";
    for (const auto& [coordinate, color] : coordinate_color)
        commands += "uniform vec3 c " + coordinate + "\ndraw rect -1 -1 2 2\nprobe rgba 0 0 " +
                    color + "\n";
    ExpectPass(GlslTest(shader, commands));
}

TEST(TextureRgbw, OneDimensional) {
    // Mesa: 4 texels, red, green, blue, white; s = 0.3 is in texel 1, s = 1.3 and -0.2
    // clamp to the edge texels (NEAREST, CLAMP_TO_EDGE).
    ExpectTexels("sampler1D", "texture1D(tex, c.x)", "texture rgbw 1D 0",
                 {{"0.125 0 0", "1 0 0 1"},
                  {"0.3 0 0", "0 1 0 1"},
                  {"0.625 0 0", "0 0 1 1"},
                  {"0.875 0 0", "1 1 1 1"},
                  {"1.3 0 0", "1 1 1 1"},
                  {"-0.2 0 0", "1 0 0 1"}});
}

TEST(TextureRgbw, ThreeDimensional) {
    // Mesa (texelFetch and texture3D at each texel's centre): 2x2x2, slice 0 red, green /
    // blue, white; slice 1 yellow, magenta / cyan, black; beyond the edges the edge texels.
    ExpectTexels("sampler3D", "texture3D(tex, c)", "texture rgbw 3D 0",
                 {{"0.25 0.25 0.25", "1 0 0 1"},
                  {"0.75 0.25 0.25", "0 1 0 1"},
                  {"0.25 0.75 0.25", "0 0 1 1"},
                  {"0.75 0.75 0.25", "1 1 1 1"},
                  {"0.25 0.25 0.75", "1 1 0 1"},
                  {"0.75 0.25 0.75", "1 0 1 1"},
                  {"0.25 0.75 0.75", "0 1 1 1"},
                  {"0.75 0.75 0.75", "0 0 0 1"},
                  {"1.2 1.2 1.2", "0 0 0 1"},
                  {"-0.2 -0.2 -0.2", "1 0 0 1"}});
}

// piglit's glsl-fs-discard-only, with `probes` after the draw: the rectangle at z = 0 has
// window depth (0 + 1) / 2 = 0.5 (GL 2.0 section 2.11.1) except in the 10 discarded
// columns, which keep the cleared 1.0.
std::string DepthTest(const std::string& probes) {
    return GlslTest("void main() { if (gl_FragCoord.x < 10.0) discard; }",
                    "clear depth 1.0\nclear\nenable GL_DEPTH_TEST\ndraw rect -1 -1 2 2\n" + probes);
}

TEST(ProbeDepth, ComparesWithinPiglitsTolerance) {
    // Mesa passes 0.509 and 0.491 against a 0.5 depth and fails 0.511 and 0.489.
    ExpectPass(
        DepthTest("probe depth 0 0 1.0\nprobe depth 9 0 1.0\n"
                  "probe depth 10 0 0.509\nprobe depth 11 0 0.491\n"));
    ExpectOutcome(DepthTest("probe depth 10 0 0.511\nprobe depth 10 0 0.489\n"), Outcome::kFail,
                  "line 14: probe at (10, 0): expected 0.511000, observed 0.500000 (and 1 more "
                  "failed probes)");
}

TEST(ProbeDepth, OutsideTheWindowIsAnError) {
    ExpectOutcome(DepthTest("probe depth 250 0 1.0\n"), Outcome::kFail,
                  "line 14: 'probe depth 250 0 1.0' reads outside the 250x250 window");
}

constexpr const char* kPositionInvariant = "OPTION ARB_position_invariant;\n";

// An ARB test whose vertex program shows state.clip[0].plane as the color and computes
// the position with `position` (one line); its [test] section starts on line 12.
std::string ClipPlaneTest(const std::string& commands,
                          const std::string& position = kPositionInvariant) {
    return "[require]\nGL >= 1.3\nARB_vertex_program\n\n[vertex program]\n!!ARBvp1.0\n" + position +
           "MOV result.color, state.clip[0].plane;\nEND\n\n[test]\n" + commands;
}

TEST(ClipPlane, StoresThePlaneInEyeCoordinates) {
    // glClipPlane keeps the plane times the inverse modelview (GL 2.0 section 2.12); the
    // modelview is the identity here, so the plane is as given, and a disabled plane clips
    // nothing. Mesa passes this test.
    ExpectPass(
        ClipPlaneTest("clip plane 0 0 1 0 0.5\ndisable GL_CLIP_PLANE0\ndraw rect -1 -1 2 2\n"
                      "probe all rgba 0 1 0 0.5\n"));
}

TEST(ClipPlane, AnEnabledPlaneClips) {
    // The plane y >= 0 (eye coordinates, here clip coordinates too: both matrices are the
    // identity) keeps the top half of the 250x250 window, rows 125 and up (row 125's centre
    // is at y = 0.004); the bottom half keeps the clear color. Mesa passes this test.
    ExpectPass(
        ClipPlaneTest("clip plane 0 0 1 0 0\nenable GL_CLIP_PLANE0\nclear color 1 0 0 1\nclear\n"
                      "draw rect -1 -1 2 2\nprobe rect rgba (0, 0, 250, 125) (1, 0, 0, 1)\n"
                      "probe rect rgba (0, 125, 250, 125) (0, 1, 0, 0)\n"));
}

TEST(ClipPlane, WithAPositionOfItsOwnSkips) {
    // ARB_vertex_program clips against user planes only with ARB_position_invariant.
    ExpectOutcome(ClipPlaneTest("clip plane 0 0 1 0 0.5\nenable GL_CLIP_PLANE0\n",
                                "MOV result.position, vertex.position;\n"),
                  Outcome::kSkip,
                  "line 13: 'enable GL_CLIP_PLANE0': user clip planes with a vertex shader, or a "
                  "vertex program without ARB_position_invariant, are not implemented");
}

TEST(ClipPlane, PlaneOutOfRangeFails) {
    // shader_runner (on Mesa, GL_MAX_CLIP_PLANES 8) fails with "clip plane id 8 out of range".
    ExpectOutcome(ClipPlaneTest("clip plane 8 0 1 0 0.5\n"), Outcome::kFail,
                  "line 12: clip plane 8 is out of range (GL_MAX_CLIP_PLANES is 8)");
}

// `probe warn all rgba`: piglit's shader_runner on Mesa reports WARN when only this probe
// fails (a shader writing red probed for green), and FAIL when a plain probe fails too.
TEST(ProbeWarn, AMismatchWarnsAndAFailureStillFails) {
    const std::string red = "void main() { gl_FragColor = vec4(1.0, 0.0, 0.0, 1.0); }";
    const Result warned =
        RunText(GlslTest(red, "draw rect -1 -1 2 2\nprobe warn all rgba 0.0 1.0 0.0 1.0\n"));
    EXPECT_EQ(warned.outcome, Outcome::kWarn);
    EXPECT_EQ(warned.reason,
              "line 11: probe at (0, 0): expected 0.000000 1.000000 0.000000 1.000000, observed "
              "1.000000 0.000000 0.000000 1.000000");
    EXPECT_EQ(RunText(GlslTest(red, "draw rect -1 -1 2 2\nprobe warn all rgba 0 1 0 1\n"
                                    "probe all rgba 0 1 0 1\n"))
                  .outcome,
              Outcome::kFail);
    ExpectPass(GlslTest(red, "draw rect -1 -1 2 2\nprobe warn all rgba 1 0 0 1\n"));
}

}  // namespace
}  // namespace tessera::shader_test
