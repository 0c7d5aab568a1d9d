// SPDX-License-Identifier: MIT
// The shader test runner on small hand-written tests. Expected colors are worked out by
// hand from the programs and from the RGBA8 framebuffer's rounding (v * 255 rounded).
#include "shader_test/runner.h"

#include <gtest/gtest.h>

#include <string>

namespace tessera::shader_test {
namespace {

Result RunText(const std::string& text) {
    return RunSource(support::SourceFile("hand.shader_test", text));
}

// A fragment program writing program.local[0], behind the pass-through vertex program.
constexpr const char* kLocalColorProgram =
    "[require]\n"                                  // 1
    "GL >= 1.3\n"                                  // 2
    "ARB_vertex_program\n"                         // 3
    "GL_ARB_fragment_program\n"                    // 4
    "\n"                                           // 5
    "[vertex program]\n"                           // 6
    "!!ARBvp1.0\n"                                 // 7
    "OPTION ARB_position_invariant;\n"             // 8
    "END\n"                                        // 9
    "\n"                                           // 10
    "[fragment program]\n"                         // 11
    "!!ARBfp1.0\n"                                 // 12
    "MOV result.color, program.local[0];\n"        // 13
    "END\n"                                        // 14
    "\n"                                           // 15
    "[test]\n"                                     // 16
    "ortho 0 1 0 1\n"                              // 17
    "parameter local_fp 0 (0.25, 0.5, 0.75, 1)\n"  // 18
    "clear color 0 0 0 0\n"                        // 19
    "clear\n"                                      // 20
    "draw rect 0 0 1 1\n";                         // 21

TEST(ShaderTestRunner, LocalParameterFillsTheWindow) {
    // 0.25, 0.5 and 0.75 are stored as 64/255, 128/255 and 191/255: within 0.01.
    const Result r =
        RunText(std::string(kLocalColorProgram) + "probe all rgba 0.25 0.5 0.75 1.0\n" +
                "probe rgba 0 0 0.25 0.5 0.75 1.0\nprobe rgb 249 249 0.25 0.5 0.75\n");
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
    EXPECT_TRUE(r.reason.empty());
}

TEST(ShaderTestRunner, WrongExpectedColorFailsWithPiglitsMessage) {
    const Result r = RunText(std::string(kLocalColorProgram) + "probe all rgba 0 1 0 1\n");
    ASSERT_EQ(r.outcome, Outcome::kFail);
    EXPECT_EQ(r.reason,
              "line 22: probe at (0, 0): expected 0.000000 1.000000 0.000000 1.000000, "
              "observed 0.250980 0.501961 0.749020 1.000000");
}

TEST(ShaderTestRunner, FailedProbesAreCollectedAndTheRunGoesOn) {
    const Result r = RunText(std::string(kLocalColorProgram) +
                             "probe rgba 1 1 0 0 0 0\nprobe rgba 2 2 0.25 0.5 0.75 1\n"
                             "probe rgb 3 3 1 1 1\n");
    ASSERT_EQ(r.outcome, Outcome::kFail);
    ASSERT_EQ(r.failures.size(), 2u);
    EXPECT_NE(r.failures[0].find("line 22: probe at (1, 1)"), std::string::npos);
    EXPECT_NE(r.failures[1].find("line 24: probe at (3, 3): expected 1.000000 1.000000 1.000000, "
                                 "observed 0.250980 0.501961 0.749020"),
              std::string::npos)
        << r.failures[1];
    EXPECT_NE(r.reason.find("(and 1 more failed probes)"), std::string::npos);
}

TEST(ShaderTestRunner, PixelProbeToleranceIsPiglits) {
    // Observed red is 64/255 = 0.25098: 0.259 is 0.008 away (pass), 0.262 is 0.011 (fail).
    EXPECT_EQ(
        RunText(std::string(kLocalColorProgram) + "probe rgba 5 5 0.259 0.5 0.75 1\n").outcome,
        Outcome::kPass);
    EXPECT_EQ(
        RunText(std::string(kLocalColorProgram) + "probe rgba 5 5 0.262 0.5 0.75 1\n").outcome,
        Outcome::kFail);
}

TEST(ShaderTestRunner, RectProbesCompareBytesLikePiglit) {
    // Rectangle probes truncate the expectation to a byte and allow a difference of 2:
    // 0.262 -> 66 (observed 64, pass) although a pixel probe fails it; 0.264 -> 67 fails.
    EXPECT_EQ(
        RunText(std::string(kLocalColorProgram) + "probe all rgba 0.262 0.5 0.75 1\n").outcome,
        Outcome::kPass);
    EXPECT_EQ(
        RunText(std::string(kLocalColorProgram) + "probe all rgba 0.264 0.5 0.75 1\n").outcome,
        Outcome::kFail);
    EXPECT_EQ(RunText(std::string(kLocalColorProgram) +
                      "probe rect rgba (10, 20, 30, 40) (0.25, 0.5, 0.75, 1)\n")
                  .outcome,
              Outcome::kPass);
}

// Half the window in clip coordinates (no ortho), the other half keeps the clear color.
constexpr const char* kHalfWindow =
    "[require]\nGL_ARB_fragment_program\n"
    "[fragment program]\n!!ARBfp1.0\nMOV result.color, program.env[3];\nEND\n"
    "[test]\n"
    "clear color 0 0 1 1\nclear\n"
    "parameter env_fp 3 (0, 1, 0, 1)\n"
    "draw rect -1 -1 1 2\n";

TEST(ShaderTestRunner, ClipSpaceRectangleAndRelativeProbes) {
    const Result r = RunText(std::string(kHalfWindow) +
                             "relative probe rgba (0.25, 0.5) (0, 1, 0, 1)\n"
                             "relative probe rgb (0.0, 1.0) (0, 1, 0)\n"
                             "relative probe rgba (0.75, 0.5) (0, 0, 1, 1)\n"
                             "relative probe rgba (1.0, 1.0) (0, 0, 1, 1)\n"
                             "probe rect rgba (0, 0, 125, 250) (0, 1, 0, 1)\n"
                             "probe rect rgb (125, 0, 125, 250) (0, 0, 1)\n");
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

TEST(ShaderTestRunner, OrthoWithoutArgumentsIsWindowPixels) {
    const Result r = RunText(
        "[fragment program]\n!!ARBfp1.0\nMOV result.color, {1, 0, 0, 1};\nEND\n"
        "[test]\nclear color 0 0 0 0\nclear\northo\ndraw rect 0 0 50 250\n"
        "probe rect rgba (0, 0, 50, 250) (1, 0, 0, 1)\n"
        "probe rect rgba (50, 0, 200, 250) (0, 0, 0, 0)\n");
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

TEST(ShaderTestRunner, DrawRectOrthoTakesPixels) {
    const Result r = RunText(
        "[require]\nSIZE 64 64\n"
        "[fragment program]\n!!ARBfp1.0\nMOV result.color, {1, 1, 0, 1};\nEND\n"
        "[test]\ndraw rect ortho 0 0 32 64\n"
        "probe rect rgba (0, 0, 32, 64) (1, 1, 0, 1)\nprobe rgba 40 10 0 0 0 0\n");
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

TEST(ShaderTestRunner, ClearWithoutClearColorClearsNothing) {
    // shader_runner's `clear` clears only the buffers a `clear color`/`clear depth` named.
    const Result r = RunText(
        "[fragment program]\n!!ARBfp1.0\nMOV result.color, 1;\nEND\n"
        "[test]\ndraw rect -1 -1 2 2\nclear\nprobe all rgba 1 1 1 1\n");
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

TEST(ShaderTestRunner, RgbwTexture) {
    const Result r = RunText(
        "[fragment program]\n!!ARBfp1.0\nTEX result.color, fragment.texcoord[0], texture[0], "
        "2D;\nEND\n"
        "[test]\ntexture rgbw 0 (8, 8)\ndraw rect tex -1 -1 2 2 0 0 1 1\n"
        "relative probe rgba (0.1, 0.1) (1, 0, 0, 1)\n"
        "relative probe rgba (0.9, 0.1) (0, 1, 0, 1)\n"
        "relative probe rgba (0.1, 0.9) (0, 0, 1, 1)\n"
        "relative probe rgba (0.9, 0.9) (1, 1, 1, 1)\n");
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

TEST(ShaderTestRunner, MiptreeLevelsFollowTheLevelOfDetail) {
    // piglit's txb-2d without its vertex program: texture coordinates 0..1 across squares
    // of 16, 8, 4, 2 and 1 pixels on the 8x8 miptree give a level of detail of -1, 0, 1,
    // 2 and 3, and TXB adds the bias texcoord.w = 1: levels 0 (red), 1 (green), 2 (blue),
    // 3 (white) and 3 again (the last level).
    const Result r = RunText(
        "[fragment program]\n!!ARBfp1.0\nTXB result.color, fragment.texcoord[0], texture[0], "
        "2D;\nEND\n"
        "[test]\nclear color 0.5 0.5 0.5 0.5\nclear\northo\ntexture miptree 0\n"
        "draw rect tex 1 1 16 16 0 0 1 1\ndraw rect tex 21 1 8 8 0 0 1 1\n"
        "draw rect tex 41 1 4 4 0 0 1 1\ndraw rect tex 61 1 2 2 0 0 1 1\n"
        "draw rect tex 81 1 1 1 0 0 1 1\n"
        "probe rgba 1 1 1 0 0 1\nprobe rgba 21 1 0 1 0 1\nprobe rgba 41 1 0 0 1 1\n"
        "probe rgba 61 1 1 1 1 1\nprobe rgba 81 1 1 1 1 1\nprobe rgba 100 100 0.5 0.5 0.5 0.5\n");
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

// The depth ramp is 0 at the left and 1 at the right; draw rect tex gives r = 0.
constexpr const char* kShadow =
    "[require]\nGL_ARB_fragment_program_shadow\n"
    "[fragment program]\n!!ARBfp1.0\nOPTION ARB_fragment_program_shadow;\n"
    "TEX result.color, fragment.texcoord[0], texture[0], SHADOW2D;\nEND\n"
    "[test]\ntexture shadow2D 0 (32, 32)\n";

TEST(ShaderTestRunner, ShadowTextureDefaultsToGreater) {
    // r = 0 > depth never holds: every fragment gets luminance 0.
    const Result r = RunText(std::string(kShadow) +
                             "draw rect tex -1 -1 2 2 0 0 1 1\n"
                             "probe all rgba 0 0 0 1\n");
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

TEST(ShaderTestRunner, TexParameterChangesTheBoundTexture) {
    // r = 0 <= depth always holds; with depth mode alpha the result is (0, 0, 0, 1).
    EXPECT_EQ(
        RunText(std::string(kShadow) + "texparameter 2D compare_func lequal\n"
                                       "draw rect tex -1 -1 2 2 0 0 1 1\nprobe all rgba 1 1 1 1\n")
            .outcome,
        Outcome::kPass);
    EXPECT_EQ(
        RunText(std::string(kShadow) + "texparameter 2D compare_func lequal\n"
                                       "texparameter 2D depth_mode alpha\n"
                                       "draw rect tex -1 -1 2 2 0 0 1 1\nprobe all rgba 0 0 0 1\n")
            .outcome,
        Outcome::kPass);
}

TEST(ShaderTestRunner, TexParameterWithoutTextureFails) {
    const Result r = RunText(std::string(kShadow) + "texparameter 1D compare_func lequal\n");
    EXPECT_EQ(r.outcome, Outcome::kFail);
    EXPECT_NE(r.reason.find("no texture is bound to 1D on unit 0"), std::string::npos) << r.reason;
}

// --- Skips: each with its true reason -----------------------------------------------------

TEST(ShaderTestRunner, RealVertexProgramRuns) {
    const Result r = RunText(
        "[vertex program]\n!!ARBvp1.0\nMOV result.position, vertex.position;\nEND\n"
        "[fragment program]\n!!ARBfp1.0\nMOV result.color, 1;\nEND\n"
        "[test]\ndraw rect -1 -1 2 2\nprobe all rgba 1 1 1 1\n");
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
    // A vertex program that does not load fails the test, as in shader_runner.
    const Result bad = RunText(
        "[vertex program]\n!!ARBvp1.0\nMOV result.position, vertex.colour;\nEND\n"
        "[test]\ndraw rect -1 -1 2 2\n");
    EXPECT_EQ(bad.outcome, Outcome::kFail);
}

TEST(ShaderTestRunner, UnsupportedRequirementsSkip) {
    const char* body =
        "\n[fragment program]\n!!ARBfp1.0\nMOV result.color, 1;\nEND\n[test]\nclear\n";
    const Result glsl = RunText(std::string("[require]\nGLSL >= 1.30") + body);
    EXPECT_EQ(glsl.outcome, Outcome::kSkip);
    EXPECT_EQ(glsl.reason, "requires 'GLSL >= 1.30' (Tessera compiles GLSL 1.10 and 1.20) (line 2)");
    const Result gl3 = RunText(std::string("[require]\nGL >= 3.0") + body);
    EXPECT_EQ(gl3.outcome, Outcome::kSkip);
    EXPECT_NE(gl3.reason.find("requires 'GL >= 3.0'"), std::string::npos);
    const Result ext = RunText(std::string("[require]\nGL_ARB_texture_cube_map_array") + body);
    EXPECT_EQ(ext.outcome, Outcome::kSkip);
    EXPECT_EQ(ext.reason, "requires GL_ARB_texture_cube_map_array (line 2)");
    const Result es = RunText(std::string("[require]\nGL ES >= 2.0") + body);
    EXPECT_EQ(es.outcome, Outcome::kSkip);
    EXPECT_EQ(
        RunText(std::string("[require]\nGL >= 1.3\n!GL_ARB_texture_cube_map_array") + body).outcome,
        Outcome::kPass);
}

TEST(ShaderTestRunner, AFileWithoutSectionsFails) {
    const Result r = RunText("no header here\nclear\n");
    EXPECT_EQ(r.outcome, Outcome::kFail);
    EXPECT_EQ(r.reason, "does not parse: hand.shader_test:1:1: error: no section header: a "
                        "shader test needs [require]");
}

TEST(ShaderTestRunner, GlslStagesBesidesArbProgramsSkip) {
    const Result r = RunText(
        "[vertex shader passthrough]\n[fragment program]\n!!ARBfp1.0\nMOV result.color, 1;\nEND\n"
        "[test]\ndraw rect -1 -1 2 2\n");
    EXPECT_EQ(r.outcome, Outcome::kSkip);
    EXPECT_EQ(r.reason, "mixes GLSL shaders with ARB programs");
}

TEST(ShaderTestRunner, UnknownCommandSkipsBeforeAnythingRuns) {
    const Result r = RunText(std::string(kLocalColorProgram) +
                             "probe all rgba 0 0 0 0\nblend func GL_ONE GL_ONE\n");
    EXPECT_EQ(r.outcome, Outcome::kSkip);
    EXPECT_EQ(r.reason, "unsupported command 'blend func GL_ONE GL_ONE' (line 23)");
}

TEST(ShaderTestRunner, CheckerboardLevelAboveZeroSkips) {
    const Result r = RunText(
        "[fragment program]\n!!ARBfp1.0\nMOV result.color, 1;\nEND\n"
        "[test]\ntexture checkerboard 0 1 (8, 8) (1, 0, 0, 1) (0, 1, 0, 1)\n");
    EXPECT_EQ(r.outcome, Outcome::kSkip);
}

TEST(ShaderTestRunner, UnsupportedValueSkipsUnlessAProbeAlreadyFailed) {
    const Result skip = RunText(std::string(kShadow) + "texparameter 2D depth_mode red\n");
    EXPECT_EQ(skip.outcome, Outcome::kSkip);
    EXPECT_EQ(skip.reason, "line 10: texparameter depth_mode value 'red' is not supported");
    const Result fail =
        RunText(std::string(kShadow) + "probe rgba 0 0 1 1 1 1\ntexparameter 2D depth_mode red\n");
    EXPECT_EQ(fail.outcome, Outcome::kFail);
}

// --- Failures that are not probes ----------------------------------------------------------

TEST(ShaderTestRunner, FragmentProgramThatDoesNotLoadFails) {
    const Result r = RunText(
        "[fragment program]\n!!ARBfp1.0\nMOV result.color, nothing;\nEND\n"
        "[test]\ndraw rect -1 -1 2 2\n");
    EXPECT_EQ(r.outcome, Outcome::kFail);
    EXPECT_NE(r.reason.find("[fragment program] does not load (line 3)"), std::string::npos)
        << r.reason;
}

TEST(ShaderTestRunner, ParseErrorFails) {
    const Result r = RunText("[test]\nprobe rgba 1 2 3\n");
    EXPECT_EQ(r.outcome, Outcome::kFail);
    EXPECT_EQ(r.reason,
              "does not parse: hand.shader_test:2:12: error: 'probe rgba' expects X Y R G B A");
}

TEST(ShaderTestRunner, ProbeOutsideTheWindowFails) {
    const Result r = RunText(std::string(kLocalColorProgram) + "probe rgba 250 0 0 0 0 0\n");
    EXPECT_EQ(r.outcome, Outcome::kFail);
    EXPECT_NE(r.reason.find("outside the 250x250 window"), std::string::npos) << r.reason;
}

TEST(ShaderTestRunner, HostileNumbersStayDefined) {
    // Huge, infinite and NaN arguments must give an answer, not undefined behaviour (the
    // sanitizer build checks this).
    const std::string prefix = kLocalColorProgram;
    EXPECT_EQ(RunText(prefix + "probe rgba 1e300 -1e300 0 0 0 0\n").outcome, Outcome::kFail);
    EXPECT_EQ(RunText(prefix + "probe rgba nan nan 0.25 0.5 0.75 1\n").outcome, Outcome::kPass);
    EXPECT_EQ(RunText(prefix + "relative probe rgba (inf, -inf) (0, 0, 0, 0)\n").outcome,
              Outcome::kFail);
    EXPECT_EQ(
        RunText(prefix + "probe rect rgba (1e300, 1e300, 1e300, 1e300) (0, 0, 0, 0)\n").outcome,
        Outcome::kFail);
    EXPECT_EQ(RunText(prefix + "probe all rgba nan 1e300 -1e300 inf\n").outcome, Outcome::kFail);
    EXPECT_EQ(RunText(prefix + "texture rgbw 0 (1e300, 8)\n").outcome, Outcome::kFail);
    EXPECT_EQ(RunText(prefix + "texture rgbw 1e300 (8, 8)\n").outcome, Outcome::kFail);
    EXPECT_EQ(RunText(prefix + "draw rect 1e300 -1e300 inf nan\n").outcome, Outcome::kPass);
    EXPECT_EQ(RunText("[require]\nSIZE 1e300 5\n").outcome, Outcome::kSkip);
    EXPECT_EQ(RunText("").outcome, Outcome::kFail);  // no [require]: piglit fails it too
    EXPECT_EQ(RunText("[").outcome, Outcome::kFail);
}

TEST(ShaderTestRunner, UnreadableFileFails) {
    const Result r = RunFile("/nonexistent/dir/x.shader_test");
    EXPECT_EQ(r.outcome, Outcome::kFail);
    EXPECT_EQ(r.reason, "cannot read file");
}

}  // namespace
}  // namespace tessera::shader_test
