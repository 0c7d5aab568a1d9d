// SPDX-License-Identifier: MIT
// GLSL fragment shaders through the runner: compiled, loaded, and fed by `uniform`
// commands through the compiler's bindings. Every expected color is derived in the
// comment beside it from GLSL's rules and the uniform values; the framebuffer is RGBA8 and
// probes allow 0.01.
#include <gtest/gtest.h>

#include <string>

#include "shader_test/runner.h"

namespace tessera::shader_test {
namespace {

Result RunText(const std::string& text) {
    return RunSource(support::SourceFile("uniform.shader_test", text));
}

// A test with `fragment` as the fragment shader, drawing the whole window after `setup`.
std::string ShaderTestText(const std::string& fragment, const std::string& setup,
                           const std::string& probes) {
    return "[require]\nGLSL >= 1.20\n\n[vertex shader passthrough]\n\n[fragment shader]\n" +
           fragment + "\n[test]\n" + setup + "draw rect -1 -1 2 2\n" + probes;
}

TEST(GlslUniforms, VectorByName) {
    const Result r = RunText(
        ShaderTestText("uniform vec4 color;\nvoid main() { gl_FragColor = color; }",
                       "uniform vec4 color 0.25 0.5 0.75 1\n", "probe all rgba 0.25 0.5 0.75 1\n"));
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

TEST(GlslUniforms, UnsetUniformsAreZero) {
    // GLSL 1.10 section 4.3.5: uniforms start at 0 (program.local starts at 0 too).
    const Result r =
        RunText(ShaderTestText("uniform vec4 color;\nvoid main() { gl_FragColor = color; }", "",
                               "probe all rgba 0 0 0 0\n"));
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

TEST(GlslUniforms, MatrixValuesAreColumnMajor) {
    // glUniformMatrix2x3fv with transpose FALSE: the six values are column 0 (3 rows) then
    // column 1, so m[1] is (0.25, 0.5, 0.75) and m[0] is (1, 0, 0).
    const Result r = RunText(ShaderTestText(
        "uniform mat2x3 m;\nvoid main() { gl_FragColor = vec4(m[1], m[0].x); }",
        "uniform mat2x3 m 1 0 0 0.25 0.5 0.75\n", "probe all rgba 0.25 0.5 0.75 1\n"));
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
    // The same through a product: m * (0, 1) is column 1.
    const Result product = RunText(ShaderTestText(
        "uniform mat2x3 m;\nvoid main() { gl_FragColor = vec4(m * vec2(0.0, 1.0), 1.0); }",
        "uniform mat2x3 m 1 0 0 0.25 0.5 0.75\n", "probe all rgba 0.25 0.5 0.75 1\n"));
    EXPECT_EQ(product.outcome, Outcome::kPass) << product.reason;
}

TEST(GlslUniforms, IntBoolAndHexFloat) {
    // float(3) / 4.0 = 0.75; a bool set from 5 is true (GL 2.0 2.15.3); 0x3e800000 is the
    // bit pattern of the float 0.25 (sign 0, exponent 125, mantissa 0: 2^-2).
    const Result r = RunText(ShaderTestText(
        "uniform int i;\nuniform bool b;\nuniform float f;\n"
        "void main() { gl_FragColor = vec4(float(i) / 4.0, b ? 1.0 : 0.0, f, 1.0); }",
        "uniform int i 3\nuniform int b 5\nuniform float f 0x3e800000\n",
        "probe all rgba 0.75 1 0.25 1\n"));
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

TEST(GlslUniforms, ArrayElementsAndStructFields) {
    // a[1] by subscript, a (= a[0]) by the bare name, s.g as a field.
    const Result r = RunText(
        ShaderTestText("uniform float a[2];\nstruct S { float f; float g; };\nuniform S s;\n"
                       "void main() { gl_FragColor = vec4(a[0], a[1], s.g, 1.0); }",
                       "uniform float a 0.25\nuniform float a[1] 0.5\nuniform float s.g 0.75\n",
                       "probe all rgba 0.25 0.5 0.75 1\n"));
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

TEST(GlslUniforms, SamplerUniformNamesTheTextureUnit) {
    // piglit_rgbw_texture: red, green, blue, white quadrants from the bottom left. The
    // texture is on unit 1, and `uniform int tex 1` points the sampler at it: the window's
    // bottom-left pixel samples the red quadrant.
    const std::string fragment =
        "uniform sampler2D tex;\nvoid main() { gl_FragColor = texture2D(tex, "
        "gl_FragCoord.xy / 250.0); }";
    const Result r =
        RunText(ShaderTestText(fragment, "texture rgbw 1 (8, 8)\nuniform int tex 1\n",
                               "probe rgba 10 10 1 0 0 1\nprobe rgba 240 240 1 1 1 1\n"));
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
    // Without the uniform the sampler reads unit 0, which has no texture: (0, 0, 0, 1).
    const Result unset =
        RunText(ShaderTestText(fragment, "texture rgbw 1 (8, 8)\n", "probe rgba 10 10 0 0 0 1\n"));
    EXPECT_EQ(unset.outcome, Outcome::kPass) << unset.reason;
}

TEST(GlslUniforms, SamplersInStructsAndArraysPassToFunctions) {
    // GLSL 1.10 section 6.1 lets a sampler, and so a struct or array holding one, be an
    // `in` argument; every call is inlined, so each texture2D still names one unit. The
    // rgbw texture (red bottom left, white top right) is on unit 1; unit 2 has none and
    // samples as (0, 0, 0, 1).
    const std::string in_struct =
        "struct Inner { float f; sampler2D tex; };\nstruct Outer { float g; Inner i; };\n"
        "uniform Outer s;\n"
        "vec4 Lookup(Outer o, vec2 c) { return texture2D(o.i.tex, c) * o.i.f * o.g; }\n"
        "void main() { gl_FragColor = Lookup(s, gl_FragCoord.xy / 250.0); }";
    // red * 0.5 * 1.0 at the bottom left, white * 0.5 at the top right.
    const Result r = RunText(ShaderTestText(
        in_struct, "texture rgbw 1 (8, 8)\nuniform int s.i.tex 1\nuniform float s.i.f 0.5\n"
                   "uniform float s.g 1.0\n",
        "probe rgba 10 10 0.5 0 0 0.5\nprobe rgba 240 240 0.5 0.5 0.5 0.5\n"));
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
    // An array argument with constant indices: the left half reads tex[0] (unit 1, red at
    // the bottom left), the right half tex[1] (unit 2, nothing bound).
    const std::string in_array =
        "uniform sampler2D tex[2];\n"
        "vec4 Pick(sampler2D t[2], vec2 c) {\n"
        "  if (c.x < 0.5) return texture2D(t[0], c);\n  return texture2D(t[1], c);\n}\n"
        "void main() { gl_FragColor = Pick(tex, gl_FragCoord.xy / 250.0); }";
    const Result a = RunText(ShaderTestText(
        in_array, "texture rgbw 1 (8, 8)\nuniform int tex[0] 1\nuniform int tex[1] 2\n",
        "probe rgba 10 10 1 0 0 1\nprobe rgba 240 10 0 0 0 1\n"));
    EXPECT_EQ(a.outcome, Outcome::kPass) << a.reason;
    // A run-time index still cannot choose the unit (ARBfp names it per instruction).
    const Result dynamic = RunText(ShaderTestText(
        "uniform sampler2D tex[2];\nuniform int k;\n"
        "vec4 Pick(sampler2D t[2], vec2 c) { return texture2D(t[k], c); }\n"
        "void main() { gl_FragColor = Pick(tex, gl_FragCoord.xy); }",
        "", ""));
    EXPECT_EQ(dynamic.outcome, Outcome::kFail);
    EXPECT_NE(dynamic.reason.find("can only be indexed with a constant expression"), std::string::npos)
        << dynamic.reason;
}

TEST(GlslUniforms, ValueCountsAsShaderRunnerReadsThem) {
    // shader_runner reads the values a type needs: a missing one reads as 0 (strtod stops
    // at the next line's command word) and an extra one is never read.
    const std::string fragment = "uniform vec4 color;\nvoid main() { gl_FragColor = color; }";
    const Result missing =
        RunText(ShaderTestText(fragment, "uniform vec4 color 0 1 0\n", "probe all rgba 0 1 0 0\n"));
    EXPECT_EQ(missing.outcome, Outcome::kPass) << missing.reason;
    const Result extra = RunText(
        ShaderTestText(fragment, "uniform vec4 color 0 1 0 1 0.5\n", "probe all rgba 0 1 0 1\n"));
    EXPECT_EQ(extra.outcome, Outcome::kPass) << extra.reason;
}

TEST(GlslUniforms, MistakesFailWithTheLine) {
    const std::string fragment = "uniform vec4 color;\nvoid main() { gl_FragColor = color; }";
    const Result unknown = RunText(ShaderTestText(fragment, "uniform vec4 colour 0 1 0 1\n", ""));
    EXPECT_EQ(unknown.outcome, Outcome::kFail);
    EXPECT_EQ(unknown.reason, "line 10: the program has no uniform 'colour'");
    const Result word = RunText(ShaderTestText(fragment, "uniform vec4 color 0 1 zero 1\n", ""));
    EXPECT_EQ(word.outcome, Outcome::kFail);
    EXPECT_EQ(word.reason, "line 10: 'zero' is not a number");
}

TEST(GlslUniforms, CompileErrorsFailWithTheFileLine) {
    // The shader's third line is line 9 of the test file; the diagnostic says so.
    const Result r =
        RunText(ShaderTestText("void main()\n{\n  gl_FragColor = undeclared;\n}", "", ""));
    EXPECT_EQ(r.outcome, Outcome::kFail);
    EXPECT_EQ(r.reason.rfind("[fragment shader] does not compile: uniform.shader_test:9:", 0), 0u)
        << r.reason;
}

}  // namespace
}  // namespace tessera::shader_test
