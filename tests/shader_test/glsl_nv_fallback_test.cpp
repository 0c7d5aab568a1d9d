// SPDX-License-Identifier: MIT
// GLSL fragment shaders that ARB_fragment_program 1.0 cannot express run as cgc's fp40
// (OPTION NV_fragment_program2) through the runner: derivatives, gl_FrontFacing and a loop
// whose count is a uniform, the derivative hint; a vertex shader's texture lookup, and its
// loops whose count is a uniform (labels and BRA), run as vp40. Every probed value is
// derived by hand in the test's comment; none would pass on arbfp1 or arbvp1, which refuse
// each shader.
#include <gtest/gtest.h>

#include <string>

#include "shader_test/runner.h"

namespace tessera::shader_test {
namespace {

Result RunText(const std::string& text) {
    return RunSource(support::SourceFile("nv_fallback.shader_test", text));
}

std::string FragmentTest(const std::string& shader, const std::string& commands) {
    return "[require]\nGLSL >= 1.10\n\n[vertex shader passthrough]\n\n[fragment shader]\n" + shader +
           "\n[test]\n" + commands;
}

TEST(GlslNvFallback, DerivativesOfWindowCoordinates) {
    // gl_FragCoord is the pixel centre (x + 0.5, y + 0.5) (GLSL 1.10 section 7.2), so along x
    // it grows by 1 per pixel: dFdx(gl_FragCoord.x) = 1 and dFdy(gl_FragCoord.x) = 0 (section
    // 8.8). y*y over a quad's two rows 0.5 and 1.5 differs by 2.25 - 0.25 = 2, a quarter of
    // it 0.5 (the difference NV_fragment_program2's DDY takes, fp2 3.11.5.X).
    const Result r = RunText(FragmentTest(
        "void main() {\n"
        "  float y = gl_FragCoord.y;\n"
        "  gl_FragColor = vec4(dFdx(gl_FragCoord.x), dFdy(gl_FragCoord.x), dFdy(y * y) * 0.25, 1.0);\n"
        "}\n",
        "draw rect -1 -1 2 2\nprobe rgba 1 1 1.0 0.0 0.5 1.0\nprobe rgba 0 0 1.0 0.0 0.5 1.0\n"
        "probe rgb 100 7 1.0 0.0 1.0\n"));  // rows 6.5 and 7.5: (56.25 - 42.25) / 4 = 3.5, clamped to 1
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

// dFdx(x * y) and dFdy(x * y) of the pixel centres, divided by 4 to stay in [0, 1]. With
// `hint GL_FRAGMENT_SHADER_DERIVATIVE_HINT GL_NICEST` the difference is taken per row for
// dFdx and per column for dFdy: (x + 1) * y - x * y = y on the pixel's own row, so pixel
// (0, 1) (y = 1.5) gets 1.5 / 4 = 0.375, and pixel (1, 0) (x = 1.5) the same along y.
// Without the hint (DONT_CARE) or with FASTEST, the quad's lower row and left column give
// both: y = 0.5 and x = 0.5, 0.125. Pixel (0, 0) has 0.125 either way. (Mesa's llvmpipe
// takes one difference per row and column whatever the hint: piglit's fs-dfdx-accuracy
// and fs-dfdy-accuracy pass there with the hint removed.)
std::string DerivativeHintTest(const std::string& hint) {
    return FragmentTest(
        "void main() {\n"
        "  float xy = gl_FragCoord.x * gl_FragCoord.y;\n"
        "  gl_FragColor = vec4(dFdx(xy) * 0.25, dFdy(xy) * 0.25, 0.0, 1.0);\n"
        "}\n",
        hint + "draw rect -1 -1 2 2\nprobe rgba 0 0 0.125 0.125 0 1\n" +
            (hint.find("NICEST") != std::string::npos
                 ? "probe rgba 0 1 0.375 0.125 0 1\nprobe rgba 1 0 0.125 0.375 0 1\n"
                 : "probe rgba 0 1 0.125 0.125 0 1\nprobe rgba 1 0 0.125 0.125 0 1\n"));
}

TEST(GlslNvFallback, DerivativeHintChoosesPerRowAndColumn) {
    for (const char* hint : {"", "hint GL_FRAGMENT_SHADER_DERIVATIVE_HINT GL_FASTEST\n",
                             "hint GL_FRAGMENT_SHADER_DERIVATIVE_HINT GL_DONT_CARE\n",
                             "hint GL_FRAGMENT_SHADER_DERIVATIVE_HINT GL_NICEST\n"}) {
        const Result r = RunText(DerivativeHintTest(hint));
        EXPECT_EQ(r.outcome, Outcome::kPass) << hint << r.reason;
    }
}

TEST(GlslNvFallback, OtherHintTargetsSkipAndBadModesFail) {
    // glHint with a mode other than DONT_CARE, FASTEST and NICEST raises INVALID_ENUM (GL 2.0
    // section 5.6); a target whose effect the runtime does not model is a skip, not a pass.
    const std::string shader = "void main() { gl_FragColor = vec4(dFdx(gl_FragCoord.x)); }\n";
    const Result bad = RunText(FragmentTest(shader, "hint GL_FRAGMENT_SHADER_DERIVATIVE_HINT GL_BEST\n"));
    EXPECT_EQ(bad.outcome, Outcome::kFail);
    EXPECT_EQ(bad.reason, "line 10: 'GL_BEST' is not a hint mode (INVALID_ENUM)");
    const Result other = RunText(FragmentTest(shader, "hint GL_FOG_HINT GL_NICEST\n"));
    EXPECT_EQ(other.outcome, Outcome::kSkip);
    EXPECT_EQ(other.reason, "line 10: hint target 'GL_FOG_HINT' is not supported");
}

TEST(GlslNvFallback, FrontFacingFollowsTheWinding) {
    // piglit's draw rect is counter-clockwise for a positive width, front-facing under the
    // default glFrontFace(GL_CCW) (GL 2.0 section 2.14.1); a negative width mirrors it, which
    // reverses the winding: back-facing. gl_FrontFacing says which (GLSL 1.10 section 7.2).
    const Result r = RunText(FragmentTest(
        "void main() { gl_FragColor = gl_FrontFacing ? vec4(0, 1, 0, 1) : vec4(1, 0, 0, 1); }\n",
        "draw rect -1 -1 1 2\ndraw rect 1 -1 -1 2\n"
        "probe rgba 50 50 0 1 0 1\nprobe rgba 200 50 1 0 0 1\n"));
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

TEST(GlslNvFallback, LoopCountFromAUniform) {
    // The loop adds 0.125 n times, leaving at i == 6 when n is larger: n = 4 gives 0.5,
    // n = 0 gives 0, n = 10 stops after 6 additions, 0.75 (GLSL 1.10 section 6.3 and 6.4).
    const std::string shader =
        "uniform int n;\n"
        "void main() {\n"
        "  float s = 0.0;\n"
        "  for (int i = 0; i < n; i++) {\n"
        "    if (i == 6) break;\n"
        "    s += 0.125;\n"
        "  }\n"
        "  gl_FragColor = vec4(s, 0.0, 0.0, 1.0);\n"
        "}\n";
    const Result r = RunText(FragmentTest(
        shader, "uniform int n 4\ndraw rect -1 -1 2 2\nprobe all rgba 0.5 0 0 1\n"
                "uniform int n 0\ndraw rect -1 -1 2 2\nprobe all rgba 0 0 0 1\n"
                "uniform int n 10\ndraw rect -1 -1 2 2\nprobe all rgba 0.75 0 0 1\n"));
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

TEST(GlslNvFallback, VertexShaderTextureLookup) {
    // ARBvp has no texture instructions; vp40 (NV_vertex_program3) does. piglit's rgbw
    // texture is red, green, blue, white in its lower-left, lower-right, upper-left and
    // upper-right quarters (piglit_rgbw_texture): (0.75, 0.25) is green, (0.25, 0.75) blue.
    const Result r = RunText(
        "[require]\nGLSL >= 1.10\n\n[vertex shader]\nuniform sampler2D s;\nuniform vec2 t;\n"
        "varying vec4 c;\nvoid main() { gl_Position = gl_Vertex; c = texture2DLod(s, t, 0.0); }\n\n"
        "[fragment shader]\nvarying vec4 c;\nvoid main() { gl_FragColor = c; }\n\n"
        "[test]\nuniform int s 1\ntexture rgbw 1 (8, 8)\nuniform vec2 t 0.75 0.25\n"
        "draw rect -1 -1 2 2\nprobe all rgba 0 1 0 1\n"
        "uniform vec2 t 0.25 0.75\ndraw rect -1 -1 2 2\nprobe all rgba 0 0 1 1\n");
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

// A vertex shader whose loop counts are uniforms (ARBvp cannot unroll them) and whose colour
// the fixed-function fragment stage draws: the vertex stage runs as vp40, its loops as
// labels and BRA (NV_vertex_program2_option). Each of these tests' texts also passes
// piglit's shader_runner on Mesa's llvmpipe, which compiles the GLSL itself (checked when
// the tests were written; a wrong expected value, 0.34375 for 0.3125, fails there).
void ExpectVertexLoopPasses(const std::string& body, const std::string& commands) {
    const Result r = RunText("[require]\nGLSL >= 1.10\n\n[vertex shader]\nuniform int n;\nuniform int m;\n"
                             "void main() {\n  gl_Position = gl_Vertex;\n  float s = 0.0;\n" +
                             body + "  gl_FrontColor = vec4(s, 0.0, 0.0, 1.0);\n}\n\n[test]\n" + commands);
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

TEST(GlslNvFallback, VertexLoopExitOnAnAttribute) {
    // s climbs by 0.125 until it reaches the current colour's red or the count runs out
    // (GLSL 1.10 sections 6.3, 6.4): red 0.5 and n = 10 stop at 0.5 (four additions), n = 2
    // at 0.25; red 0.3 stops at 0.375, the first value >= 0.3; n = 0 runs no iteration.
    ExpectVertexLoopPasses(
        "  for (int i = 0; i < n; i++) {\n    if (s >= gl_Color.r) break;\n    s += 0.125;\n  }\n",
        "color 0.5 0 0 1\nuniform int n 10\ndraw rect -1 -1 2 2\nprobe all rgba 0.5 0 0 1\n"
        "uniform int n 2\ndraw rect -1 -1 2 2\nprobe all rgba 0.25 0 0 1\n"
        "color 0.3 0 0 1\nuniform int n 10\ndraw rect -1 -1 2 2\nprobe all rgba 0.375 0 0 1\n"
        "uniform int n 0\ndraw rect -1 -1 2 2\nprobe all rgba 0 0 0 1\n");
}

TEST(GlslNvFallback, VertexLoopBreakAndContinue) {
    // i = 2 skips its addition, i = 5 leaves: n = 10 adds for i = 0, 1, 3, 4 (0.5), n = 3
    // for i = 0, 1 (0.25), n = 1 for i = 0 (0.125).
    ExpectVertexLoopPasses(
        "  for (int i = 0; i < n; i++) {\n    if (i == 2) continue;\n    if (i == 5) break;\n"
        "    s += 0.125;\n  }\n",
        "uniform int n 10\ndraw rect -1 -1 2 2\nprobe all rgba 0.5 0 0 1\n"
        "uniform int n 3\ndraw rect -1 -1 2 2\nprobe all rgba 0.25 0 0 1\n"
        "uniform int n 1\ndraw rect -1 -1 2 2\nprobe all rgba 0.125 0 0 1\n");
}

TEST(GlslNvFallback, VertexNestedLoops) {
    // The inner loop leaves when j passes i: outer iteration i adds min(i + 1, m) times
    // 1/32. n = m = 4: 1 + 2 + 3 + 4 = 10, 0.3125; n = 4, m = 2: 1 + 2 + 2 + 2 = 7, 0.21875;
    // n = 0: nothing.
    ExpectVertexLoopPasses(
        "  for (int i = 0; i < n; i++)\n    for (int j = 0; j < m; j++) {\n      if (j > i) break;\n"
        "      s += 0.03125;\n    }\n",
        "uniform int n 4\nuniform int m 4\ndraw rect -1 -1 2 2\nprobe all rgba 0.3125 0 0 1\n"
        "uniform int m 2\ndraw rect -1 -1 2 2\nprobe all rgba 0.21875 0 0 1\n"
        "uniform int n 0\ndraw rect -1 -1 2 2\nprobe all rgba 0 0 0 1\n");
}

TEST(GlslNvFallback, VertexLoopPastAREPCount) {
    // A branch loop has no count of its own (NV_fragment_program2's REP stops at 255):
    // 300 additions of 1/512 are 0.5859375, 255 would be 0.498.
    ExpectVertexLoopPasses(
        "  for (int i = 0; i < n; i++) s += 0.001953125;\n",
        "uniform int n 300\ndraw rect -1 -1 2 2\nprobe all rgba 0.5859375 0 0 1\n");
}

TEST(GlslNvFallback, ATypeErrorIsReportedOnce) {
    // A shader no target takes fails with the ARB target's error, not a second copy of it.
    const Result r = RunText(FragmentTest("void main() { gl_FragColor = 1; }\n", "draw rect -1 -1 2 2\n"));
    EXPECT_EQ(r.outcome, Outcome::kFail);
    EXPECT_EQ(r.reason.find("fp40"), std::string::npos) << r.reason;
}

TEST(GlslNvFallback, RequiringTheNvOptionsIsAdmitted) {
    // The context's extensions include the NVIDIA options (runtime/gl/context.h), so a test
    // that requires them runs: here DDX of fragment.position.x, 1 per pixel (opt 3.11.5.X).
    const Result r = RunText(
        "[require]\nGL_NV_fragment_program_option\nGL_NV_fragment_program2\n"
        "GL_NV_vertex_program3\n\n[fragment program]\n!!ARBfp1.0\nOPTION NV_fragment_program2;\n"
        "DDX result.color, fragment.position.x;\nEND\n\n[test]\ndraw rect -1 -1 2 2\n"
        "probe all rgba 1 1 1 1\n");
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

}  // namespace
}  // namespace tessera::shader_test
