// SPDX-License-Identifier: MIT
// The writer's conventions (cgc's and RetroArch's names and shapes), matrices held as rows
// where a version has no non-square matrices, arrays filled element by element where it has
// no array values, and the GLSL 1.40 and 1.50 rows. Expected texts follow docs/cgc.md
// (cgc's published outputs) and RetroArch's GLSL driver; every text a GL would compile is
// also checked by glslangValidator.
#include <gtest/gtest.h>

#include "glsl_test_support.h"

namespace tessera::glsl_writer_test {
namespace {

using lang::glsl::GlslConventions;

bool Has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

lang::glsl::GlslWriteResult WriteIn(const std::string& ir, GlslVersion v, GlslConventions c,
                                    bool directive = true) {
    lang::glsl::GlslWriterOptions options;
    options.version = v;
    options.comments = false;
    options.conventions = c;
    options.directive = directive;
    return lang::glsl::WriteGlsl(ReadIr(ir), options);
}

// Four taps as the rows of a float4x3 (Cg fragment code does this), read as rows, through
// v*M and M*v, and a float3x4 transposed. GLSL 1.10 and ES 1.00 have no mat3x4.
constexpr const char* kRows = R"(module fragment
input @a: float4 @TEXCOORD0
input @b: float4 @TEXCOORD1
output @color: float4 @COLOR
fn main() -> void {
  %0: float4 = load @a
  %1: float4 = load @b
  %2: float3 = swizzle %0, [0, 1, 2]
  %3: float3 = swizzle %1, [0, 1, 2]
  %4: float3 = swizzle %0, [1, 2, 3]
  %5: float3 = swizzle %1, [1, 2, 3]
  %6: float4x3 = construct %2, %3, %4, %5
  %7: float3 = mul.vm %1, %6
  %8: float4 = mul.mv %6, %2
  %9: float3 = extract %6, [2]
  %10: float3x4 = intrinsic transpose %6
  %11: float3 = mul.mv %10, %0
  %12: float3 = add %7, %9
  %13: float3 = add %12, %11
  %14: float = extract %8, [3]
  %15: float4 = construct %13, %14
  store @color, %15
  ret
}
entry main
)";

TEST(GlslWriterRows, NonSquareMatricesAreWrittenWithVectors) {
    for (GlslVersion v : {GlslVersion::k110, GlslVersion::kEs100}) {
        const std::string t = WriteValid(kRows, v);
        EXPECT_FALSE(Has(t, "mat4x3") || Has(t, "mat3x4") || Has(t, "mat")) << t;
        EXPECT_TRUE(Has(t, "dot(")) << t;  // M*v: a dot product per row
    }
    // Where the version has them, the matrices stay.
    EXPECT_TRUE(Has(WriteValid(kRows, GlslVersion::k120), "mat3x4"));
}

// cgc's conventions, on the vertex program cg2glsl.py reads (docs/cgc.md): the matrix uniform
// as its rows read with dot products (`uniform vec4 _modelViewProj1[4]`), a uniform struct
// `_IN1` with fields `_texture_size`, ES attributes named by their semantic and varyings
// `vec4 TEXn`, temporaries `_TMPn`, cgc's main, no #version unless asked. cgc kept the Cg
// struct name `input`, which GLSL reserves (cg2glsl.py renames it `input_dummy`); Tessera
// appends '_' to a reserved word, so the text stays GLSL (docs/cgc.md).
constexpr const char* kVertex = R"(module vertex
struct input { video_size: float2, texture_size: float2 }
struct out_vertex { position: float4 @POSITION, texCoord: float2 @TEXCOORD0, c: float4 @COLOR0 }
input @position: float4 @POSITION
input @texCoord: float2 @TEXCOORD0
input @color: float4 @COLOR
uniform @modelViewProj: float4x4
uniform @IN: struct input
output @OUT: struct out_vertex
fn main_vertex() -> void {
  %0: float4 = load @position
  %1: float2 = load @texCoord
  %2: float4x4 = load @modelViewProj
  %3: float4 = mul.mv %2, %0
  %4: struct input = load @IN
  %5: float2 = extract %4, [1]
  %6: float2 = mul %1, %5
  %7: float4 = load @color
  %8: struct out_vertex = construct %3, %6, %7
  store @OUT, %8
  ret
}
entry main_vertex
)";

TEST(GlslWriterConventions, CgcNamesAndShapes) {
    const lang::glsl::GlslWriteResult es =
        WriteIn(kVertex, GlslVersion::kEs100, GlslConventions::kCgc, false);
    ASSERT_TRUE(es.ok()) << Messages(es);
    const std::string& t = es.text;
    for (const char* part :
         {"uniform vec4 _modelViewProj1[4];", "dot(_modelViewProj1[0], POSITION)",
          "dot(_modelViewProj1[3], POSITION)", "struct input_ {", "    vec2 _texture_size;",
          "uniform input_ _IN1;", "_IN1._texture_size", "attribute vec4 POSITION;",
          "attribute vec4 TEXCOORD0;", "attribute vec4 COLOR;", "varying vec4 TEX0;",
          "varying vec4 COL0;", "TEX0.xy = ", "COL0 = COLOR", "gl_Position = ",
          " // main procedure, the original name was main_vertex\nvoid main()\n{\n",
          "} // main end\n"})
        EXPECT_TRUE(Has(t, part)) << part << "\n" << t;
    EXPECT_FALSE(Has(t, "#version")) << t;
    if (HaveGlslang()) {
        EXPECT_EQ(Glslang("#version 100\n" + t, ir::Stage::kVertex), "") << t;
    }
    // The names the reflection gets (docs/cgc.md's //var RESOURCE column).
    bool field = false;
    for (const lang::glsl::GlslInterfaceName& n : es.names)
        field |= n.global == "IN.texture_size" && n.glsl == "_IN1._texture_size";
    EXPECT_TRUE(field);
    // GLSL 1.10 (glslv): the same through the built-ins.
    const lang::glsl::GlslWriteResult desktop =
        WriteIn(kVertex, GlslVersion::k110, GlslConventions::kCgc);
    ASSERT_TRUE(desktop.ok()) << Messages(desktop);
    for (const char* part : {"#version 110", "gl_Vertex", "gl_MultiTexCoord0.xy",
                             "gl_TexCoord[0].xy = ", "gl_FrontColor = gl_Color"})
        EXPECT_TRUE(Has(desktop.text, part)) << part << "\n" << desktop.text;
    if (HaveGlslang()) {
        EXPECT_EQ(Glslang(desktop.text, ir::Stage::kVertex), "") << desktop.text;
    }
}

// RetroArch's conventions: the names its GLSL driver binds, a uniform struct field by field
// (IN.texture_size is `uniform vec2 TextureSize`), MVPMatrix a mat4 as GL gives it.
TEST(GlslWriterConventions, RetroArchNames) {
    const lang::glsl::GlslWriteResult r =
        WriteIn(kVertex, GlslVersion::kEs100, GlslConventions::kRetroArch, false);
    ASSERT_TRUE(r.ok()) << Messages(r);
    for (const char* part :
         {"attribute vec4 VertexCoord;", "attribute vec4 TexCoord;", "attribute vec4 COLOR;",
          "uniform mat4 MVPMatrix;", "uniform vec2 TextureSize;", "MVPMatrix * VertexCoord",
          "TexCoord.xy * TextureSize", "varying vec4 TEX0;", "varying vec4 COL0;"})
        EXPECT_TRUE(Has(r.text, part)) << part << "\n" << r.text;
    EXPECT_FALSE(Has(r.text, "InputSize")) << r.text;  // unread: not declared
    if (HaveGlslang()) {
        EXPECT_EQ(Glslang(r.text, ir::Stage::kVertex), "") << r.text;  // desktop GLSL 1.10
        EXPECT_EQ(Glslang("#version 100\n" + r.text, ir::Stage::kVertex), "") << r.text;
    }
}

// GLSL 1.10 and ES 1.00 have arrays but no array constructors and no array assignment: an
// array value is a local array filled element by element; a chain of inserts fills one.
TEST(GlslWriterArrays, ArrayValuesByElements) {
    const std::string ir = R"(module fragment
input @v: float4 @TEXCOORD0
uniform @i: int
output @color: float4 @COLOR
fn main() -> void {
  %0: float4 = load @v
  %1: float = extract %0, [0]
  %2: float = extract %0, [1]
  %3: float = const (0.25)
  %4: float[3] = construct %1, %2, %3
  %5: float[3] = insert %4, %3, [1]
  %6: int = load @i
  %7: float = extract.dyn %5, %6
  %8: float[2] = const (0.5, 0.75)
  %9: float = extract.dyn %8, %6
  %10: float = add %7, %9
  %11: float4 = construct %10, %10, %10, %10
  store @color, %11
  ret
}
entry main
)";
    for (GlslVersion v : {GlslVersion::k110, GlslVersion::kEs100}) {
        const std::string t = WriteValid(ir, v);
        EXPECT_TRUE(Has(t, "float t0[3];\n    t0[0] = gl_TexCoord[0].x;") ||
                    Has(t, "float t0[3];\n    t0[0] = v_TEXCOORD0.x;"))
            << t;
        EXPECT_TRUE(Has(t, "t0[1] = 0.25;")) << t;  // the insert writes into the construct's array
        EXPECT_TRUE(Has(t, "[1] = 0.75;")) << t;    // the constant array
        EXPECT_FALSE(Has(t, "float[3](")) << t;
    }
    EXPECT_TRUE(Has(WriteValid(ir, GlslVersion::k120), "float[3]("));
}

// GLSL 1.40 and 1.50: in/out, no fixed-function built-ins, a fragment output without layout.
TEST(GlslWriterVersions, Glsl140And150) {
    const std::string ir = R"(module fragment
input @uv: float2 @TEXCOORD0
output @color: float4 @COLOR
fn main() -> void {
  %0: float2 = load @uv
  %1: float4 = construct %0, %0
  store @color, %1
  ret
}
entry main
)";
    for (GlslVersion v : {GlslVersion::k140, GlslVersion::k150}) {
        const std::string t = WriteValid(ir, v);
        EXPECT_TRUE(Has(t, "in vec2 v_TEXCOORD0;")) << t;
        EXPECT_TRUE(Has(t, "\nout vec4 o_color;")) << t;
        EXPECT_FALSE(Has(t, "gl_")) << t;
    }
    EXPECT_EQ(lang::glsl::GlslVersionByName("glsl150"), GlslVersion::k150);
}

}  // namespace
}  // namespace tessera::glsl_writer_test
