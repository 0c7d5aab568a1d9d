// SPDX-License-Identifier: MIT
// GLSL shader tests whose vertex stage runs: vertex shaders compile to ARB vertex programs
// (linked to the fragment shader's varyings and uniforms), admission accepts GLSL 1.10 and
// 1.20, and everything else skips with its reason. These need no fragment shader compiler: without a [fragment shader] the
// fixed-function fragment stage writes the interpolated primary color (GL 1.4 3.9).
#include <gtest/gtest.h>

#include <string>

#include "shader_test/runner.h"

namespace tessera::shader_test {
namespace {

Result RunText(const std::string& text) {
    return RunSource(support::SourceFile("glsl.shader_test", text));
}

// `ortho 0 1 0 1` maps object (0..1, 0..1) onto the window; `draw rect 0 0 1 1` then
// fills it when the shader applies the matrices, and only the upper-right quarter (clip x
// and y from 0 to 1) when it copies gl_Vertex to gl_Position unchanged.
std::string OrthoTest(const std::string& statement) {
    return "[require]\nGLSL >= 1.10\n\n[vertex shader]\nvoid main()\n{\n  " + statement +
           "\n  gl_FrontColor = gl_Color;\n}\n\n[test]\nclear color 0 0 0 0\nclear\n"
           "ortho 0 1 0 1\ncolor 0 1 0 1\ndraw rect 0 0 1 1\n";
}

TEST(GlslRunner, FixedFunctionTransformHonoursOrtho) {
    for (const char* statement : {"gl_Position = gl_ModelViewProjectionMatrix * gl_Vertex;",
                                  "gl_Position = ftransform();"}) {
        const Result r = RunText(OrthoTest(statement) + "probe all rgba 0 1 0 1\n");
        EXPECT_EQ(r.outcome, Outcome::kPass) << statement << ": " << r.reason;
    }
}

TEST(GlslRunner, PositionCopyIgnoresTheMatrices) {
    const Result r = RunText(OrthoTest("gl_Position = gl_Vertex;") +
                             "probe rect rgba (125, 125, 125, 125) (0, 1, 0, 1)\n"
                             "probe rect rgba (0, 0, 250, 125) (0, 0, 0, 0)\n"
                             "probe rect rgba (0, 125, 125, 125) (0, 0, 0, 0)\n");
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

TEST(GlslRunner, FrustumSetsTheProjection) {
    // glFrustum(-1, 1, -1, 1, 1, 3) with the rectangle at z = 0 (in front of the near
    // plane, z_eye = 0 > -1) clips it away entirely.
    const Result r = RunText(OrthoTest("gl_Position = ftransform();") +
                             "probe all rgba 0 1 0 1\n"
                             "clear\nfrustum -1 1 -1 1 1 3\ndraw rect -1 -1 2 2\n"
                             "probe all rgba 0 0 0 0\n");
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

TEST(GlslRunner, VertexShaderThatComputesRuns) {
    // The vertex shader doubles the uniform c into a varying; the fragment shader reads the
    // varying and c again (one uniform, set in both programs): 2c - c = c everywhere.
    const Result r = RunText(
        "[require]\nGLSL >= 1.10\n[vertex shader]\nuniform vec4 c;\nvarying vec4 t;\n"
        "void main() { gl_Position = gl_Vertex; t = c * 2.0; }\n"
        "[fragment shader]\nuniform vec4 c;\nvarying vec4 t;\nvoid main() { gl_FragColor = t - c; }\n"
        "[test]\nuniform vec4 c 0.25 0.125 0.5 0.75\ndraw rect -1 -1 2 2\n"
        "probe all rgba 0.25 0.125 0.5 0.75\n");
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

TEST(GlslRunner, VertexShaderNoTargetCanRunFails) {
    // Valid GLSL, but gl_NormalScale has no ARB vertex program state binding, in arbvp1 or
    // in vp40, which the runner tries next: the program cannot be made.
    const Result r = RunText(
        "[require]\nGLSL >= 1.10\n[vertex shader]\n"
        "void main() { gl_Position = gl_Vertex * gl_NormalScale; }\n"
        "[test]\ndraw rect -1 -1 2 2\n");
    EXPECT_EQ(r.outcome, Outcome::kFail);
    EXPECT_NE(r.reason.find("[vertex shader] does not compile"), std::string::npos) << r.reason;
    EXPECT_NE(r.reason.find("gl_NormalScale has no ARB vertex program state binding"), std::string::npos)
        << r.reason;
}

TEST(GlslRunner, ClipVertexClipsThroughVp40) {
    // arbvp1 cannot write gl_ClipVertex; vp40 writes its distance to each plane, and the GL
    // clips with the enabled ones (GL 2.0 section 2.12). Plane (1, 0, 0, 0) keeps x >= 0 of
    // the window-filling rectangle: the right half is green, the left half keeps the clear
    // color; plane 1, disabled, would keep only x <= -0.5 and clips nothing.
    const Result r = RunText(
        "[require]\nGLSL >= 1.10\n[vertex shader]\n"
        "void main() { gl_Position = gl_Vertex; gl_ClipVertex = gl_Vertex; gl_FrontColor = vec4(0, 1, 0, 1); }\n"
        "[test]\nclear color 0 0 0 0\nclear\nclip plane 0 1 0 0 0\nclip plane 1 -1 0 0 -0.5\n"
        "enable GL_CLIP_PLANE0\ndraw rect -1 -1 2 2\n"
        "relative probe rgba (0.75, 0.5) (0, 1, 0, 1)\nrelative probe rgba (0.25, 0.5) (0, 0, 0, 0)\n");
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

TEST(GlslRunner, UserAttributeWithoutVertexDataReadsItsCurrentValue) {
    // gl_Vertex takes generic attribute 0, so `weight` takes 1, whose current value is
    // (0, 0, 0, 1) (GL 2.0 table 6.7): gl_Position = (x, y, 0, 2) halves the rectangle,
    // which then covers the window's middle half (pixels 62.5 to 187.5 of 250).
    const Result r = RunText(
        "[require]\nGLSL >= 1.10\n[vertex shader]\nattribute vec4 weight;\n"
        "void main() { gl_Position = gl_Vertex + weight; gl_FrontColor = vec4(0, 1, 0, 1); }\n"
        "[test]\nclear color 0 0 0 0\nclear\ndraw rect -1 -1 2 2\n"
        "probe rect rgba (64, 64, 122, 122) (0, 1, 0, 1)\nprobe rect rgba (0, 0, 250, 60) (0, 0, 0, 0)\n");
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

TEST(GlslRunner, GlslVersionsAndGlVersions) {
    const std::string body =
        "[vertex shader]\n"
        "void main() { gl_Position = gl_Vertex; gl_FrontColor = gl_Color; }\n"
        "[test]\ncolor 1 1 1 1\ndraw rect -1 -1 2 2\nprobe all rgb 1 1 1\n";
    EXPECT_EQ(RunText("[require]\nGLSL >= 1.20\nGL >= 2.1\n" + body).outcome, Outcome::kPass);
    const Result glsl130 = RunText("[require]\nGLSL >= 1.30\n" + body);
    EXPECT_EQ(glsl130.outcome, Outcome::kSkip);
    EXPECT_EQ(glsl130.reason,
              "requires 'GLSL >= 1.30' (Tessera compiles GLSL 1.10 and 1.20) (line 2)");
    const Result gl3 = RunText("[require]\nGLSL >= 1.10\nGL >= 3.0\n" + body);
    EXPECT_EQ(gl3.outcome, Outcome::kSkip);
    EXPECT_EQ(gl3.reason,
              "requires 'GL >= 3.0' (Tessera offers OpenGL 2.1 to GLSL tests) (line 3)");
    EXPECT_EQ(RunText("[require]\nGLSL ES >= 1.00\n" + body).reason,
              "requires GLSL ES ('GLSL ES >= 1.00') (line 2)");
}

TEST(GlslRunner, UnsupportedShaderSectionsSkip) {
    const Result geometry = RunText(
        "[require]\nGLSL >= 1.10\n[vertex shader passthrough]\n[geometry shader]\nvoid main() {}\n"
        "[test]\ndraw rect -1 -1 2 2\n");
    EXPECT_EQ(geometry.outcome, Outcome::kSkip);
    EXPECT_EQ(geometry.reason, "unsupported section [geometry shader] (line 4)");
}

// Several sections of a stage are linked (docs/glsl.md, "Several shaders in a stage"). Each
// verdict below is Mesa 22.3's: piglit's shader_runner, run on these texts against llvmpipe,
// passes all three (green is f()'s colour; the second program has no definition of f, so
// its link fails: "unresolved reference to function `f'").
TEST(GlslRunner, SeveralSectionsOfAStageLink) {
    const std::string vertex = "[vertex shader]\nvoid f();\nvoid main() { gl_Position = gl_Vertex; f(); }\n";
    const Result linked = RunText("[require]\nGLSL >= 1.10\n" + vertex +
                                  "[vertex shader]\nvoid f() { gl_FrontColor = vec4(0.0, 1.0, 0.0, 1.0); }\n"
                                  "[test]\nlink success\ndraw rect -1 -1 2 2\nprobe all rgba 0 1 0 1\n");
    EXPECT_EQ(linked.outcome, Outcome::kPass) << linked.reason;
    const std::string unresolved = "[require]\nGLSL >= 1.10\n" + vertex +
                                   "[vertex shader]\nvoid g() { gl_FrontColor = vec4(1.0); }\n[test]\n";
    const Result expected = RunText(unresolved + "link error\n");
    EXPECT_EQ(expected.outcome, Outcome::kPass) << expected.reason;
    const Result unexpected = RunText(unresolved + "draw rect -1 -1 2 2\n");
    EXPECT_EQ(unexpected.outcome, Outcome::kFail);
    EXPECT_EQ(unexpected.reason, "[vertex shader] does not link: glsl.shader_test:5:40: error: function 'f' is declared but "
                                 "no shader of the stage defines it");
}

TEST(GlslRunner, LinkSuccessHoldsOnceTheStagesLoaded) {
    const Result r =
        RunText("[require]\nGLSL >= 1.10\n[vertex shader passthrough]\n[test]\nlink success\n");
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

TEST(GlslRunner, UniformWithoutGlslShaderFails) {
    const Result r = RunText(
        "[require]\nGLSL >= 1.10\n[vertex shader passthrough]\n[test]\nuniform vec4 c 0 1 0 1\n");
    EXPECT_EQ(r.outcome, Outcome::kFail);
    EXPECT_EQ(r.reason, "line 5: 'uniform' needs a GLSL shader");
    const Result bad_type = RunText(
        "[require]\nGLSL >= 1.10\n[vertex shader passthrough]\n[test]\nuniform dvec2 c 0 1\n");
    EXPECT_EQ(bad_type.outcome, Outcome::kSkip);
    EXPECT_EQ(bad_type.reason, "line 5: uniform type 'dvec2' is not supported");
}

}  // namespace
}  // namespace tessera::shader_test
