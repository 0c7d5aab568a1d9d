// SPDX-License-Identifier: MIT
// A vertex module and a fragment module, both hand-written IR, written as GLSL separately,
// linked by Mesa and drawn; the pixels are checked against values derived by hand. This
// checks the vertex stage (POSITION -> gl_Position, a named varying linking by the global's
// name, COLOR0 between the stages), the matrix convention on a non-square matrix set with
// glUniformMatrix*(transpose = GL_TRUE) from the IR's row-major values, and a structured
// loop with continue.
#include <GL/gl.h>

#include <cmath>

#include "glsl_test_support.h"
#include "mesa_glsl.h"  // tests/mesa
#include "piglit_corpus.h"

namespace tessera::glsl_writer_test {
namespace {

using testing::DrawGlsl;
using testing::GlslDraw;
using testing::GlslDrawResult;

// shade = M (u, v, 1) with M the 2x3 uniform; the primary color is a constant.
constexpr const char* kVertex = R"(module vertex
input @pos: float4 @POSITION
input @uv: float2
uniform @m: float2x3
output @p: float4 @POSITION
output @shade: float2
output @c: float4 @COLOR0
fn main() -> void {
  %0: float4 = load @pos
  store @p, %0
  %1: float2 = load @uv
  %2: float = const (1)
  %3: float3 = construct %1, %2
  %4: float2x3 = load @m
  %5: float2 = mul.mv %4, %3
  store @shade, %5
  %6: float4 = const (0.25, 0.5, 0.75, 1)
  store @c, %6
  ret
}
entry main
)";

// The same with a square matrix (GLSL 1.10 and ES 1.00 have no mat3x2): shade = N (u, v) +
// (0.125, 0.25) with N the 2x2 uniform, which equals M (u, v, 1) for M = [N | (0.125, 0.25)].
constexpr const char* kVertexSquare = R"(module vertex
input @pos: float4 @POSITION
input @uv: float2
uniform @m: float2x2
output @p: float4 @POSITION
output @shade: float2
output @c: float4 @COLOR0
fn main() -> void {
  %0: float4 = load @pos
  store @p, %0
  %1: float2 = load @uv
  %2: float2x2 = load @m
  %3: float2 = mul.mv %2, %1
  %4: float2 = const (0.125, 0.25)
  %5: float2 = add %3, %4
  store @shade, %5
  %6: float4 = const (0.25, 0.5, 0.75, 1)
  store @c, %6
  ret
}
entry main
)";

constexpr const char* kFragment = R"(module fragment
input @shade: float2
input @c: float4 @COLOR0
output @color: float4 @COLOR
fn main() -> void {
  %0: float2 = load @shade
  %1: float4 = load @c
  %2: float = extract %1, [2]
  %3: float = const (1)
  %4: float4 = construct %0, %2, %3
  store @color, %4
  ret
}
entry main
)";

std::uint8_t Byte(float v) { return static_cast<std::uint8_t>(std::lround(std::clamp(v, 0.0f, 1.0f) * 255)); }

GlslDraw Pair(const std::string& vertex, const std::string& fragment, GlslVersion v) {
    GlslDraw draw;
    const lang::glsl::GlslWriteResult vs = Write(ReadIr(vertex), v);
    EXPECT_TRUE(vs.ok()) << Messages(vs);
    draw.vertex = vs.text;
    if (!fragment.empty()) {
        const lang::glsl::GlslWriteResult fs = Write(ReadIr(fragment), v);
        EXPECT_TRUE(fs.ok()) << Messages(fs);
        draw.fragment = fs.text;
    }
    // The harness sends the position as attribute 0 (gl_Vertex aliases it) and texture
    // coordinate set 0 as attribute 4.
    draw.attributes = {{"a_POSITION", 0}, {"a_uv", 4}};
    for (testing::Vertex& c : draw.corners) {
        c.texcoords[0] = {c.position[0] * 0.5f + 0.5f, c.position[1] * 0.5f + 0.5f, 0, 1};
    }
    return draw;
}

class VertexPair : public ::testing::TestWithParam<GlslVersion> {};

TEST_P(VertexPair, DrawsTheHandDerivedShading) {
    if (!testing::MesaAvailable()) TESSERA_SKIP_OR_FAIL_IN_CI(testing::MesaUnavailableReason());
    const GlslVersion v = GetParam();
    const bool square = v == GlslVersion::k110 || v == GlslVersion::kEs100;
    GlslDraw draw = Pair(square ? kVertexSquare : kVertex, kFragment, v);
    // M = [[0.5, 0.25, 0.125], [0, 0.5, 0.25]] row by row (the IR's order).
    if (square) draw.uniforms = {{"u_m", {0.5f, 0.25f, 0.0f, 0.5f}}};
    else draw.uniforms = {{"u_m", {0.5f, 0.25f, 0.125f, 0.0f, 0.5f, 0.25f}}};
    const GlslDrawResult r = DrawGlsl(draw);
    ASSERT_TRUE(r.ok()) << r.error << "\n" << draw.vertex << "\n" << draw.fragment;
    // Pixel (x, y) samples the quad at u = (x + 0.5) / 32, v = (y + 0.5) / 32 (texture
    // coordinates run 0..1 across the window, interpolated linearly since w = 1):
    //   red = 0.5 u + 0.25 v + 0.125, green = 0.5 v + 0.25, blue = 0.75 (COLOR0's z), alpha 1.
    int bad = 0;
    for (int y = 0; y < 32; ++y) {
        for (int x = 0; x < 32; ++x) {
            const float u = (x + 0.5f) / 32, w = (y + 0.5f) / 32;
            const float want[4] = {0.5f * u + 0.25f * w + 0.125f, 0.5f * w + 0.25f, 0.75f, 1.0f};
            for (int k = 0; k < 4; ++k) {
                const int got = r.rgba8[static_cast<std::size_t>((y * 32 + x) * 4 + k)];
                if (std::abs(got - Byte(want[k])) > 1 && ++bad <= 4)
                    ADD_FAILURE() << "pixel (" << x << ", " << y << ") channel " << k << ": " << got << ", want "
                                  << static_cast<int>(Byte(want[k]));
            }
        }
    }
    EXPECT_EQ(bad, 0) << draw.vertex << "\n" << draw.fragment;
}

INSTANTIATE_TEST_SUITE_P(Versions, VertexPair, ::testing::ValuesIn(kAllVersions),
                         [](const ::testing::TestParamInfo<GlslVersion>& info) {
                             return std::string(lang::glsl::GlslVersionName(info.param));
                         });

// acc = 0.125 for each even i in 0..4 (i odd continues): 3 * 0.125 = 0.375.
constexpr const char* kLoop = R"(module fragment
output @color: float4 @COLOR
fn main() -> void {
  var $i: int
  var $acc: float
  %0: int = const (0)
  store $i, %0
  %1: float = const (0)
  store $acc, %1
  loop {
    %2: int = load $i
    %3: int = const (5)
    %4: bool = ge %2, %3
    if %4 {
      break
    }
    %5: float = convert %2
    %6: float = const (0.5)
    %7: float = mul %5, %6
    %8: float = intrinsic floor %7
    %9: bool = ne %7, %8
    if %9 {
      continue
    }
    %10: float = load $acc
    %11: float = const (0.125)
    %12: float = add %10, %11
    store $acc, %12
  } continuing {
    %13: int = load $i
    %14: int = const (1)
    %15: int = add %13, %14
    store $i, %15
  }
  %16: float = load $acc
  %17: float = const (1)
  %18: float4 = construct %16, %16, %16, %17
  store @color, %18
  ret
}
entry main
)";

constexpr const char* kPassPosition = R"(module vertex
input @pos: float4 @POSITION
output @p: float4 @POSITION
fn main() -> void {
  %0: float4 = load @pos
  store @p, %0
  ret
}
entry main
)";

TEST(StructuredOnMesa, LoopWithContinueRunsItsContinuingBlock) {
    if (!testing::MesaAvailable()) TESSERA_SKIP_OR_FAIL_IN_CI(testing::MesaUnavailableReason());
    for (GlslVersion v : {GlslVersion::k110, GlslVersion::k130, GlslVersion::k330}) {
        SCOPED_TRACE(lang::glsl::GlslVersionName(v));
        GlslDraw draw = Pair(kPassPosition, kLoop, v);
        const GlslDrawResult r = DrawGlsl(draw);
        ASSERT_TRUE(r.ok()) << r.error << "\n" << draw.fragment;
        // 0.375 * 255 = 95.625 -> 96.
        EXPECT_EQ(r.rgba8[0], 96) << draw.fragment;
        EXPECT_EQ(r.rgba8[3], 255);
    }
}

// Determinants: GLSL's own from 1.50 and ES 3.00, the writer's tsr_determinant helpers
// before. By hand (expansion along the first row):
//   det [[3, 1], [2, 4]] = 12 - 2 = 10
//   det [[2, 0, 1], [1, 3, 0], [0, 1, 4]] = 2 (12 - 0) - 0 + 1 (1 - 0) = 25
//   det [[1, 2, 0, 0], [0, 1, 0, 3], [2, 0, 1, 0], [0, 0, 1, 1]]
//     = 1 det [[1, 0, 3], [0, 1, 0], [0, 1, 1]] - 2 det [[0, 0, 3], [2, 1, 0], [0, 1, 1]] = 1 - 2 * 6 = -11
// and the color is (10 / 40, 25 / 50, -11 / -44, 1) = (0.25, 0.5, 0.25, 1).
constexpr const char* kDeterminants = R"(module fragment
output @color: float4 @COLOR
fn main() -> void {
  %0: float2x2 = const (3, 1, 2, 4)
  %1: float3x3 = const (2, 0, 1, 1, 3, 0, 0, 1, 4)
  %2: float4x4 = const (1, 2, 0, 0, 0, 1, 0, 3, 2, 0, 1, 0, 0, 0, 1, 1)
  %3: float = intrinsic determinant %0
  %4: float = intrinsic determinant %1
  %5: float = intrinsic determinant %2
  %6: float4 = const (0.025, 0.02, -0.0227272734, 1)
  %7: float4 = construct %3, %4, %5, %3
  %8: float4 = mul %7, %6
  %9: float = extract %8, [0]
  %10: float = extract %8, [1]
  %11: float = extract %8, [2]
  %12: float = const (1)
  %13: float4 = construct %9, %10, %11, %12
  store @color, %13
  ret
}
entry main
)";

TEST(DeterminantsOnMesa, MatchTheHandDerivedValues) {
    if (!testing::MesaAvailable()) TESSERA_SKIP_OR_FAIL_IN_CI(testing::MesaUnavailableReason());
    for (GlslVersion v : kAllVersions) {
        SCOPED_TRACE(lang::glsl::GlslVersionName(v));
        GlslDraw draw = Pair(kPassPosition, kDeterminants, v);
        const GlslDrawResult r = DrawGlsl(draw);
        ASSERT_TRUE(r.ok()) << r.error << "\n" << draw.fragment;
        const float want[4] = {0.25f, 0.5f, 0.25f, 1};
        for (int k = 0; k < 4; ++k)
            EXPECT_NEAR(r.rgba8[static_cast<std::size_t>(k)], Byte(want[k]), 1) << k << "\n" << draw.fragment;
    }
}

// Uniforms bound to ARB state read the GL state through GLSL's built-in uniforms. The
// values are derived by hand in tests/arbfp_writer/state_uniform_test.cpp for the same
// state: M = translate(0.5, 0.25, 0.125) * scale(1, 2, 4), v = (1, 2, 3, 4);
// M v = (3, 5, 12.5, 4), M^T v = (1, 4, 12, 5.375), and a matrix case outputs M v / 32 + 0.5.
struct StateCase {
    const char* semantic;
    bool matrix;
    testing::Vec4 expected;
};
const StateCase kStateCases[] = {
    {"state.matrix.modelview", true, {0.59375f, 0.65625f, 0.890625f, 0.625f}},
    {"state.matrix.mvp.transpose", true, {0.53125f, 0.625f, 0.875f, 0.66796875f}},
    {"state.fog.color", false, {0.125f, 0.25f, 0.375f, 0.5f}},
    {"state.depth.range", false, {0.25f, 0.75f, 0.5f, 1}},
};

TEST(StateUniformsOnMesa, ReadTheGlState) {
    if (!testing::MesaAvailable()) TESSERA_SKIP_OR_FAIL_IN_CI(testing::MesaUnavailableReason());
    for (const StateCase& c : kStateCases) {
        SCOPED_TRACE(c.semantic);
        std::string ir = "module fragment\nuniform @u: " + std::string(c.matrix ? "float4x4" : "float4") +
                         " @STATE\noutput @color: float4 @COLOR\nfn main() -> void {\n";
        if (c.matrix) {
            ir += "  %0: float4x4 = load @u\n  %1: float4 = const (0.03125, 0.0625, 0.09375, 0.125)\n"
                  "  %2: float4 = mul.mv %0, %1\n  %3: float4 = const (0.5, 0.5, 0.5, 0.5)\n"
                  "  %4: float4 = add %2, %3\n  store @color, %4\n";
        } else {
            ir += "  %0: float4 = load @u\n  store @color, %0\n";
        }
        ir += "  ret\n}\nentry main\n";
        ir::Module m = ReadIr(ir);
        m.globals[0].semantic = c.semantic;  // the text form has no '.' in semantics
        GlslDraw draw = Pair(kPassPosition, "", GlslVersion::k110);
        const lang::glsl::GlslWriteResult w = Write(m, GlslVersion::k110);
        ASSERT_TRUE(w.ok()) << Messages(w);
        draw.fragment = w.text;
        draw.extra_state = [] {
            const float modelview[] = {1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 4, 0, 0.5f, 0.25f, 0.125f, 1};
            const float fog[] = {0.125f, 0.25f, 0.375f, 0.5f};
            glMatrixMode(GL_MODELVIEW);
            glLoadMatrixf(modelview);
            glFogfv(GL_FOG_COLOR, fog);
            glDepthRange(0.25, 0.75);
        };
        const GlslDrawResult r = DrawGlsl(draw);
        glMatrixMode(GL_MODELVIEW);
        glLoadIdentity();
        glDepthRange(0, 1);
        ASSERT_TRUE(r.ok()) << r.error << "\n" << draw.fragment;
        for (int k = 0; k < 4; ++k)
            EXPECT_NEAR(r.rgba8[static_cast<std::size_t>(k)], Byte(c.expected[static_cast<std::size_t>(k)]), 1)
                << "component " << k << "\n" << draw.fragment;
    }
}

}  // namespace
}  // namespace tessera::glsl_writer_test
