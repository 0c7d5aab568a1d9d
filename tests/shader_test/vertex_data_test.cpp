// SPDX-License-Identifier: MIT
// [vertex data] and `draw arrays` feeding a GLSL vertex shader's attributes, with the vertex
// shading state the interpolation tests use: flat shading, two-sided color
// (GL_VERTEX_PROGRAM_TWO_SIDE) and the clamping of the colors a vertex program writes.
// Expected pixels are derived by hand in the comments (the window is 250 x 250; NDC x
// maps to window x = (x + 1) * 125, and a pixel's center is at +0.5).
#include <gtest/gtest.h>

#include <string>

#include "runtime/gl/context.h"
#include "shader_test/runner.h"

namespace tessera::shader_test {
namespace {

Result RunText(const std::string& text) { return RunSource(support::SourceFile("vertex_data.shader_test", text)); }

// A fan over the whole window: (-1,-1) red, (1,-1) green, (1,1) blue, (-1,1) yellow; both
// triangles are counter-clockwise (front-facing). The back color is blue-green.
constexpr const char* kQuad =
    "[require]\nGLSL >= 1.10\n[vertex shader]\nattribute vec2 pos;\nattribute vec4 c;\n"
    "void main() { gl_Position = vec4(pos, 0.0, 1.0); gl_FrontColor = c; gl_BackColor = vec4(0.0, 0.5, 0.5, 1.0); }\n"
    "[vertex data]\npos/float/2 c/float/4\n"
    "-1 -1  1 0 0 1\n 1 -1  0 1 0 1\n 1  1  0 0 1 1\n-1  1  1 1 0 1\n"
    "[test]\nclear color 0 0 0 0\nclear\n";

TEST(VertexData, SmoothShadingInterpolatesTheAttributes) {
    // Window pixel (187, 62) is NDC (0.5, -0.5), inside triangle (v0, v1, v2) with
    // barycentric weights (0.25, 0.5, 0.25): 0.25 red + 0.5 green + 0.25 blue.
    const Result r = RunText(std::string(kQuad) + "draw arrays GL_TRIANGLE_FAN 0 4\n"
                                                  "probe rgba 187 62 0.25 0.5 0.25 1\n");
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

TEST(VertexData, FlatShadingTakesTheLastVertexColor) {
    // GL 2.0 section 2.14.7: fan triangle i's provoking vertex is i + 2: (v0, v1, v2) is
    // blue, (v0, v2, v3) yellow. Pixel (200, 50) is below the diagonal, (50, 200) above.
    const Result r = RunText(std::string(kQuad) + "shade model flat\ndraw arrays GL_TRIANGLE_FAN 0 4\n"
                                                  "probe rgba 200 50 0 0 1 1\nprobe rgba 50 200 1 1 0 1\n");
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

TEST(VertexData, TwoSidedColorPicksTheBackColorOfABackFacingTriangle) {
    // Rows 0, 2, 1 as a triangle are clockwise: back-facing. Without two-sided color the
    // front color is used (flat: row 1's green); with it, the back color.
    const std::string clockwise =
        "[require]\nGLSL >= 1.10\n[vertex shader]\nattribute vec2 pos;\nattribute vec4 c;\n"
        "void main() { gl_Position = vec4(pos, 0.0, 1.0); gl_FrontColor = c; gl_BackColor = vec4(0.0, 0.5, 0.5, 1.0); }\n"
        "[vertex data]\npos/float/2 c/float/4\n-1 -1  1 0 0 1\n 1  1  0 0 1 1\n 1 -1  0 1 0 1\n"
        "[test]\nshade model flat\ndraw arrays GL_TRIANGLES 0 3\nprobe rgba 200 50 0 1 0 1\n"
        "enable GL_VERTEX_PROGRAM_TWO_SIDE\ndraw arrays GL_TRIANGLES 0 3\nprobe rgba 200 50 0 0.5 0.5 1\n"
        "disable GL_VERTEX_PROGRAM_TWO_SIDE\ndraw arrays GL_TRIANGLES 0 3\nprobe rgba 200 50 0 1 0 1\n";
    const Result r = RunText(clockwise);
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

TEST(VertexData, VertexProgramColorsAreClamped) {
    // GL 2.0 section 2.14.6: (2, -1, 0.5, 3) reaches the fragment shader as (1, 0, 0.5, 1),
    // which it halves; unclamped it would write (1, 0, 0.25, 1).
    const Result r = RunText(
        "[require]\nGLSL >= 1.10\n[vertex shader]\nattribute vec2 pos;\n"
        "void main() { gl_Position = vec4(pos, 0.0, 1.0); gl_FrontColor = vec4(2.0, -1.0, 0.5, 3.0); }\n"
        "[fragment shader]\nvoid main() { gl_FragColor = gl_Color * 0.5; }\n"
        "[vertex data]\npos/float/2\n-1 -1\n 1 -1\n-1  1\n 1  1\n"
        "[test]\ndraw arrays GL_TRIANGLE_STRIP 0 4\nprobe all rgba 0.5 0 0.25 0.5\n");
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

TEST(VertexData, LegacyNamesFeedTheConventionalAttributes) {
    // gl_Vertex and gl_Color columns: the shader reads them as gl_Vertex and gl_Color.
    const Result r = RunText(
        "[require]\nGLSL >= 1.10\n[vertex shader]\n"
        "void main() { gl_Position = gl_Vertex; gl_FrontColor = gl_Color; }\n"
        "[vertex data]\ngl_Vertex/float/2 gl_Color/float/3\n-1 -1 0 1 0\n 3 -1 0 1 0\n-1  3 0 1 0\n"
        "[test]\ndraw arrays GL_TRIANGLES 0 3\nprobe all rgba 0 1 0 1\n");
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

TEST(VertexData, BadTablesFailAndMissingFeaturesSkip) {
    const std::string shader = "[require]\nGLSL >= 1.10\n[vertex shader]\nattribute vec2 pos;\n"
                               "void main() { gl_Position = vec4(pos, 0.0, 1.0); }\n";
    Result r = RunText(shader + "[vertex data]\npos/float/2\n-1 -1\n1\n[test]\ndraw arrays GL_TRIANGLES 0 2\n");
    EXPECT_EQ(r.outcome, Outcome::kFail);
    EXPECT_NE(r.reason.find("[vertex data] line 9: expected 2 numbers"), std::string::npos) << r.reason;
    r = RunText(shader + "[vertex data]\npos/float/2\n-1 -1\n[test]\ndraw arrays GL_TRIANGLES 0 3\n");
    EXPECT_EQ(r.outcome, Outcome::kFail);
    EXPECT_NE(r.reason.find("not in the 1 rows"), std::string::npos) << r.reason;
    r = RunText(shader + "[test]\ndraw arrays GL_TRIANGLES 0 3\n");
    EXPECT_EQ(r.outcome, Outcome::kFail);
    EXPECT_NE(r.reason.find("needs a [vertex data] section"), std::string::npos) << r.reason;
    r = RunText(shader + "[vertex data]\npos/int/1\n1\n[test]\ndraw arrays GL_TRIANGLES 0 1\n");
    EXPECT_EQ(r.outcome, Outcome::kSkip);
    EXPECT_NE(r.reason.find("is not a float attribute"), std::string::npos) << r.reason;
    r = RunText(shader + "[vertex data]\npos/float/2\n0 0\n[test]\ndraw arrays GL_POINTS 0 1\n");
    EXPECT_EQ(r.outcome, Outcome::kSkip);
    EXPECT_NE(r.reason.find("only triangles are drawn"), std::string::npos) << r.reason;
    r = RunText(shader + "[test]\nenable GL_CLIP_PLANE0\n");
    EXPECT_EQ(r.outcome, Outcome::kSkip);
    EXPECT_NE(r.reason.find("user clip planes"), std::string::npos) << r.reason;
}

TEST(VertexData, VertexAttribSetsTheAliasedCurrentValue) {
    // ARB_vertex_program Table X.2.1: generic 3 is the color, 8 + i texture coordinate i;
    // 6 aliases nothing and keeps its own current value. Generic 0 has none (GL 2.0 2.7).
    namespace gl = runtime::gl;
    gl::Context context(4, 4);
    EXPECT_EQ(context.SetVertexAttrib(3, {0.25f, 0.5f, 0.75f, 1}), gl::GlError::kNoError);
    EXPECT_EQ(context.SetVertexAttrib(9, {1, 2, 3, 4}), gl::GlError::kNoError);
    EXPECT_EQ(context.SetVertexAttrib(6, {5, 6, 7, 8}), gl::GlError::kNoError);
    EXPECT_EQ(context.Current().color, (support::Vec4{0.25f, 0.5f, 0.75f, 1}));
    EXPECT_EQ(context.Current().texcoord[1], (support::Vec4{1, 2, 3, 4}));
    const gl::GenericVertex generic = context.MakeGenericVertex();
    EXPECT_EQ(generic[3], (support::Vec4{0.25f, 0.5f, 0.75f, 1}));
    EXPECT_EQ(generic[9], (support::Vec4{1, 2, 3, 4}));
    EXPECT_EQ(generic[6], (support::Vec4{5, 6, 7, 8}));
    EXPECT_EQ(generic[7], (support::Vec4{0, 0, 0, 1}));
    EXPECT_EQ(context.SetVertexAttrib(0, {1, 1, 1, 1}), gl::GlError::kInvalidOperation);
    EXPECT_EQ(context.SetVertexAttrib(16, {1, 1, 1, 1}), gl::GlError::kInvalidValue);
}

}  // namespace
}  // namespace tessera::shader_test
