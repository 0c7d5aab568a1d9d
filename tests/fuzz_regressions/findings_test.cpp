// SPDX-License-Identifier: MIT
// Focused tests for bugs the fuzzers found, where the kept input alone says too little: the
// input in tests/fuzz_regressions/LANG/ proves the crash or broken invariant is gone, these
// pin down the behaviour that replaced it (the error, its position, what still compiles).
#include <gtest/gtest.h>

#include <string>

#include "lang/cg/reader/compile.h"
#include "lang/isl/reader/compile.h"

namespace {

std::size_t Errors(const std::string& diagnostics) {
    std::size_t n = 0;
    for (std::size_t at = diagnostics.find(": error: "); at != std::string::npos;
         at = diagnostics.find(": error: ", at + 1))
        ++n;
    return n;
}

/// A source and the one error it must get (the text from the start of its location).
struct OneError {
    const char* source;
    const char* error;
};

template <typename Result>
void ExpectOnly(const Result& r, const char* error) {
    EXPECT_FALSE(r.ok);
    EXPECT_EQ(Errors(r.diagnostics), 1u) << r.diagnostics;
    EXPECT_NE(r.diagnostics.find(error), std::string::npos) << r.diagnostics;
}

// --- Cg: one texture unit, two targets (fuzz_cg_compile, 21 Nov) ---------------------------
//
// ARB_fragment_program section 3.11.6: "A fragment program will fail to load if it attempts
// to sample from multiple texture targets on the same texture image unit." Two samplers may
// share a unit only when it is asked for (TEXUNITn, register(sN)); their lookups must then
// agree on the target, shadow targets included.

tessera::lang::cg::CompileResult CompileCg(const std::string& text) {
    tessera::lang::cg::CompileOptions options;
    options.source_name = "t.cg";
    options.source_text = text;
    return tessera::lang::cg::CompileCg(options);
}

TEST(CgTextureUnits, ASecondTargetIsAnErrorAtItsLookup) {
    const OneError cases[] = {
        // The fuzz input, cleaned: tex2D with (s, t, r) is a SHADOW2D lookup, tex1D with
        // (s, r) a SHADOW1D one, both on unit 1; `tex1D` is at line 5, column 15.
        {"uniform sampler2D depthMap : TEXUNIT1;\n"
         "uniform sampler1D depthLine : TEXUNIT1;\n"
         "float4 main(float4 p : TEXCOORD0) : COLOR {\n"
         "    float a = tex2D(depthMap, p.xyz).x;\n"
         "    float c = tex1D(depthLine, p.xz).x;\n"
         "    return float4(a, c, 0, 1);\n"
         "}\n",
         "t.cg:5:15: error: sampler 'depthLine' samples texture unit 1 as SHADOW1D, but 'depthMap' samples it as "
         "SHADOW2D; an ARBfp program samples a texture unit with one target\n"
         "        float c = tex1D(depthLine, p.xz).x;\n"
         "                  ^"},
        // TEXUNIT0 and register(s0) name the same unit; 1D, then 2D at column 32.
        {"uniform sampler1D ramp : TEXUNIT0;\n"
         "uniform sampler2D image : register(s0);\n"
         "float4 main(float2 uv : TEXCOORD0) : COLOR {\n"
         "    return tex1D(ramp, uv.x) * tex2D(image, uv);\n"
         "}\n",
         "t.cg:4:32: error: sampler 'image' samples texture unit 0 as 2D, but 'ramp' samples it as 1D"},
        // look()'s lookup comes first in the source and reads `image` (unit 2, 2D) through
        // its parameter; main's CUBE lookup of unit 2 is the second target.
        {"uniform sampler2D image : TEXUNIT2;\n"
         "uniform samplerCUBE sky : TEXUNIT2;\n"
         "float4 look(sampler2D s, float2 uv) { return tex2D(s, uv); }\n"
         "float4 main(float3 d : TEXCOORD0) : COLOR {\n"
         "    return look(image, d.xy) + texCUBE(sky, d);\n"
         "}\n",
         "t.cg:5:32: error: sampler 'sky' samples texture unit 2 as CUBE, but 'image' samples it as 2D"},
    };
    for (const OneError& c : cases) {
        SCOPED_TRACE(c.source);
        ExpectOnly(CompileCg(c.source), c.error);
    }
}

TEST(CgTextureUnits, SharingWithOneTargetOrUnusedIsFine) {
    // Two samplers on one unit with the same target read the same texture: allowed.
    auto r = CompileCg(
        "uniform sampler2D a : TEXUNIT3;\n"
        "uniform sampler2D b : TEXUNIT3;\n"
        "float4 main(float2 uv : TEXCOORD0) : COLOR { return tex2D(a, uv) + tex2D(b, uv.yx); }\n");
    EXPECT_TRUE(r.ok) << r.diagnostics;
    // A lookup in a function the entry never calls is never emitted.
    r = CompileCg(
        "uniform sampler2D a : TEXUNIT3;\n"
        "uniform sampler3D b : TEXUNIT3;\n"
        "float4 unused(float3 p) { return tex3D(b, p); }\n"
        "float4 main(float2 uv : TEXCOORD0) : COLOR { return tex2D(a, uv); }\n");
    EXPECT_TRUE(r.ok) << r.diagnostics;
    // Samplers without an explicit unit each get a unit of their own.
    r = CompileCg(
        "uniform sampler1D a;\nuniform sampler2D b;\n"
        "float4 main(float2 uv : TEXCOORD0) : COLOR { return tex1D(a, uv.x) + tex2D(b, uv); }\n");
    EXPECT_TRUE(r.ok) << r.diagnostics;
}

// --- ISL: a declaration whose initializer is in error (fuzz_isl_compile, 21 Nov) ------------
//
// The variable keeps its declared type and length, holding zeros (section IX: a declaration
// without an initializer), so the statements after it are checked against that type and
// report nothing more; before, it held whatever the initializer gave (or a float 0), and
// `m[1] = ...` on a matrix holding one float copied past the end of it.

tessera::lang::isl::CompileResult CompileIsl(const std::string& text) {
    tessera::lang::isl::CompileOptions options;
    options.source_name = "t.isl";
    options.text = text;
    return tessera::lang::isl::CompileIsl(options);
}

TEST(IslBadInitializer, VariableKeepsItsDeclaredShape) {
    const OneError cases[] = {
        // The fuzz input: an undeclared initializer, then a matrix row set.
        {"surface s() {\n    uniform matrix m = missing;\n    m[1] = color(0, 1, 0, 0);\n    m[3][2] += 1;\n}\n",
         "t.isl:2:24: error: undeclared identifier 'missing'"},
        // A list of the wrong length: c[2][3] is still a color array's element's channel.
        {"surface s() {\n    uniform color c[3] = {1, 2};\n    uniform float x = c[2][3];\n    c[2][3] = x;\n}\n",
         "t.isl:2:26: error: expected an array of 3 elements"},
        // A float where strings belong: the array still has two strings to set.
        {"surface s() {\n    uniform string names[2] = 5;\n    names[1] = \"b\";\n}\n",
         "t.isl:2:31: error: expected an array of 2 elements"},
    };
    for (const OneError& c : cases) {
        SCOPED_TRACE(c.source);
        ExpectOnly(CompileIsl(c.source), c.error);
    }
}

TEST(IslBadInitializer, StringArrayElementsCanBeSet) {
    // Found while writing the test above: a string array element was counted as 16 values.
    const auto r = CompileIsl("surface s() {\n    uniform string names[3] = {\"a\", \"b\", \"c\"};\n"
                              "    names[2] = \"d\";\n    names[0] = names[2];\n    FB = diffuse();\n}\n");
    EXPECT_TRUE(r.ok) << r.diagnostics;
}

}  // namespace
