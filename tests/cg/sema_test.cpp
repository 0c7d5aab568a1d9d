// SPDX-License-Identifier: MIT
// Semantic analysis through CheckCg and CompileCg: overload resolution with the spec's
// examples, swizzles, write masks, matrix swizzles, and the specifier rules.
#include <gtest/gtest.h>

#include "ir/printer.h"
#include "lang/cg/reader/compile.h"

namespace tessera::lang::cg {
namespace {

std::string Check(const std::string& source) {
    CompileOptions o;
    o.source_name = "t.cg";
    o.source_text = source;
    return CheckCg(o).diagnostics;
}

CompileResult Compile(const std::string& source) {
    CompileOptions o;
    o.source_name = "t.cg";
    o.source_text = source;
    o.keep_front_ir = true;  // the tests print the front end's IR
    return CompileCg(o);
}

bool Has(const std::string& haystack, const std::string& needle) {
    return haystack.find(needle) != std::string::npos;
}

TEST(CgSema, OverloadExactBeatsPromotion) {
    // half argument: exact for f(half), a promotion for f(float).
    EXPECT_EQ(Check("float f(half x) { return 1; } float f(float x) { return 2; }\n"
                    "float g(half h) { return f(h); }"),
              "");
    // cfloat matches float exactly, so abs(2.0) is not ambiguous among float/half/fixed.
    EXPECT_EQ(Check("float g() { return abs(-2.0); }"), "");
}

TEST(CgSema, OverloadFailures) {
    EXPECT_TRUE(Has(Check("float f(half x) { return x; } float f(fixed x) { return x; }\n"
                          "float g(float y) { return f(y); }"),
                    "call to 'f' is ambiguous"));
    EXPECT_TRUE(Has(Check("float f(float2 x) { return x.x; } float g(float3 y) { return f(y, y); }"),
                    "no overload of 'f' takes 2 arguments"));
    EXPECT_TRUE(Has(Check("float f(float2 x) { return x.x; } float g(sampler2D s) { return f(s); }"),
                    "no overload of 'f' accepts 'sampler2D' as argument 1"));
}

TEST(CgSema, DefaultArguments) {
    EXPECT_EQ(Check("float f(float x, float y = 2) { return x * y; } float g() { return f(1); }"), "");
    EXPECT_TRUE(Has(Check("void f(out float x = 1) { x = 2; }"),
                    "only 'in' and 'uniform' parameters can have default values"));
}

TEST(CgSema, SwizzlesAndMasks) {
    EXPECT_EQ(Check("float4 g(float4 v, float s) { v.xz = v.zx; return s.xxxx + v.rgba + v.stpq; }"), "");
    EXPECT_TRUE(Has(Check("float g(float4 v) { return v.xg; }"), "mixes the component sets"));
    EXPECT_TRUE(Has(Check("void g(float4 v) { v.xyx = float3(1, 2, 3); }"), "cannot repeat a component"));
    EXPECT_TRUE(Has(Check("float g(float2 v) { return v.w; }"), "out of range"));
    // One character gives a scalar, not a 1-vector.
    EXPECT_EQ(Check("float g(float4 v) { float x = v.y; return x; }"), "");
}

TEST(CgSema, MatrixSwizzles) {
    EXPECT_EQ(Check("float4 g(float4x4 m) { m._m01_m10 = float2(1, 2); return m._m00_m11_m22_m33 + m._11_22_33_44; }"), "");
    EXPECT_TRUE(Has(Check("float g(float4x4 m) { return m._m00_11; }"), "mixes zero-based"));
    EXPECT_TRUE(Has(Check("float g(float2x2 m) { return m._m22; }"), "out of range"));
    EXPECT_TRUE(Has(Check("float g(float2x2 m) { return m._55; }"), "out of range"));
}

TEST(CgSema, SpecifierRules) {
    EXPECT_TRUE(Has(Check("const float k;"), "needs an initializer"));
    EXPECT_EQ(Check("uniform const float k;"), "");
    EXPECT_TRUE(Has(Check("static varying float v;"), "'static' cannot be combined"));
    EXPECT_TRUE(Has(Check("void f() { in float x = 1; }"), "'in' cannot be used on a local variable"));
    EXPECT_TRUE(Has(Check("uniform float f() { return 1; }"), "cannot be used on a function"));
    EXPECT_TRUE(Has(Check("void f() { sampler2D s; }"), "a local sampler needs an initializer naming another sampler"));
    EXPECT_TRUE(Has(Check("void f(const float x) { x = 1; }"), "which is const"));
}

TEST(CgSema, VectorOperators) {
    // Comparisons give bool vectors; && on them is per component; ?: selects per component.
    EXPECT_EQ(Check("float3 g(float3 a, float3 b) { bool3 c = a < b && a > 0; return c ? a : b; }"), "");
    // A number is a truth value for && (cgc took it so); matrices are not.
    EXPECT_EQ(Check("bool g(float a) { return a && true; }"), "");
    EXPECT_TRUE(Has(Check("bool g(float2x2 a) { return a && a; }"), "needs bool operands"));
    EXPECT_TRUE(Has(Check("float3 g(float3 a, float4 b) { return a + b; }"), "incompatible types"));
    EXPECT_EQ(Check("int g(int a) { return a % 3; }"), "");
}

TEST(CgSema, EntryInterfaceBecomesGlobals) {
    CompileResult r = Compile(
        "uniform float4 g;\n"
        "float4 main(float2 uv : TEXCOORD0, uniform float4 tint : C3, uniform sampler2D s : TEXUNIT2,\n"
        "            out float depth : DEPTH) : COLOR { depth = uv.x; return tex2D(s, uv) * tint + g; }");
    ASSERT_TRUE(r.ok) << r.diagnostics;
    ASSERT_TRUE(r.ir.has_value());
    std::string text = ir::Print(*r.ir);
    EXPECT_TRUE(Has(text, "uniform @g: float4")) << text;
    EXPECT_TRUE(Has(text, "input @uv: float2 @TEXCOORD0")) << text;
    EXPECT_TRUE(Has(text, "uniform @tint: float4 @C3 binding 3")) << text;
    EXPECT_TRUE(Has(text, "sampler @s: sampler2D @TEXUNIT2")) << text;
    EXPECT_TRUE(Has(text, "output @depth: float @DEPTH")) << text;
    EXPECT_TRUE(Has(text, "output @main: float4 @COLOR")) << text;
    EXPECT_TRUE(Has(r.arbfp.text, "texture[2]")) << r.arbfp.text;
}

TEST(CgSema, ProfileRestrictionsOnlyForTheProgram) {
    // ddx is fine in a function the entry does not call when only checking...
    EXPECT_EQ(Check("float4 f(float4 v) { return ddx(v); }"), "");
    // ...and an error when compiled for arbfp1.
    CompileResult r = Compile("float4 main(float4 c : COLOR0) : COLOR { return ddy(c); }");
    EXPECT_FALSE(r.ok);
    EXPECT_TRUE(Has(r.diagnostics, "not supported in arbfp1")) << r.diagnostics;
}

TEST(CgSema, PredefinedMacros) {
    CompileResult r = Compile(
        "#if defined(__CG__) && defined(PROFILE_ARBFP1)\n"
        "float4 main() : COLOR { return 1; }\n"
        "#endif\n");
    EXPECT_TRUE(r.ok) << r.diagnostics;
}

}  // namespace
}  // namespace tessera::lang::cg
