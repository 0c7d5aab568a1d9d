// SPDX-License-Identifier: MIT
// Tests of the GLSL helper (mesa_glsl.h): its conventions are what every GLSL-on-Mesa
// comparison relies on, so each is checked on a draw whose bytes are worked out by hand.
// Values are multiples of 0.2, which RGBA8 stores exactly: 0.2 * 255 = 51, 0.4 -> 102,
// 0.6 -> 153, 1 -> 255.
#include "mesa_glsl.h"

#include <gtest/gtest.h>

#include "piglit_corpus.h"

namespace tessera::testing {
namespace {

// Every test needs Mesa: skipped without it, failed with CI=true.
class MesaGlsl : public ::testing::Test {
  protected:
    void SetUp() override {
        if (!MesaAvailable()) TESSERA_SKIP_OR_FAIL_IN_CI(MesaUnavailableReason());
    }
};

constexpr const char* kPassPosition = "void main() { gl_Position = gl_Vertex; }\n";

// A small draw: every pixel computes the same value.
GlslDraw Small(const std::string& vertex, const std::string& fragment) {
    GlslDraw draw;
    draw.vertex = vertex;
    draw.fragment = fragment;
    draw.width = draw.height = 4;
    return draw;
}

// The bytes of the first pixel of `draw`; none (and a failure) when the draw fails.
std::vector<int> FirstPixel(const GlslDraw& draw) {
    const GlslDrawResult r = DrawGlsl(draw);
    EXPECT_TRUE(r.ok()) << r.error;
    if (!r.ok()) return {};
    return {r.rgba8[0], r.rgba8[1], r.rgba8[2], r.rgba8[3]};
}

TEST_F(MesaGlsl, LinkReportsTheStageThatFailed) {
    const std::string ok = "void main() { gl_FragColor = vec4(1.0); }\n";
    EXPECT_EQ(LinkGlsl(kPassPosition, ok), "");
    const std::string error =
        LinkGlsl(kPassPosition, "void main() { gl_FragColor = undeclared; }\n");
    EXPECT_EQ(error.rfind("fragment shader: ", 0), 0u) << error;
}

TEST_F(MesaGlsl, GenericAndConventionalInputsCarryTheSameCorners) {
    Vertex corner;
    corner.primary_color = {0.2f, 0.4f, 0.6f, 1};
    corner.texcoords[3] = {0.6f, 0.2f, 1, 0.4f};
    const std::string fragment =
        "varying vec4 c, t;\nvoid main() { gl_FragColor = c + t * 0.0; }\n";
    GlslDraw generic = Small(
        "attribute vec4 tsr_position, tsr_color0, tsr_texcoord3;\nvarying vec4 c, t;\n"
        "void main() { gl_Position = tsr_position; c = tsr_color0; t = tsr_texcoord3; }\n",
        fragment);
    GlslDraw conventional = Small(
        "varying vec4 c, t;\nvoid main() { gl_Position = gl_Vertex; c = gl_Color; t = "
        "gl_MultiTexCoord3; }\n",
        fragment);
    conventional.inputs = GlslVertexInputs::kConventional;
    generic.corners = conventional.corners = UniformCorners(corner);
    for (const GlslDraw& draw : {generic, conventional})
        EXPECT_EQ(FirstPixel(draw), (std::vector<int>{51, 102, 153, 255}));
    // The texture coordinate set reaches its own attribute: (0.6, 0.2, 1, 0.4).
    generic.fragment = conventional.fragment =
        "varying vec4 c, t;\nvoid main() { gl_FragColor = t + c * 0.0; }\n";
    for (const GlslDraw& draw : {generic, conventional})
        EXPECT_EQ(FirstPixel(draw), (std::vector<int>{153, 51, 255, 102}));
}

TEST_F(MesaGlsl, MatricesAreGivenByRowsOrByColumns) {
    // Values (a, b, c, d) = (0.2, 0.4, 0.6, 1). By rows, m = [[a, b], [c, d]], whose columns
    // m[0] = (a, c) and m[1] = (b, d); by columns, m[0] = (a, b) and m[1] = (c, d).
    GlslDraw draw =
        Small(kPassPosition, "uniform mat2 m;\nvoid main() { gl_FragColor = vec4(m[0], m[1]); }\n");
    draw.uniforms = {{"m", {0.2f, 0.4f, 0.6f, 1}, MatrixLayout::kRows}};
    EXPECT_EQ(FirstPixel(draw), (std::vector<int>{51, 153, 102, 255}));
    draw.uniforms[0].layout = MatrixLayout::kColumns;
    EXPECT_EQ(FirstPixel(draw), (std::vector<int>{51, 102, 153, 255}));
}

TEST_F(MesaGlsl, IntegersAndArrayElementsAreSetByName) {
    GlslDraw draw =
        Small(kPassPosition,
              "uniform int n;\nuniform float a[2];\n"
              "void main() { gl_FragColor = vec4(float(n) * 0.2, a[0], a[1], 1.0); }\n");
    draw.uniforms = {{"n", {2}}, {"a[1]", {0.6f}}, {"a[0]", {0.2f}}};
    EXPECT_EQ(FirstPixel(draw), (std::vector<int>{102, 51, 153, 255}));
}

TEST_F(MesaGlsl, AValueOfTheWrongSizeIsAnError) {
    // Two floats for a float (not an array): glUniform1fv with count 2 is INVALID_OPERATION.
    GlslDraw draw =
        Small(kPassPosition, "uniform float f;\nvoid main() { gl_FragColor = vec4(f); }\n");
    draw.uniforms = {{"f", {0.2f, 0.4f}}};
    EXPECT_EQ(DrawGlsl(draw).error, "setting uniform 'f' failed");
}

}  // namespace
}  // namespace tessera::testing
