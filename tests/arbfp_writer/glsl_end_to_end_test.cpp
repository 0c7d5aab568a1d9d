// SPDX-License-Identifier: MIT
// The repros of issue 4 from GLSL source: compiled by CompileGlsl (front end, pipeline,
// writer), read by our reader and run on our fragment processor (arbfp_run.h, no final
// clamp), compared with values derived by hand in each comment.
#include <gtest/gtest.h>

#include <cmath>

#include "arbfp_run.h"
#include "lang/arbfp/reader/reader.h"
#include "lang/glsl/reader/compile.h"

namespace tessera::lang::arbfp::writer_test {
namespace {

/// The color of `source` on our fragment processor; fails the test when it does not compile.
std::optional<Vec4> RunGlsl(const std::string& source, const std::map<std::string, Vec4>& uniforms = {}) {
    glsl::CompileOptions options;
    options.source_name = "test.frag";
    options.source_text = source;
    glsl::CompileResult r = glsl::CompileGlsl(options);
    EXPECT_TRUE(r.ok) << r.diagnostics;
    if (!r.ok) return std::nullopt;
    ReadResult read = ReadProgram(r.arbfp.text);
    EXPECT_TRUE(read.program.has_value()) << read.error_string;
    if (!read.program) return std::nullopt;
    std::map<std::uint32_t, Vec4> locals;
    for (const Binding& b : r.arbfp.bindings)
        if (b.kind == Binding::Kind::kUniform && uniforms.count(b.name)) locals[b.first_parameter] = uniforms.at(b.name);
    return RunProgram(*read.program, locals, {}).color;
}

// inversesqrt(-1) folds to NaN (1 / sqrt(-1)); normalize of a zero vector to 0 * inf = NaN.
// Both used to be written as a literal `nan`, which no ARBfp reader accepts. GLSL leaves
// both undefined, so only "compiles, runs, and the defined lanes are right" is asserted.
TEST(GlslEndToEnd, FoldedNaNIsWritable) {
    std::optional<Vec4> c = RunGlsl(
        "void main() { gl_FragColor = vec4(inversesqrt(-1.0), normalize(vec3(0.0)).x, 0.25, 1.0); }");
    ASSERT_TRUE(c);
    EXPECT_TRUE(std::isnan((*c)[0]));
    EXPECT_TRUE(std::isnan((*c)[1]));
    EXPECT_EQ((*c)[2], 0.25f);
    EXPECT_EQ((*c)[3], 1.0f);
}

// The issue's loop, with the outer condition on a uniform so that the continues sit two
// run-time ifs deep. u > 0: x = 0 adds 0.5; x = 1 adds 2 (the else-if); x = 2 adds 1;
// x = 3..9 add 0.5 each (3.5): a = 7, written as a / 8 = 0.875. u <= 0: 10 * 0.5 = 5, 0.625.
TEST(GlslEndToEnd, ContinueInNestedElseIfUnrolls) {
    const std::string source = R"(uniform float u;
void main() {
  float a = 0.0;
  for (int x = 0; x < 10; x++) {
    if (u > 0.0)
      if (x == 2) { a += 1.0; continue; }
      else if (x == 1) { a += 2.0; continue; }
    a += 0.5;
  }
  gl_FragColor = vec4(a / 8.0);
})";
    std::optional<Vec4> c = RunGlsl(source, {{"u", {1, 0, 0, 0}}});
    ASSERT_TRUE(c);
    EXPECT_FLOAT_EQ((*c)[0], 0.875f);
    c = RunGlsl(source, {{"u", {-1, 0, 0, 0}}});
    ASSERT_TRUE(c);
    EXPECT_FLOAT_EQ((*c)[0], 0.625f);
}

// A break two run-time ifs deep. u = 2: the first run adds 8 and breaks (a = 8, /16 = 0.5);
// u = 0.5: x = 0 and x = 1 add 1 each, then break (a = 2, 0.125); u = -1: four runs add 1
// (a = 4, 0.25).
TEST(GlslEndToEnd, BreakInNestedIfUnrolls) {
    const std::string source = R"(uniform float u;
void main() {
  float a = 0.0;
  for (int x = 0; x < 4; x++) {
    if (u > 0.0) { if (u > 1.0) { a += 8.0; break; } }
    a += 1.0;
    if (u > 0.0) { if (x == 1) break; }
  }
  gl_FragColor = vec4(a / 16.0);
})";
    for (auto [u, want] : {std::pair{2.0f, 0.5f}, std::pair{0.5f, 0.125f}, std::pair{-1.0f, 0.25f}}) {
        std::optional<Vec4> c = RunGlsl(source, {{"u", {u, 0, 0, 0}}});
        ASSERT_TRUE(c);
        EXPECT_FLOAT_EQ((*c)[0], want) << "u = " << u;
    }
}

}  // namespace
}  // namespace tessera::lang::arbfp::writer_test
