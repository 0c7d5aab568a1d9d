// SPDX-License-Identifier: MIT
// End to end: GLSL source -> CompileGlsl -> our ARBfp reader -> our fragment processor
// (RunQuadReference), compared with values derived by hand in each test's comment.
// Inputs and results stay in [0, 1] so that result clamping (3.11.4.4) hides nothing.
#include <gtest/gtest.h>

#include <map>

#include "lang/glsl/reader/compile.h"
#include "run_arbfp.h"

namespace tessera::lang::glsl {
namespace {

using support::Vec4;
using Fixture = test_support::FragmentInputs;

struct Outcome {
    bool compiled = false;
    Vec4 color{0, 0, 0, 0};
    bool killed = false;
};

Outcome RunShader(const std::string& source, const Fixture& in = {}) {
    CompileOptions options;
    options.source_name = "test.frag";
    options.source_text = source;
    CompileResult r = CompileGlsl(options);
    EXPECT_TRUE(r.ok) << r.diagnostics;
    if (!r.ok) return {};
    std::string error;
    std::optional<test_support::FragmentOutcome> run = test_support::RunOnFragmentProcessor(r, in, error);
    EXPECT_TRUE(run) << error;
    if (!run) return {};
    return {true, run->color, run->killed};
}

void Expect(const Outcome& run, Vec4 want) {
    ASSERT_TRUE(run.compiled);
    for (int k = 0; k < 4; ++k) EXPECT_NEAR(run.color[k], want[k], 1e-5) << "component " << k;
}

TEST(GlslExec, ConstantColor) {
    Expect(RunShader("void main() { gl_FragColor = vec4(1.0, 0.0, 0.5, 1.0); }"), {1, 0, 0.5f, 1});
}

TEST(GlslExec, RedeclaredArrayKeepsItsElements) {
    // Section 4.1.9: the redeclaration sizes the same array, so what was stored through the
    // unsized declaration is still there: a[1] = 0.5 before, a[3] = 0.25 after (Mesa draws
    // this shader as (0, 0.5, 0.25, 1) too).
    Expect(RunShader("void main() { float a[]; a[0] = 0.0; a[1] = 0.5; float a[4]; a[3] = 0.25;"
                     " gl_FragColor = vec4(a[0], a[1], a[3], 1.0); }"),
           {0, 0.5f, 0.25f, 1});
    // Larger than its constant indices make the unsized one (2): elements 0 and 1 kept.
    Expect(RunShader("void main() { float a[]; a[0] = 0.25; a[1] = 0.5; float a[4];"
                     " gl_FragColor = vec4(a[0], a[1], 0.0, 1.0); }"),
           {0.25f, 0.5f, 0, 1});
    // Sized by its initializer in 1.20: a[1] is 1.
    Expect(RunShader("#version 120\nvoid main() { float a[]; float a[] = float[](0.0, 1.0);"
                     " gl_FragColor = vec4(a[0], a[1], 0.0, 1.0); }"),
           {0, 1, 0, 1});
}

TEST(GlslExec, ColorTimesUniform) {
    // (0.5, 0.25, 1, 1) * (0.5, 1, 0.5, 0.8) component-wise.
    Fixture in;
    in.color = {0.5f, 0.25f, 1, 1};
    in.uniforms["tint"] = {0.5f, 1, 0.5f, 0.8f};
    Expect(RunShader("uniform vec4 tint; void main() { gl_FragColor = gl_Color * tint; }", in), {0.25f, 0.25f, 0.5f, 0.8f});
}

TEST(GlslExec, MatrixTimesVectorIsColumnMajor) {
    // m's columns are uploaded in order: c0 = (0.1, 0.2, 0, 0), c1 = (0, 0.5, 0, 0),
    // c2 = (0, 0, 1, 0), c3 = (0, 0, 0, 1). m * (1, 1, 0.5, 1) = c0 + c1 + 0.5 c2 + c3
    // = (0.1, 0.7, 0.5, 1); (1, 1, 0.5, 1) * m is the dots with the columns: (0.3, 0.5, 0.5, 1).
    Fixture in;
    in.uniforms["m"] = {0.1f, 0.2f, 0, 0, 0, 0.5f, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
    in.texcoord[0] = {1, 1, 0.5f, 1};
    Expect(RunShader("uniform mat4 m; void main() { gl_FragColor = m * gl_TexCoord[0]; }", in), {0.1f, 0.7f, 0.5f, 1});
    Expect(RunShader("uniform mat4 m; void main() { gl_FragColor = gl_TexCoord[0] * m; }", in), {0.3f, 0.5f, 0.5f, 1});
    // m[1] is the second column.
    Expect(RunShader("uniform mat4 m; void main() { gl_FragColor = m[1] + vec4(0.0, 0.0, 0.0, 1.0); }", in), {0, 0.5f, 0, 1});
}

TEST(GlslExec, MatrixConstructorIsColumnMajor) {
    // mat2(a, b, c, d) has columns (a, b) and (c, d): m * (1, 0) = (a, b), m * (0, 1) = (c, d).
    Expect(RunShader(R"(
void main() {
    mat2 m = mat2(0.1, 0.2, 0.3, 0.4);
    gl_FragColor = vec4(m * vec2(1.0, 0.0), m * vec2(0.0, 1.0));
})"),
           {0.1f, 0.2f, 0.3f, 0.4f});
}

TEST(GlslExec, IntegerDivisionTruncatesTowardZero) {
    // 7 / 2 = 3, -7 / 2 = -3, 9 / 3 = 3, int(-2.7) = -2 (section 5.9 and 5.4.1); scaled by 0.1.
    Fixture in;
    in.uniforms["a"] = {7, 0, 0, 0};
    in.uniforms["b"] = {2, 0, 0, 0};
    in.uniforms["c"] = {9, 0, 0, 0};
    in.uniforms["d"] = {3, 0, 0, 0};
    Expect(RunShader(R"(
uniform int a, b, c, d;
void main() {
    gl_FragColor = vec4(float(a / b) * 0.1, float(-a / b) * -0.1, float(c / d) * 0.1, float(int(-2.7)) * -0.1);
})", in),
           {0.3f, 0.3f, 0.3f, 0.2f});
}

TEST(GlslExec, LoopsFunctionsAndOutParameters) {
    // sum over i = 0..3 of 0.1 * i = 0.6; split(0.6) gives 0.3 and 0.3 through out parameters.
    Expect(RunShader(R"(
void split(in float x, out float a, out float b) { a = x * 0.5; b = x - a; }
void main() {
    float s = 0.0;
    for (int i = 0; i < 4; i++) s += 0.1 * float(i);
    vec2 parts;
    split(s, parts.x, parts.y);
    gl_FragColor = vec4(parts, s, 1.0);
})"),
           {0.3f, 0.3f, 0.6f, 1});
}

TEST(GlslExec, VariableIndexBecomesSelects) {
    // i = 2 from the uniform; w[2] = 0.75; v[i] on (0.1, 0.2, 0.3, 0.4) is 0.3; writing
    // v[i] = 1.0 changes only component 2.
    Fixture in;
    in.uniforms["i"] = {2, 0, 0, 0};
    in.uniforms["w[0]"] = {0.25f, 0, 0, 0};
    in.uniforms["w[1]"] = {0.5f, 0, 0, 0};
    in.uniforms["w[2]"] = {0.75f, 0, 0, 0};
    Expect(RunShader(R"(
uniform int i;
uniform float w[3];
void main() {
    vec4 v = vec4(0.1, 0.2, 0.3, 0.4);
    float r = v[i];
    v[i] = 1.0;
    gl_FragColor = vec4(w[i], r, v.z, v.w);
})", in),
           {0.75f, 0.3f, 1, 0.4f});
}

TEST(GlslExec, StructUniformsBindByField) {
    // The API names struct fields "s.f" and elements "a[n]"; each is its own binding.
    Fixture in;
    in.uniforms["light.color"] = {0.5f, 0.25f, 1, 1};
    in.uniforms["light.scale"] = {0.5f, 0, 0, 0};
    Expect(RunShader(R"(
struct Light { vec4 color; float scale; };
uniform Light light;
void main() { gl_FragColor = light.color * light.scale; })", in),
           {0.25f, 0.125f, 0.5f, 0.5f});
}

TEST(GlslExec, ShortCircuitAndSelection) {
    // false && (x = 1) leaves x = 0; true || (y = 1) leaves y = 0; ?: picks 0.5.
    Expect(RunShader(R"(
void main() {
    float x = 0.0, y = 0.0;
    bool a = false && (x = 1.0) > 0.0;
    bool b = true || (y = 1.0) > 0.0;
    float z = b ? 0.5 : (x = 0.25);
    gl_FragColor = vec4(x, y, z, (a ^^ b) ? 1.0 : 0.0);
})"),
           {0, 0, 0.5f, 1});
}

TEST(GlslExec, BuiltinFunctions) {
    // mod(-0.25, 1.0) = 0.75 (x - y floor(x/y)); clamp(1.5, 0, 1) = 1; mix(0.2, 0.6, 0.5) = 0.4;
    // smoothstep(0, 1, 0.5) = 0.5; length(vec2(0.3, 0.4)) = 0.5; step(0.5, 0.25) = 0.
    Expect(RunShader(R"(
void main() {
    gl_FragColor = vec4(mod(-0.25, 1.0), clamp(1.5, 0.0, 1.0) * mix(0.2, 0.6, 0.5),
                        smoothstep(0.0, 1.0, 0.5) * length(vec2(0.3, 0.4)) * 2.0, step(0.5, 0.25));
})"),
           {0.75f, 0.4f, 0.5f, 0});
}

TEST(GlslExec, DiscardKills) {
    Fixture in;
    in.color = {0.2f, 0, 0, 1};
    Outcome run = RunShader("void main() { if (gl_Color.r < 0.5) discard; gl_FragColor = gl_Color; }", in);
    ASSERT_TRUE(run.compiled);
    EXPECT_TRUE(run.killed);
}

TEST(GlslExec, GlobalsSharedByFunctions) {
    // f writes the global and gl_FragColor; main reads the global back.
    Expect(RunShader(R"(
float g = 0.25;
void f() { g = g * 2.0; gl_FragColor = vec4(g); }
void main() { f(); gl_FragColor.w = g + 0.5; })"),
           {0.5f, 0.5f, 0.5f, 1});
}

TEST(GlslExec, ImplicitlySizedArray) {
    // Section 4.1.9: `float a[];` takes its size from the largest constant index (here 3).
    Expect(RunShader("float a[]; void main() { a[2] = 0.5; a[0] = 0.25; gl_FragColor = vec4(a[2], a[0], 0.0, 1.0); }"),
           {0.5f, 0.25f, 0, 1});
}

TEST(GlslExec, Glsl120Arrays) {
    // a[1] = 0.2; a.length() = 3 (x 0.25 = 0.75); outerProduct((1, 0.5), (0.5, 1)) has
    // column 1 = c * r[1] = (1, 0.5), so [1][1] = 0.5 (GLSL 1.20 section 8.5).
    Expect(RunShader(R"(#version 120
void main() {
    float[3] a = float[](0.1, 0.2, 0.3);
    gl_FragColor = vec4(a[1], float(a.length()) * 0.25, outerProduct(vec2(1.0, 0.5), vec2(0.5, 1))[1][1], 1.0);
})"),
           {0.2f, 0.75f, 0.5f, 1});
}

TEST(GlslExec, UniformInitializersAreReported) {
    // GLSL 1.20 section 4.3.5: the loader sets these; a matrix column by column.
    CompileOptions options;
    options.source_name = "test.frag";
    options.source_text = R"(#version 120
uniform vec2 u = vec2(0.25, 0.5);
uniform mat2 m = mat2(1.0, 2.0, 3.0, 4.0);
uniform float a[2] = float[2](5.0, 6.0);
void main() { gl_FragColor = vec4(u, m[1][0], a[1]); })";
    CompileResult r = CompileGlsl(options);
    ASSERT_TRUE(r.ok) << r.diagnostics;
    EXPECT_EQ(r.uniform_defaults["u"], (std::vector<double>{0.25, 0.5}));
    EXPECT_EQ(r.uniform_defaults["m"], (std::vector<double>{1, 2, 3, 4}));
    EXPECT_EQ(r.uniform_defaults["a[1]"], (std::vector<double>{6}));
}

}  // namespace
}  // namespace tessera::lang::glsl
