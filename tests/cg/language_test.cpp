// SPDX-License-Identifier: MIT
// End to end for the language features resolved at compile time or through private copies:
// interfaces ("Struct and Interface types"), written uniforms and varying out globals
// ("Declarations and declaration specifiers", "How Programs Receive and Return Data"), and
// shadow lookups (the standard library's shadow forms, ARB_fragment_program_shadow). Every
// expected value is derived by hand in the comment above it.
#include <gtest/gtest.h>

#include "runtime/texture/texture.h"
#include "tests/cg/run_cg.h"

namespace tessera::lang::cg {
namespace {

using namespace test;  // Execute, ExpectColor, Fixture, Outcome, Vec4

std::string Diagnostics(const std::string& source, const std::map<std::string, std::string>& bindings = {}) {
    CompileOptions o;
    o.source_name = "t.cg";
    o.source_text = source;
    o.interface_bindings = bindings;
    return CompileCg(o).diagnostics;
}

bool Has(const std::string& haystack, const std::string& needle) {
    return haystack.find(needle) != std::string::npos;
}

constexpr const char* kLights = R"(
interface Light {
    float3 illuminate(float3 n);
};
struct Directional : Light {
    float3 dir;
    float3 color;
    float3 illuminate(float3 n) { return color * max(dot(n, dir), 0); }
};
struct Ambient : Light {
    float3 color;
    float3 illuminate(float3 n) { return color; }
};
// One body, specialized for each struct passed to it.
float3 shade(Light light, float3 n) { return light.illuminate(n); }
)";

TEST(CgInterfaces, CallsResolveToTheStructPassed) {
    // n = (0, 0.6, 0.8), dir = (0, 0, 1): dot 0.8, so d gives (1, 0.5, 0.25) * 0.8 =
    // (0.8, 0.4, 0.2); the local `l` of interface type holds the Ambient (0.1, 0.2, 0.3);
    // `sky`, a uniform Light bound to Ambient, gives its color (0.05, 0.1, 0.2).
    // Sum: (0.95, 0.7, 0.7).
    Fixture in;
    in.texcoord[0] = {0, 0.6f, 0.8f, 0};
    in.uniforms["dir"] = {0, 0, 1};
    in.uniforms["sky"] = {0.05, 0.1, 0.2};  // its one field, color
    in.options.interface_bindings = {{"sky", "Ambient"}};
    Outcome run = Execute(std::string(kLights) + R"(
float4 main(float3 n : TEXCOORD0, uniform float3 dir, uniform Light sky) : COLOR {
    Directional d = Directional(dir, float3(1, 0.5, 0.25));
    Light l = Ambient(float3(0.1, 0.2, 0.3));
    return float4(shade(d, n) + shade(l, n) + sky.illuminate(n), 1);
})",
                          in);
    ExpectColor(run, {0.95f, 0.7f, 0.7f, 1});
}

TEST(CgInterfaces, UniformGlobalBoundToAStruct) {
    // The global `sun` is bound to Directional: (0.5, 0.5, 0.5) * max(dot((0,0,1), (0,0,1)), 0).
    Fixture in;
    in.texcoord[0] = {0, 0, 1, 0};
    in.uniforms["sun"] = {0, 0, 1, 0.5, 0.5, 0.5};  // dir, then color
    in.options.interface_bindings = {{"sun", "Directional"}};
    Outcome run = Execute(std::string(kLights) + R"(
uniform Light sun;
float4 main(float3 n : TEXCOORD0) : COLOR { return float4(shade(sun, n), 1); })",
                          in);
    ExpectColor(run, {0.5f, 0.5f, 0.5f, 1});
}

TEST(CgInterfaces, Errors) {
    // A member missing, or with another signature ("must define an implementation member
    // function for every member function declared in the interface type").
    EXPECT_TRUE(Has(Diagnostics("interface I { float f(float x); };\n"
                                "struct S : I { float g(float x) { return x; } };\n"
                                "float4 main() : COLOR { return 0; }"),
                    "t.cg:2:8: error: struct 'S' does not implement 'float f(float)' of interface 'I'"));
    EXPECT_TRUE(Has(Diagnostics("interface I { float f(float x); };\n"
                                "struct S : I { float f(float2 x) { return x.x; } };\n"
                                "float4 main() : COLOR { return 0; }"),
                    "t.cg:2:8: error: struct 'S' does not implement 'float f(float)' of interface 'I'"));
    // Interface objects may not be created; a variable of interface type needs a value.
    EXPECT_TRUE(Has(Diagnostics("interface I { float f(); };\n"
                                "float4 main() : COLOR { I x; return 0; }"),
                    "t.cg:2:27: error: variable 'x' of interface type 'I' needs an initializer"));
    // A uniform of interface type must be bound, to a struct that implements it.
    const std::string unbound = std::string(kLights) + "float4 main(uniform Light l) : COLOR { return 0; }";
    EXPECT_TRUE(Has(Diagnostics(unbound), "error: uniform 'l' has interface type 'Light'; bind it"));
    EXPECT_TRUE(Has(Diagnostics(unbound, {{"l", "Light"}}), "error: uniform 'l' is bound to 'Light', which is not"));
    EXPECT_EQ(Diagnostics(unbound, {{"l", "Ambient"}}), "");
    EXPECT_TRUE(Has(Diagnostics(std::string(kLights) + "float4 main(Light l : TEXCOORD0) : COLOR { return 0; }"),
                    "error: varying parameter 'l' cannot have interface type 'Light'"));
    // A struct that does not implement the interface does not match the parameter.
    EXPECT_TRUE(Has(Diagnostics(std::string(kLights) +
                                "struct Other { float3 c; };\n"
                                "float4 main() : COLOR { Other o = Other(float3(1, 1, 1)); return float4(shade(o, 0), 1); }"),
                    "error: no overload of 'shade' accepts 'Other' as argument 1"));
}

TEST(CgGlobals, UniformWritesActOnAPrivateCopy) {
    // tint starts as the uniform (0.8, 0.4, 0.2, 1); scale() halves the program's copy and
    // main sees the change: a = (0.8, 0.4, 0.2, 1), b = tint = (0.4, 0.2, 0.1, 0.5).
    // Result (a.x, b.y, tint.z, a.w * tint.w) = (0.8, 0.2, 0.1, 0.5).
    Fixture in;
    in.uniforms["tint"] = {0.8, 0.4, 0.2, 1};
    Outcome run = Execute(R"(
uniform float4 tint;
float4 scale(float k) { tint *= k; return tint; }
float4 main() : COLOR {
    float4 a = tint;
    float4 b = scale(0.5);
    return float4(a.x, b.y, tint.z, a.w * tint.w);
})",
                          in);
    ExpectColor(run, {0.8f, 0.2f, 0.1f, 0.5f});
}

TEST(CgGlobals, VaryingOutGlobalsAreOutputs) {
    // paint() writes half the color (0.5, 0.25, 1, 1) -> (0.25, 0.125, 0.5, 0.5); main then
    // sets alpha 1 through a write mask.
    Fixture in;
    in.color = {0.5f, 0.25f, 1, 1};
    Outcome run = Execute(R"(
out float4 result : COLOR;
void paint(float4 c) { result = c * 0.5; }
void main(float4 c : COLOR0) { paint(c); result.a = 1; })",
                          in);
    ExpectColor(run, {0.25f, 0.125f, 0.5f, 1});
}

TEST(CgGlobals, InoutGlobalIsAnInputAndAnOutput) {
    // The primary color (0.2, 0.4, 0.6, 0.8) in, its rgb reversed out.
    Fixture in;
    in.color = {0.2f, 0.4f, 0.6f, 0.8f};
    Outcome run = Execute("inout float4 color : COLOR0;\nvoid main() { color.rgb = color.bgr; }", in);
    ExpectColor(run, {0.6f, 0.4f, 0.2f, 0.8f});
}

TEST(CgGlobals, VertexProgramOutputGlobal) {
    // arbvp1: a varying out global with POSITION is the program's position output.
    CompileOptions o;
    o.source_name = "t.cg";
    o.profile = "arbvp1";
    o.source_text = "out float4 hpos : POSITION;\nuniform float4x4 mvp;\n"
                    "void main(float4 p : POSITION) { hpos = mul(mvp, p); }";
    CompileResult r = CompileCg(o);
    ASSERT_TRUE(r.ok) << r.diagnostics;
    EXPECT_TRUE(Has(r.arbfp.text, "DP4 result.position.x")) << r.arbfp.text;
}

TEST(CgGlobals, Errors) {
    EXPECT_TRUE(Has(Diagnostics("out float4 c;\nvoid main() { c = 1; }"),
                    "t.cg:1:12: error: global 'out' variable 'c' needs a semantic"));
    EXPECT_TRUE(Has(Diagnostics("const uniform float4 k;\nfloat4 main() : COLOR { k = 1; return k; }"),
                    "t.cg:2:25: error: cannot assign to 'k', which is const"));
    // A sampler global may be assigned (cgc compiled it, cgc_dialect_test), but which
    // texture unit a lookup reads must be known at compile time.
    EXPECT_TRUE(Has(Diagnostics("sampler2D s;\nsampler2D t;\nuniform float k;\n"
                                "float4 main() : COLOR { if (k > 0) s = t; return tex2D(s, k.xx); }"),
                    "t.cg:4:36: error: a sampler can be assigned only outside 'if' statements and loops"));
}

// A 5x1 depth texture holding 0, 0.25, 0.5, 0.75, 1 across (NEAREST), compared with LEQUAL
// (ARB_shadow: 1 where r <= the texel's depth, else 0), read as luminance (L, L, L, 1).
std::shared_ptr<runtime::texture::Texture> DepthTexture(runtime::texture::Target target) {
    auto t = runtime::texture::MakeDepthRampTexture(target, 5, 1);
    t->Params().compare_mode = runtime::texture::CompareMode::kCompareRToTexture;
    t->Params().compare_func = runtime::texture::CompareFunc::kLequal;
    return t;
}

TEST(CgShadow, LookupsCompareTheDepthInR) {
    runtime::texture::TextureUnits units;
    units.Bind(0, runtime::texture::Target::k2D, DepthTexture(runtime::texture::Target::k2D));
    units.Bind(1, runtime::texture::Target::k1D, DepthTexture(runtime::texture::Target::k1D));
    // s = 0.5 picks the texel of depth 0.5. With ref 0.4 every comparison passes (1); red is
    // tex2D(float3), green tex2Dproj(float4) with q = 2 (so (s, t, r) = (0.5, 0.5, 0.4)),
    // blue tex1D(float2); with ref 0.6 each fails (0).
    const std::string source = R"(
float4 main(float2 uv : TEXCOORD0, uniform float ref, uniform sampler2D map : TEXUNIT0,
            uniform sampler1D line : TEXUNIT1) : COLOR {
    float a = tex2D(map, float3(uv, ref)).x;
    float b = tex2Dproj(map, float4(uv, ref, 1) * 2).x;
    float c = tex1D(line, float2(uv.x, ref)).x;
    return float4(a, b, c, 1);
})";
    for (float ref : {0.4f, 0.6f}) {
        Fixture in;
        in.texcoord[0] = {0.5f, 0.5f, 0, 0};
        in.uniforms["ref"] = {ref};
        in.textures = &units;
        Outcome run = Execute(source, in);
        const float want = ref < 0.5f ? 1 : 0;
        for (int k = 0; k < 3; ++k) EXPECT_EQ(run.color[k], want) << "component " << k << ", ref " << ref;
        EXPECT_TRUE(Has(run.program, "OPTION ARB_fragment_program_shadow;")) << run.program;
        EXPECT_TRUE(Has(run.program, "SHADOW2D")) << run.program;
        EXPECT_TRUE(Has(run.program, "SHADOW1D")) << run.program;
    }
}

TEST(CgGlobals, ConstGlobalsUsingEachOtherSeveralTimes) {
    // k_j = k_{j-1} + k_{j-1} from k0 = 1/1024: k10 = 1 (exact, powers of two), expanded 2^10
    // times, well under the limit; the deep chain d3 = d2 + 0.125, ... adds 3 * 0.125.
    std::string source = "static const float k0 = 1.0 / 1024;\n";
    for (int k = 1; k <= 10; ++k)
        source += "static const float k" + std::to_string(k) + " = k" + std::to_string(k - 1) + " + k" +
                  std::to_string(k - 1) + ";\n";
    source += "static const float d0 = 0.25;\nstatic const float d1 = d0 + 0.125;\n"
              "static const float d2 = (d1 + 0.125);\nstatic const float d3 = ((d2)) + 0.125;\n"
              "float4 main() : COLOR { return float4(k10 * 0.5, d3, 0, 1); }";
    Outcome run = Execute(source, Fixture{});
    ExpectColor(run, {0.5f, 0.625f, 0, 1});
}

TEST(CgShadow, ThroughFunctionsAndErrors) {
    // The sampler reaches the lookup through a function: the global and the parameter
    // become shadow samplers.
    CompileOptions o;
    o.source_name = "t.cg";
    o.source_text = "sampler2D depth;\n"
                    "float lit(sampler2D s, float3 p) { return tex2D(s, p).x; }\n"
                    "float4 main(float3 p : TEXCOORD0) : COLOR { return lit(depth, p); }";
    CompileResult r = CompileCg(o);
    ASSERT_TRUE(r.ok) << r.diagnostics;
    EXPECT_TRUE(Has(r.arbfp.text, "SHADOW2D")) << r.arbfp.text;
    // A plain lookup on the same sampler: one target per unit.
    EXPECT_TRUE(Has(Diagnostics("sampler2D depth;\n"
                                "float4 main(float3 p : TEXCOORD0) : COLOR {\n"
                                "    return tex2D(depth, p) + tex2D(depth, p.xy);\n}"),
                    "t.cg:3:30: error: this sampler is also used for shadow lookups"));
    // A projective lookup with (s, t, q) stays a plain one.
    o.source_text = "sampler2D image;\nfloat4 main(float3 p : TEXCOORD0) : COLOR { return tex2Dproj(image, p); }";
    r = CompileCg(o);
    ASSERT_TRUE(r.ok) << r.diagnostics;
    EXPECT_FALSE(Has(r.arbfp.text, "SHADOW")) << r.arbfp.text;
}

TEST(CgStructs, MemberFunctionsOfAStructDeclaredInAFunction) {
    // A struct declared in a function body may define member functions (as a C++ local
    // class). f's Counter adds, g's Tally multiplies: with c = (0.25, 0.2, 0, 0),
    // f(0.25) = 0.25 + 0.5 = 0.75 and g(0.2) = 0.2 * 2 = 0.4.
    Fixture in;
    in.color = {0.25f, 0.2f, 0, 0};
    Outcome run = Execute(R"(
float f(float x) {
    struct Counter { float v; float next(float a) { return v + a; } };
    Counter k; k.v = x; return k.next(0.5);
}
float g(float x) {
    struct Tally { float v; float next(float a) { return v * a; } };
    Tally k; k.v = x; return k.next(2);
}
float4 main(float4 c : COLOR0) : COLOR { return float4(f(c.x), g(c.y), 0, 1); })",
                          in);
    ExpectColor(run, {0.75f, 0.4f, 0, 1});
    // Its body sees the enclosing function's types, not its variables (they are another
    // function's locals).
    EXPECT_TRUE(Has(Diagnostics("float4 main(float4 c : COLOR0) : COLOR {\n"
                                "    float scale = 2;\n"
                                "    struct S { float v; float twice() { return v * scale; } };\n"
                                "    S s; s.v = c.x; return s.twice();\n}"),
                    "t.cg:3:52: error: undeclared identifier 'scale'"));
    // Their IR functions are counted before lowering like any other (300 of them once ran
    // out of the room kept for interface specializations: "too many functions").
    std::string many = "float4 main(float4 c : COLOR0) : COLOR {\n    float x = 0;\n";
    for (int i = 0; i < 300; ++i) {
        const std::string n = std::to_string(i);
        many += "    struct S" + n + " { float v; float m() { return v * " + n + "; } } s" + n + ";\n    s" + n +
                ".v = c.x; x += s" + n + ".m();\n";
    }
    EXPECT_EQ(Diagnostics(many + "    return x;\n}"), "");
}

TEST(CgStructs, MemberFunctionAndAFunctionSpelledLikeIt) {
    // `Counter::next` and a function `Counter__next` are distinct functions:
    // (0.1 + 0.2, 0.3 * 3) = (0.3, 0.9).
    Fixture in;
    in.color = {0.1f, 0.2f, 0.3f, 0};
    Outcome run = Execute(R"(
float Counter__next(float a) { return a * 3; }
struct Counter { float v; float next(float a) { return v + a; } };
float4 main(float4 c : COLOR0) : COLOR {
    Counter k; k.v = c.x;
    return float4(k.next(c.y), Counter__next(c.z), 0, 1);
})",
                          in);
    ExpectColor(run, {0.3f, 0.9f, 0, 1});
}

}  // namespace
}  // namespace tessera::lang::cg
