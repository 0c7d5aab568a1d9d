// SPDX-License-Identifier: MIT
// End to end for what is resolved per call or per program at compile time: static globals
// the program writes ("static", "Global Variables"), unsized array parameters ("Unsized
// Arrays") and the base `sampler` type ("The base sampler type may be used in any context
// in which a more specific sampler type is valid"). Every expected value is derived by hand
// in the comment above it.
#include <gtest/gtest.h>

#include "runtime/texture/texture.h"
#include "tests/cg/run_cg.h"

namespace tessera::lang::cg {
namespace {

using namespace test;  // Execute, ExpectColor, Fixture, Outcome, Vec4

std::string Diagnostics(const std::string& source) {
    CompileOptions o;
    o.source_name = "t.cg";
    o.source_text = source;
    return CompileCg(o).diagnostics;
}

bool Has(const std::string& haystack, const std::string& needle) {
    return haystack.find(needle) != std::string::npos;
}

TEST(CgStatics, AreStateTheProgramWrites) {
    // tint (0.2, 0.4, 0.6, 0.8): acc starts at (0.1, 0.2, 0.3, 0.4). c = (0.4, 0.2, 0.8, 0.4)
    // added with weights 0.25, 0.5, then 1 (weights[2] set before the third call): acc =
    // (0.1, 0.2, 0.3, 0.4) + 1.75 c = (0.8, 0.55, 1.7, 1.1); calls = 3, so the result is
    // (0.8, 0.55, 1.7, 1.1) / 3.
    Fixture in;
    in.uniforms["tint"] = {0.2, 0.4, 0.6, 0.8};
    in.color = {0.4f, 0.2f, 0.8f, 0.4f};
    Outcome run = Execute(R"(
uniform float4 tint;
static float4 acc = tint * 0.5;
static int calls;
static float weights[3] = {0.25, 0.5, 0.25};
void add(float4 c) { acc += c * weights[calls]; calls = calls + 1; }
float4 main(float4 c : COLOR0) : COLOR {
    calls = 0;
    add(c);
    add(c);
    weights[2] = 1;
    add(c);
    return acc / calls;
})",
                          in);
    ExpectColor(run, {0.8f / 3, 0.55f / 3, 1.7f / 3, 1.1f / 3});
    // Private to the program: no parameter of the program is made for them.
    EXPECT_FALSE(Has(run.program, "#var float4 acc")) << run.program;
    EXPECT_FALSE(Has(run.program, "#var int calls")) << run.program;
}

TEST(CgStatics, InitializersRunInDeclarationOrderAndConstsStayConstant) {
    // b = a + 0.1 reads a's initial 0.2 (before main doubles a): result (0.4, 0.3, 0.5, 1).
    Fixture in;
    Outcome run = Execute(R"(
static float a = 0.2;
static float b = a + 0.1;
static const float half_one = 0.5;
float4 main() : COLOR { a *= 2; return float4(a, b, half_one, 1); })",
                          in);
    ExpectColor(run, {0.4f, 0.3f, 0.5f, 1});
    EXPECT_TRUE(Has(Diagnostics("static const float k = 1;\nfloat4 main() : COLOR { k = 2; return k; }"),
                    "t.cg:2:25: error: cannot assign to the const global 'k'"));
}

TEST(CgUnsizedArrays, TakeTheSizeOfEachArgument) {
    // sum(k) = (0.1, 0.1, 0.1, 0); two = {c, 2c} with c = (0.2, 0.4, 0.2, 0.2), halved by
    // scale(): {(0.1, 0.2, 0.1, 0.1), (0.2, 0.4, 0.2, 0.2)}, sum (0.3, 0.6, 0.3, 0.3);
    // count(two) = 2 adds 0.1 to w: (0.4, 0.7, 0.4, 0.4).
    Fixture in;
    in.uniforms["k"] = {0.1, 0, 0, 0, 0, 0.1, 0, 0, 0, 0, 0.1, 0};
    in.color = {0.2f, 0.4f, 0.2f, 0.2f};
    Outcome run = Execute(R"(
float4 sum(float4 a[]) { float4 s = 0; for (int i = 0; i < a.length; i++) s += a[i]; return s; }
void scale(inout float4 a[], float k) { for (int i = 0; i < a.length; i++) a[i] *= k; }
float count(float4 a[]) { return a.length; }
float4 main(uniform float4 k[3], float4 c : COLOR0) : COLOR {
    float4 two[2] = { c, c * 2 };
    scale(two, 0.5);
    return sum(k) + sum(two) + float4(0, 0, 0, count(two) * 0.05);
})",
                          in);
    ExpectColor(run, {0.4f, 0.7f, 0.4f, 0.4f});
}

TEST(CgUnsizedArrays, Errors) {
    EXPECT_TRUE(Has(Diagnostics("float4 main(uniform float4 k[]) : COLOR { return k[0]; }"),
                    "t.cg:1:28: error: entry parameter 'k' is an unsized array, whose size is not known"));
    // A prototype is not enough: the body is lowered again for each size.
    EXPECT_TRUE(Has(Diagnostics("float f(float a[]);\n"
                                "float4 main(uniform float k[2]) : COLOR { return f(k); }\n"
                                "float f(float a[]) { return a[0]; }"),
                    "t.cg:2:50: error: 'f' has parameters of dynamic type"));
}

TEST(CgSamplerParameters, TakeTheTypeOfTheSamplerPassed) {
    // Unit 0: piglit's rgbw 2D texture (red at (0.25, 0.25), green at (0.75, 0.25)); unit
    // 1: a 1D depth ramp 0, 0.25, 0.5, 0.75, 1 read as luminance, NEAREST, so s = 0.25
    // reads texel 1, 0.25. The same `sampler` function reads both; `line` is a `sampler`
    // entry parameter its 1D lookup types. Result: (red.r, ramp, green.g, 1) = (1, 0.25, 1, 1).
    runtime::texture::TextureUnits units;
    units.Bind(0, runtime::texture::Target::k2D, runtime::texture::MakeRgbwTexture(4, 4));
    units.Bind(1, runtime::texture::Target::k1D, runtime::texture::MakeDepthRampTexture(runtime::texture::Target::k1D, 5, 1));
    Fixture in;
    in.texcoord[0] = {0.25f, 0.25f, 0, 0};
    in.textures = &units;
    Outcome run = Execute(R"(
float4 fetch2(sampler s, float2 uv) { return tex2D(s, uv); }
float4 fetch1(sampler s, float x) { return tex1D(s, x); }
float4 main(float2 uv : TEXCOORD0, uniform sampler2D image : TEXUNIT0, uniform sampler line : TEXUNIT1) : COLOR {
    return float4(fetch2(image, uv).r, fetch1(line, uv.x).r, fetch2(image, uv + float2(0.5, 0)).g, 1);
})",
                          in);
    for (int k = 0; k < 4; ++k) EXPECT_NEAR(run.color[k], (Vec4{1, 0.25f, 1, 1})[k], 1e-6) << run.program;
    EXPECT_TRUE(Has(run.program, "texture[1], 1D")) << run.program;
}

TEST(CgSamplerParameters, InconsistentUseIsAnErrorAtTheLookup) {
    const std::string d = Diagnostics("float4 fetch(sampler s, float2 uv) { return tex2D(s, uv); }\n"
                                      "float4 main(float2 uv : TEXCOORD0, uniform sampler3D v) : COLOR {\n"
                                      "    return fetch(v, uv);\n}");
    EXPECT_TRUE(Has(d, "t.cg:1:51: error: no overload of 'tex2D' accepts 'sampler3D' as argument 1")) << d;
    EXPECT_TRUE(Has(d, "t.cg:3:12: note: in 'fetch' called here with (sampler3D, float2)")) << d;
}

}  // namespace
}  // namespace tessera::lang::cg
