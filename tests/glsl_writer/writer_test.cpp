// SPDX-License-Identifier: MIT
// Unit tests of the GLSL writer, one construct at a time, from IR text. The expected
// spellings come from the GLSL specifications (qualifiers, built-in names, function names
// per version) and from docs/glsl_writer.md's naming rules; every text the writer produces
// here is also given to glslangValidator, which must accept it.
#include <cmath>
#include <cstdlib>
#include <cstring>

#include "glsl_test_support.h"
#include "piglit_corpus.h"

namespace tessera::glsl_writer_test {
namespace {

// A fragment shader: a texture coordinate, a uniform, a color output.
constexpr const char* kBasic = R"(module fragment
input @uv: float2 @TEXCOORD0
uniform @tint: float4
output @color: float4 @COLOR
fn main() -> void {
  %0: float2 = load @uv
  %1: float4 = load @tint
  %2: float = extract %0, [0]
  %3: float4 = construct %2, %2, %2, %2
  %4: float4 = mul %1, %3
  store @color, %4
  ret
}
entry main
)";

TEST(GlslWriter, GlslangValidatorIsInstalled) {
    if (!HaveGlslang()) TESSERA_SKIP_OR_FAIL_IN_CI("glslangValidator is missing (apt-get install glslang-tools)");
}

TEST(GlslWriter, QualifiersAndBuiltinsPerVersion) {
    // GLSL 1.10/1.20: varying + gl_TexCoord + gl_FragColor (sections 4.3, 7.2, 7.6).
    for (GlslVersion v : {GlslVersion::k110, GlslVersion::k120, GlslVersion::k130}) {
        const std::string t = WriteValid(kBasic, v);
        EXPECT_TRUE(Has(t, "vec4(gl_TexCoord[0].x)")) << t;
        EXPECT_TRUE(Has(t, "gl_FragColor = ")) << t;
        EXPECT_TRUE(Has(t, "uniform vec4 u_tint;")) << t;
    }
    EXPECT_EQ(WriteValid(kBasic, GlslVersion::k110).rfind("#version 110\n", 0), 0u);
    EXPECT_EQ(WriteValid(kBasic, GlslVersion::k130).rfind("#version 130\n", 0), 0u);
    // 3.30 core: no gl_TexCoord or gl_FragColor; in + layout(location) out (3.30 section 4.3.8.2).
    const std::string t330 = WriteValid(kBasic, GlslVersion::k330);
    EXPECT_TRUE(Has(t330, "in vec2 v_TEXCOORD0;")) << t330;
    EXPECT_TRUE(Has(t330, "layout(location = 0) out vec4 o_color;")) << t330;
    EXPECT_FALSE(Has(t330, "gl_")) << t330;
    // ES 1.00: varying, gl_FragColor, a float precision (ES 1.00 section 4.5.3).
    const std::string es100 = WriteValid(kBasic, GlslVersion::kEs100);
    EXPECT_EQ(es100.rfind("#version 100\n", 0), 0u);
    EXPECT_TRUE(Has(es100, "precision highp float;")) << es100;
    EXPECT_TRUE(Has(es100, "varying vec2 v_TEXCOORD0;")) << es100;
    EXPECT_TRUE(Has(es100, "gl_FragColor = ")) << es100;
    const std::string es300 = WriteValid(kBasic, GlslVersion::kEs300);
    EXPECT_EQ(es300.rfind("#version 300 es\n", 0), 0u);
    EXPECT_TRUE(Has(es300, "in vec2 v_TEXCOORD0;")) << es300;
    EXPECT_TRUE(Has(es300, "layout(location = 0) out vec4 o_color;")) << es300;
}

TEST(GlslWriter, InterfaceNamesAreReported) {
    const lang::glsl::GlslWriteResult r = Write(ReadIr(kBasic), GlslVersion::k330);
    ASSERT_TRUE(r.ok());
    ASSERT_EQ(r.names.size(), 3u);
    EXPECT_EQ(r.names[0].global, "uv");
    EXPECT_EQ(r.names[0].glsl, "v_TEXCOORD0");
    EXPECT_EQ(r.names[1].glsl, "u_tint");
    EXPECT_EQ(r.names[2].glsl, "o_color");
}

// Names: semantic aliases are canonical (COL -> COLOR0); without a semantic the global's
// name, sanitized; struct fields keep their names unless reserved.
TEST(GlslWriter, NamingRules) {
    const std::string ir = R"(module fragment
struct P { in: float4, x: float }
input @c: float4 @COL
input @my.value: float2
uniform @p: struct P
output @color: float4 @COLOR
fn main() -> void {
  %0: float4 = load @c
  %1: float2 = load @my.value
  %2: struct P = load @p
  %3: float4 = extract %2, [0]
  %4: float4 = add %0, %3
  %5: float = extract %1, [1]
  %6: float4 = construct %5, %5, %5, %5
  %7: float4 = add %4, %6
  store @color, %7
  ret
}
entry main
)";
    const std::string t = WriteValid(ir, GlslVersion::k330);
    EXPECT_TRUE(Has(t, "in vec4 v_COLOR0;")) << t;
    EXPECT_TRUE(Has(t, "in vec2 v_my_value;")) << t;
    EXPECT_TRUE(Has(t, "vec4 in_;")) << t;
    EXPECT_TRUE(Has(t, "uniform s_P u_p;")) << t;
    EXPECT_TRUE(Has(t, "u_p.in_")) << t;
    // 1.10: COLOR0 is gl_Color; the unnamed-semantic input is a varying.
    const std::string t110 = WriteValid(ir, GlslVersion::k110);
    EXPECT_TRUE(Has(t110, "gl_Color")) << t110;
    EXPECT_TRUE(Has(t110, "varying vec2 v_my_value;")) << t110;
}

// Float literals: the shortest text that reads back as the same float, with a '.' or an
// exponent so GLSL reads a float (GLSL 1.10 section 4.1.4). Checked by reading each back
// with strtof.
TEST(GlslWriter, FloatLiteralsRoundTrip) {
    const float values[] = {0.1f, 1.0f, 3.0f, 16777216.0f, 1e-7f, 3.4028235e38f, 1.17549435e-38f, 0.3333333f, 1234.5678f};
    for (float f : values) {
        char buffer[64];
        std::snprintf(buffer, sizeof buffer, "%.9g", static_cast<double>(f));
        const std::string text = std::string("module fragment\noutput @color: float @DEPTH\nfn main() -> void {\n") +
                                 "  %0: float = const (" + buffer + ")\n  store @color, %0\n  ret\n}\nentry main\n";
        const std::string t = WriteValid(text, GlslVersion::k110);
        const std::size_t at = t.find("gl_FragDepth = ");
        ASSERT_NE(at, std::string::npos) << t;
        const std::string literal = t.substr(at + 15, t.find(';', at) - at - 15);
        EXPECT_NE(literal.find_first_of(".e"), std::string::npos) << literal;
        EXPECT_EQ(std::strtof(literal.c_str(), nullptr), f) << literal;
    }
    const std::string zero = WriteValid(
        "module fragment\noutput @d: float @DEPTH\nfn main() -> void {\n  %0: float = const (-0)\n  store @d, %0\n  ret\n}\nentry main\n",
        GlslVersion::k110);
    EXPECT_TRUE(Has(zero, "gl_FragDepth = -0.0;")) << zero;
}

TEST(GlslWriter, InfinityNeedsBitsToFloat) {
    const std::string ir = "module fragment\noutput @d: float @DEPTH\nfn main() -> void {\n  %0: float = const (inf)\n"
                           "  store @d, %0\n  ret\n}\nentry main\n";
    ExpectError(ir, GlslVersion::k110, "infinite or NaN constant");
    EXPECT_TRUE(Has(WriteValid(ir, GlslVersion::k330), "intBitsToFloat(0x7f800000)"));
}

// Matrices: an IR float2x3 (2 rows, 3 columns) is GLSL's mat3x2 holding the same matrix;
// M*v is GLSL's `*`; a row r is (m[0][r], m[1][r], m[2][r]); a constructor lists the IR's
// row-major scalars column by column.
constexpr const char* kMatrix = R"(module fragment
input @v: float3 @TEXCOORD0
uniform @m: float2x3
output @color: float4 @COLOR
fn main() -> void {
  %0: float3 = load @v
  %1: float2x3 = load @m
  %2: float2 = mul.mv %1, %0
  %3: float3 = extract %1, [1]
  %4: float = const (1)
  %5: float = const (2)
  %6: float = const (3)
  %7: float = const (4)
  %8: float2x2 = construct %4, %5, %6, %7
  %9: float2 = mul.mv %8, %2
  %10: float4 = construct %9, %3
  %11: float4 = swizzle %10, [0, 1, 2, 3]
  store @color, %11
  ret
}
entry main
)";

TEST(GlslWriter, MatricesKeepTheIrsMeaning) {
    const std::string t = WriteValid(kMatrix, GlslVersion::k120);
    EXPECT_TRUE(Has(t, "uniform mat3x2 u_m;")) << t;
    EXPECT_TRUE(Has(t, "u_m * ")) << t;
    EXPECT_TRUE(Has(t, "vec3(u_m[0][1], u_m[1][1], u_m[2][1])")) << t;
    // IR rows (1, 2) and (3, 4): GLSL columns (1, 3) and (2, 4).
    EXPECT_TRUE(Has(t, "mat2(1.0, 3.0, 2.0, 4.0)")) << t;
    ExpectError(kMatrix, GlslVersion::k110, "non-square matrix type 'float2x3'");
    ExpectError(kMatrix, GlslVersion::kEs100, "non-square matrix type 'float2x3'");
    // GLSL has no matrices with one row or column.
    ExpectError("module fragment\nuniform @m: float1x4\noutput @c: float4 @COLOR\nfn main() -> void {\n"
                "  %0: float1x4 = load @m\n  %1: float4 = extract %0, [0]\n  store @c, %1\n  ret\n}\nentry main\n",
                GlslVersion::k330, "'float1x4' has no GLSL equivalent");
}

TEST(GlslWriter, StateUniformsAreBuiltins) {
    const std::string ir = R"(module vertex
input @p: float4 @POSITION
uniform @mvp: float4x4 @state.matrix.mvp
uniform @row: float4 @ROW
uniform @range: float4 @state.depth.range
output @pos: float4 @POSITION
output @c: float4 @COLOR0
fn main() -> void {
  %0: float4 = load @p
  %1: float4x4 = load @mvp
  %2: float4 = mul.mv %1, %0
  store @pos, %2
  %3: float4 = load @row
  %4: float4 = load @range
  %5: float4 = add %3, %4
  store @c, %5
  ret
}
entry main
)";
    // The text form cannot spell "[1]" in a semantic: set it on the module.
    ir::Module m = ReadIr(ir);
    m.globals[2].semantic = "state.matrix.modelview.row[1]";
    const lang::glsl::GlslWriteResult r = Write(m, GlslVersion::k110);
    ASSERT_TRUE(r.ok()) << Messages(r);
    const std::string t = r.text;
    if (HaveGlslang()) {
        EXPECT_EQ(Glslang(t, ir::Stage::kVertex), "") << t;
    }
    EXPECT_TRUE(Has(t, "gl_ModelViewProjectionMatrix * gl_Vertex")) << t;
    EXPECT_TRUE(Has(t, "vec4(gl_ModelViewMatrix[0][1], gl_ModelViewMatrix[1][1], gl_ModelViewMatrix[2][1], "
                       "gl_ModelViewMatrix[3][1])")) << t;
    EXPECT_TRUE(Has(t, "gl_DepthRange.near")) << t;
    EXPECT_TRUE(Has(t, "gl_Position = ")) << t;
    EXPECT_TRUE(Has(t, "gl_FrontColor = ")) << t;
    for (GlslVersion v : {GlslVersion::k330, GlslVersion::kEs300}) {
        const lang::glsl::GlslWriteResult bad = Write(m, v);
        EXPECT_FALSE(bad.ok());
        EXPECT_NE(Messages(bad).find("binds 'state.matrix.mvp', but"), std::string::npos) << Messages(bad);
    }
}

TEST(GlslWriter, VertexStageQualifiers) {
    const std::string ir = R"(module vertex
input @p: float4 @POSITION
input @weight: float
output @pos: float4 @POSITION
output @tc: float2 @TEXCOORD3
output @w: float
fn main() -> void {
  %0: float4 = load @p
  store @pos, %0
  %1: float2 = swizzle %0, [0, 1]
  store @tc, %1
  %2: float = load @weight
  store @w, %2
  ret
}
entry main
)";
    const std::string t110 = WriteValid(ir, GlslVersion::k110);
    EXPECT_TRUE(Has(t110, "gl_Position = gl_Vertex;")) << t110;
    EXPECT_TRUE(Has(t110, "gl_TexCoord[3].xy = ")) << t110;
    EXPECT_TRUE(Has(t110, "attribute float a_weight;")) << t110;
    EXPECT_TRUE(Has(t110, "varying float v_w;")) << t110;
    const std::string t330 = WriteValid(ir, GlslVersion::k330);
    EXPECT_TRUE(Has(t330, "in vec4 a_POSITION;")) << t330;
    EXPECT_TRUE(Has(t330, "out vec2 v_TEXCOORD3;")) << t330;
    EXPECT_TRUE(Has(t330, "gl_Position = a_POSITION;")) << t330;
    const std::string es = WriteValid(ir, GlslVersion::kEs100);
    EXPECT_TRUE(Has(es, "attribute vec4 a_POSITION;")) << es;
    EXPECT_TRUE(Has(es, "varying vec2 v_TEXCOORD3;")) << es;
}

constexpr const char* kIntegers = R"(module fragment
uniform @a: int
uniform @b: int
output @d: float @DEPTH
fn main() -> void {
  %0: int = load @a
  %1: int = load @b
  %2: int = mod %0, %1
  %3: int = intrinsic min %2, %1
  %4: float = convert %3
  store @d, %4
  ret
}
entry main
)";

TEST(GlslWriter, IntegerOperationsNeedGlsl130) {
    ExpectError(kIntegers, GlslVersion::k110, "integer remainder");
    ExpectError(kIntegers, GlslVersion::k120, "integer min needs GLSL 1.30");
    const std::string t = WriteValid(kIntegers, GlslVersion::k130);
    EXPECT_TRUE(Has(t, "u_a % u_b")) << t;
    EXPECT_TRUE(Has(t, "float(min(")) << t;
}

constexpr const char* kBoolVectors = R"(module fragment
input @v: float4 @TEXCOORD0
output @color: float4 @COLOR
fn main() -> void {
  %0: float4 = load @v
  %1: float4 = const (0.5, 0.5, 0.5, 0.5)
  %2: bool4 = lt %0, %1
  %3: bool4 = gt %0, %1
  %4: bool4 = and %2, %3
  %5: bool4 = or %2, %3
  %6: bool4 = xor %4, %5
  %7: bool4 = not %6
  %8: float4 = const (1, 1, 1, 1)
  %9: float4 = select %7, %0, %8
  %10: bool = any %2
  %11: float4 = select %10, %9, %1
  store @color, %11
  ret
}
entry main
)";

TEST(GlslWriter, BoolVectorsAndSelect) {
    const std::string t110 = WriteValid(kBoolVectors, GlslVersion::k110);
    EXPECT_TRUE(Has(t110, "lessThan(")) << t110;
    EXPECT_TRUE(Has(t110, "notEqual(")) << t110;
    EXPECT_TRUE(Has(t110, "not(")) << t110;
    EXPECT_TRUE(Has(t110, "any(")) << t110;
    // No component-wise select before 1.30: one ternary per component.
    EXPECT_TRUE(Has(t110, ".x ? ")) << t110;
    // 1.30 section 8.3: mix(x, y, bvec) takes y where the bool is true.
    const std::string t130 = WriteValid(kBoolVectors, GlslVersion::k130);
    EXPECT_TRUE(Has(t130, "mix(vec4(1.0), ")) << t130;
}

TEST(GlslWriter, DiscardDepthAndColorOutputs) {
    const std::string ir = R"(module fragment
input @v: float4 @TEXCOORD0
output @c0: float4 @COLOR0
output @c1: float4 @COLOR1
output @d: float @DEPTH
fn main() -> void {
  %0: float4 = load @v
  %1: float = extract %0, [0]
  %2: float = const (0.5)
  %3: bool = lt %1, %2
  discard %3
  store @c0, %0
  store @c1, %0
  store @d, %2
  ret
}
entry main
)";
    const std::string t110 = WriteValid(ir, GlslVersion::k110);
    EXPECT_TRUE(Has(t110, "if (gl_TexCoord[0].x < 0.5) discard;")) << t110;
    EXPECT_TRUE(Has(t110, "gl_FragData[0] = ")) << t110;
    EXPECT_TRUE(Has(t110, "gl_FragData[1] = ")) << t110;
    EXPECT_TRUE(Has(t110, "gl_FragDepth = 0.5;")) << t110;
    const std::string t330 = WriteValid(ir, GlslVersion::k330);
    EXPECT_TRUE(Has(t330, "layout(location = 1) out vec4 o_c1;")) << t330;
    ExpectError(ir, GlslVersion::kEs100, "has no gl_FragDepth");
}

TEST(GlslWriter, HelpersForIrMathGlslLacks) {
    const std::string ir = R"(module fragment
input @v: float4 @TEXCOORD0
output @color: float4 @COLOR
fn main() -> void {
  %0: float4 = load @v
  %1: float4 = intrinsic round %0
  %2: float4 = intrinsic fmod %0, %1
  %3: float = extract %0, [0]
  %4: float = extract %0, [1]
  %5: float4 = intrinsic lit %3, %4, %3
  %6: float4 = add %2, %5
  store @color, %6
  ret
}
entry main
)";
    const std::string t110 = WriteValid(ir, GlslVersion::k110);
    EXPECT_TRUE(Has(t110, "vec4 tsr_trunc(vec4 x)")) << t110;
    EXPECT_TRUE(Has(t110, "vec4 tsr_round(vec4 x)")) << t110;
    EXPECT_TRUE(Has(t110, "vec4 tsr_fmod(vec4 x, vec4 y)")) << t110;
    EXPECT_TRUE(Has(t110, "vec4 tsr_lit(float ndotl, float ndoth, float m)")) << t110;
    EXPECT_TRUE(Has(WriteValid(ir, GlslVersion::k130), "= trunc(x);")) << "1.30 has trunc";
}

TEST(GlslWriter, DerivativesInEs100NeedTheExtension) {
    const std::string ir = R"(module fragment
input @v: float2 @TEXCOORD0
output @color: float4 @COLOR
fn main() -> void {
  %0: float2 = load @v
  %1: float2 = intrinsic ddx %0
  %2: float4 = construct %1, %1
  store @color, %2
  ret
}
entry main
)";
    const std::string t = WriteValid(ir, GlslVersion::kEs100);
    EXPECT_TRUE(Has(t, "#extension GL_OES_standard_derivatives : enable")) << t;
    EXPECT_TRUE(Has(t, "dFdx(")) << t;
}

TEST(GlslWriter, ValuesUsedOnceAreInlinedAndOthersNamed) {
    const std::string t = WriteValid(kBasic, GlslVersion::k110);
    // %2 (used four times by the splat) is a component of a built-in: free to repeat.
    EXPECT_TRUE(Has(t, "gl_FragColor = u_tint * vec4(gl_TexCoord[0].x);")) << t;
}

TEST(GlslWriter, CommentsNameTheSourceLine) {
    lang::glsl::GlslWriterOptions options;
    // A non-ASCII character and a trailing backslash in the source line must not reach the
    // GLSL comment (ASCII only; a backslash would continue the comment).
    std::string source = kBasic;
    const std::string store = "store @color, %4";
    source.insert(source.find(store) + store.size(), "  # caf\xc3\xa9 \\");
    options.source_text = [&](std::uint32_t) { return &source; };
    ir::Module m = ReadIr(source);
    m.files = {"basic.ir"};
    const lang::glsl::GlslWriteResult r = lang::glsl::WriteGlsl(m, options);
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(Has(r.text, "// Fragment shader (GLSL 1.10)")) << r.text;
    EXPECT_TRUE(Has(r.text, "// basic.ir:11  store @color, %4  # caf??\n")) << r.text;
    if (HaveGlslang()) {
        EXPECT_EQ(Glslang(r.text, ir::Stage::kFragment), "") << r.text;
    }
}

// GLSL 1.10 section 5.1: * binds tighter than +, both associate to the left; a unary minus
// before a negative literal must not become the decrement operator.
TEST(GlslWriter, PrecedenceAndNegation) {
    const std::string ir = R"(module fragment
input @v: float4 @TEXCOORD0
output @d: float @DEPTH
fn main() -> void {
  %0: float4 = load @v
  %1: float = extract %0, [0]
  %2: float = extract %0, [1]
  %3: float = extract %0, [2]
  %4: float = add %1, %2
  %5: float = mul %4, %3
  %6: float = sub %2, %3
  %7: float = sub %1, %6
  %8: float = const (-1.5)
  %9: float = neg %8
  %10: float = add %5, %7
  %11: float = add %10, %9
  store @d, %11
  ret
}
entry main
)";
    const std::string t = WriteValid(ir, GlslVersion::k110);
    // (The sum is longer than 72 characters, so it gets a variable, t0.)
    EXPECT_TRUE(Has(t, "float t0 = (gl_TexCoord[0].x + gl_TexCoord[0].y) * gl_TexCoord[0].z + "
                       "(gl_TexCoord[0].x - (gl_TexCoord[0].y - gl_TexCoord[0].z));")) << t;
    EXPECT_TRUE(Has(t, "gl_FragDepth = t0 + -(-1.5);")) << t;
}

TEST(GlslWriter, DiagnosticsPointAtTheConstruct) {
    const std::string source = "module fragment\noutput @d: float @DEPTH\nfn main() -> void {\n"
                               "  %0: float = const (0.5)\n  store @d, %0\n  ret\n}\nentry main\n";
    ir::Module m = ReadIr(source);
    m.files = {"depth.ir"};
    lang::glsl::GlslWriterOptions options;
    options.version = GlslVersion::kEs100;
    options.source_text = [&](std::uint32_t) { return &source; };
    const lang::glsl::GlslWriteResult r = lang::glsl::WriteGlsl(m, options);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.text, "");
    // The output's declaration is line 2; the caret underlines it from its first character.
    const std::string text = lang::glsl::FormatGlslDiagnostics(m, r, options);
    EXPECT_EQ(text.rfind("depth.ir:2:1: error: 'd' writes DEPTH, but GLSL ES 1.00 has no gl_FragDepth\n", 0), 0u) << text;
    EXPECT_TRUE(Has(text, "output @d: float @DEPTH\n")) << text;
}

// extract.dyn clamps its index (docs/IR.md); GLSL does not, so the writer clamps. A chain
// of inserts fills one variable.
TEST(GlslWriter, DynamicIndexAndInsertChain) {
    const std::string ir = R"(module fragment
input @v: float4 @TEXCOORD0
uniform @w: float[4]
uniform @i: int
output @color: float4 @COLOR
fn main() -> void {
  %0: float4 = load @v
  %1: float[4] = load @w
  %2: int = load @i
  %3: float = extract.dyn %1, %2
  %4: float4 = insert %0, %3, [1]
  %5: float = const (0.5)
  %6: float4 = insert %4, %5, [3]
  store @color, %6
  ret
}
entry main
)";
    const std::string t110 = WriteValid(ir, GlslVersion::k110);
    EXPECT_TRUE(Has(t110, "uniform float u_w[4];")) << t110;
    EXPECT_TRUE(Has(t110, "u_w[int(clamp(float(u_i), 0.0, 3.0))]")) << t110;
    EXPECT_TRUE(Has(t110, "vec4 t0 = gl_TexCoord[0];\n    t0.y = ")) << t110;
    EXPECT_TRUE(Has(t110, "t0.w = 0.5;\n    gl_FragColor = t0;")) << t110;
    EXPECT_TRUE(Has(WriteValid(ir, GlslVersion::k130), "u_w[clamp(u_i, 0, 3)]"));
}

TEST(GlslWriter, VersionNames) {
    for (GlslVersion v : kAllVersions)
        EXPECT_EQ(lang::glsl::GlslVersionByName(lang::glsl::GlslVersionName(v)), v);
    EXPECT_TRUE(lang::glsl::GlslVersionByName("glsl140").has_value());
    EXPECT_FALSE(lang::glsl::GlslVersionByName("glsl400").has_value());
}

}  // namespace
}  // namespace tessera::glsl_writer_test
