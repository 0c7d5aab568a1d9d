// SPDX-License-Identifier: MIT
// GLSL vertex shaders (CompileOptions::stage kVertex): the vertex-only language rules
// (CheckGlsl), what ARBvp cannot express (CompileGlsl errors), and compiled shaders run on
// our reference vertex executor against values derived by hand in the comments, with the
// link rule that makes a vertex and a fragment shader meet in the same TEXCOORDs.
#include <gtest/gtest.h>

#include "run_arbfp.h"
#include "run_arbvp.h"

namespace tessera::lang::glsl {
namespace {

using support::Vec4;
using test_support::RunOnVertexProcessor;
using test_support::VertexInputs;
using test_support::VertexOutcome;

CompileOptions Vertex(const std::string& source) {
    CompileOptions options;
    options.source_name = "t.vert";
    options.source_text = source;
    options.stage = ShaderStage::kVertex;
    return options;
}

/// `where` is "line:col"; `message` a part of the message.
void Rejects(bool compile, const std::string& source, const std::string& where, const std::string& message) {
    CompileOptions options = Vertex(source);
    const std::string diagnostics = compile ? CompileGlsl(options).diagnostics : CheckGlsl(options).diagnostics;
    EXPECT_NE(diagnostics.find("t.vert:" + where + ": error: "), std::string::npos) << source << "\n" << diagnostics;
    EXPECT_NE(diagnostics.find(message), std::string::npos) << diagnostics;
}

VertexOutcome CompileAndRun(const std::string& source, const VertexInputs& in, CompileResult* out = nullptr) {
    CompileResult compiled = CompileGlsl(Vertex(source));
    EXPECT_TRUE(compiled.ok) << compiled.diagnostics;
    if (out) *out = compiled;
    if (!compiled.ok) return {};
    std::string error;
    std::optional<VertexOutcome> r = RunOnVertexProcessor(compiled, in, error);
    EXPECT_TRUE(r.has_value()) << error;
    return r.value_or(VertexOutcome{});
}

void ExpectVec(const VertexOutcome& out, const std::string& reg, Vec4 want) {
    auto found = out.find(reg);
    ASSERT_NE(found, out.end()) << "result." << reg << " not written";
    for (int i = 0; i < 4; ++i) EXPECT_NEAR(found->second[i], want[i], 1e-5) << reg << "[" << i << "]";
}

TEST(GlslVertex, VertexOnlyRules) {
    // Section 7.1 and 7.3: vertex shaders have gl_Position and attributes, not gl_FragColor.
    EXPECT_TRUE(CheckGlsl(Vertex("attribute vec4 p; void main() { gl_Position = p + ftransform(); }")).ok);
    Rejects(false, "void main() { gl_FragColor = vec4(1.0); }", "1:15", "'gl_FragColor' is not declared");
    // Section 6.4: discard is only for fragment shaders.
    Rejects(false, "void main() {\n  discard;\n}", "2:3", "'discard' is allowed only in fragment shaders");
    // Section 4.3.3: attributes are float, vectors or matrices; never arrays or structs.
    Rejects(false, "attribute int i;\nvoid main() { gl_Position = vec4(0.0); }", "1:15", "attribute 'i' must be");
    Rejects(false, "attribute vec4 a[2];\nvoid main() { gl_Position = a[0]; }", "1:16", "attribute 'a' must be");
    Rejects(false, "attribute vec4 a;\nvoid main() { a = vec4(0.0); gl_Position = a; }", "2:15", "read-only");
    // And in a fragment shader the vertex variables do not exist.
    CompileOptions fragment;
    fragment.source_name = "t.vert";
    fragment.source_text = "void main() { gl_Position = vec4(0.0); }";
    EXPECT_FALSE(CheckGlsl(fragment).ok);
    // Section 8.7: vertex shaders have the Lod lookups, fragment shaders the bias forms.
    EXPECT_TRUE(CheckGlsl(Vertex("uniform sampler2D s; void main() { gl_Position = texture2DLod(s, vec2(0.0), 1.0); }")).ok);
    Rejects(false, "uniform sampler2D s; void main() { gl_Position = texture2D(s, vec2(0.0), 1.0); }", "1:50",
            "bias form of 'texture2D' is available only in fragment shaders");
    Rejects(false, "void main() { gl_Position = vec4(dFdx(1.0)); }", "1:34", "'dFdx' is available only in fragment");
    // A void call has no value to compare (piglit compiler/void/void-equal.vert once crashed).
    Rejects(false, "void f() {}\nvoid main() { if (f() == f()) f(); }", "2:23", "operator '==' cannot be applied to 'void'");
    // 1.10 reserves neither word (piglit qualifiers/centroid-01, invariant-01); 1.20's
    // section 4.6.1 redeclares a varying declared before as invariant, and nothing else.
    EXPECT_TRUE(CheckGlsl(Vertex("uniform vec4 centroid, invariant; void main() { gl_Position = centroid + invariant; }")).ok);
    EXPECT_TRUE(CheckGlsl(Vertex("#version 120\nvarying vec4 x; invariant x, gl_Position; void main() { gl_Position = x; }")).ok);
    Rejects(false, "#version 120\nuniform vec4 u;\ninvariant u;\nvoid main() { gl_Position = u; }", "3:11",
            "'invariant u' must redeclare a varying declared before it");
}

TEST(GlslVertex, ArbvpLimitationsAreCompileErrors) {
    Rejects(true, "uniform sampler2D s; void main() { gl_Position = texture2DLod(s, vec2(0.0), 1.0); }", "1:50",
            "'texture2DLod' cannot be expressed in ARB_vertex_program 1.0 (it has no texture instructions; the vp40 target has them)");
    Rejects(true, "void main() { gl_ClipVertex = vec4(0.0); gl_Position = vec4(0.0); }", "1:15",
            "gl_ClipVertex cannot be expressed in ARB_vertex_program 1.0");
    EXPECT_TRUE(CheckGlsl(Vertex("void main() { gl_ClipVertex = vec4(0.0); gl_Position = vec4(0.0); }")).ok);
    // 9 vec4: 36 floats, more than GLSL's 32 varying floats even packed (the check
    // accepts it: gl_MaxVaryingFloats is a link-time limit).
    const char* crowded = "varying vec4 m[8];\nvarying vec4 c;\nvoid main() { gl_Position = c + m[7]; }";
    Rejects(true, crowded, "2:14", "varying 'c' does not fit: the user varyings need 36 floats");
    EXPECT_TRUE(CheckGlsl(Vertex(crowded)).ok);
}

TEST(GlslVertex, AttributesUniformsAndBuiltinOutputs) {
    VertexInputs in;
    in.attributes["pos"] = {1, 2, 3, 1};
    in.attributes["gl_Normal"] = {0, 0, 1, 0};
    in.attributes["gl_Color"] = {0.5f, 0.25f, 1, 1};
    in.uniforms["scale"] = {2, 0, 0, 0};
    CompileResult compiled;
    VertexOutcome out = CompileAndRun(R"(
attribute vec4 pos;
uniform float scale;
void main() {
    gl_Position = vec4(pos.xyz * scale, 1.0);
    gl_FrontColor = gl_Color * 2.0;
    gl_BackColor = vec4(gl_Normal, 0.5);
    gl_TexCoord[1] = pos.yxzw;
    gl_FogFragCoord = pos.z - 1.0;
    gl_PointSize = 4.0;
}
)",
                            in, &compiled);
    // pos * 2 with w = 1; gl_Color * 2 (unclamped: clamping is the rasterizer's);
    // (gl_Normal, 0.5); pos swizzled; 3 - 1; 4.
    ExpectVec(out, "position", {2, 4, 6, 1});
    ExpectVec(out, "color", {1, 0.5f, 2, 2});
    ExpectVec(out, "color.back", {0, 0, 1, 0.5f});
    ExpectVec(out, "texcoord[1]", {2, 1, 3, 1});
    EXPECT_NEAR(out["fogcoord"][0], 2.0, 1e-6);
    EXPECT_NEAR(out["pointsize"][0], 4.0, 1e-6);
    // gl_Normal aliases generic attribute 2 (Table X.2.1), so `pos` gets 0 (nothing reads gl_Vertex).
    EXPECT_EQ(compiled.attributes.at("pos"), 0);
}

TEST(GlslVertex, GenericAttributesAvoidTheAliasedOnes) {
    const std::string source = R"(
attribute vec4 a;
attribute mat2 m;
attribute float b;
void main() { gl_Position = gl_Vertex + a + vec4(m[0], m[1]) + vec4(b) + gl_MultiTexCoord0 + gl_Color + gl_SecondaryColor; }
)";
    CompileResult r = CompileGlsl(Vertex(source));
    ASSERT_TRUE(r.ok) << r.diagnostics;
    // Taken: 0 (gl_Vertex), 3 (gl_Color), 4 (gl_SecondaryColor), 8 (gl_MultiTexCoord0);
    // in declaration order the lowest free ones: a 1; the mat2's two columns need two in a
    // row: 5 and 6 (2 is free, 3 is not); b 2.
    EXPECT_EQ(r.attributes.at("a"), 1);
    EXPECT_EQ(r.attributes.at("m"), 5);
    EXPECT_EQ(r.attributes.at("b"), 2);
    // glBindAttribLocation's fixed indices come first: b at 1, so a takes 2 and m 5 and 6;
    // a fixed index a built-in attribute aliases is an error.
    CompileOptions bound = Vertex(source);
    bound.attribute_locations = {{"b", 1}};
    CompileResult fixed = CompileGlsl(bound);
    ASSERT_TRUE(fixed.ok) << fixed.diagnostics;
    EXPECT_EQ(fixed.attributes.at("b"), 1);
    EXPECT_EQ(fixed.attributes.at("a"), 2);
    EXPECT_EQ(fixed.attributes.at("m"), 5);
    // The columns are the generic attributes m and m + 1 (a matrix attribute takes one per column).
    VertexInputs in;
    for (const char* name : {"gl_Vertex", "a", "b", "gl_MultiTexCoord0", "gl_Color", "gl_SecondaryColor"})
        in.attributes[name] = {0, 0, 0, 0};
    in.attributes["m[0]"] = {1, 2, 9, 9};
    in.attributes["m[1]"] = {3, 4, 9, 9};
    std::string error;
    std::optional<VertexOutcome> ran = RunOnVertexProcessor(fixed, in, error);
    ASSERT_TRUE(ran.has_value()) << error;
    ExpectVec(*ran, "position", {1, 2, 3, 4});  // vec4(m[0], m[1]), everything else 0
    bound.attribute_locations = {{"b", 3}};
    EXPECT_NE(CompileGlsl(bound).diagnostics.find("attribute 'b' is bound to generic attribute 3"), std::string::npos);
}

TEST(GlslVertex, FtransformAndMatrixState) {
    VertexInputs in;
    // Projection Ortho(0, 4, 0, 2, -1, 1): x' = x/2 - 1, y' = y - 1, z' = -z (2.10.2);
    // modelview Translate(1, 1, 0).
    in.state.SetMatrixMode(runtime::gl::MatrixMode::kProjection);
    in.state.Ortho(0, 4, 0, 2, -1, 1);
    in.state.SetMatrixMode(runtime::gl::MatrixMode::kModelview);
    in.state.Translate(1, 1, 0);
    in.attributes["gl_Vertex"] = {1, 0, 0.5f, 1};
    VertexOutcome out = CompileAndRun(R"(
void main() {
    gl_Position = ftransform();
    gl_TexCoord[0] = gl_ModelViewMatrix * gl_Vertex;
    gl_TexCoord[1] = gl_ModelViewProjectionMatrix * gl_Vertex;
    gl_TexCoord[2] = vec4(gl_NormalMatrix * vec3(1.0, 2.0, 3.0), 1.0);
}
)",
                            in);
    // Eye (1+1, 0+1, 0.5, 1) = (2, 1, 0.5, 1); clip (2/2 - 1, 1 - 1, -0.5, 1).
    ExpectVec(out, "position", {0, 0, -0.5f, 1});
    ExpectVec(out, "texcoord[0]", {2, 1, 0.5f, 1});
    ExpectVec(out, "texcoord[1]", {0, 0, -0.5f, 1});
    // A translation's normal matrix is the identity.
    ExpectVec(out, "texcoord[2]", {1, 2, 3, 1});
}

TEST(GlslVertex, LinkedVaryingsMeetInTheSameTexcoord) {
    // The vertex shader declares the varyings in another order than the fragment shader and
    // has one the fragment shader does not read; LinkGlsl gives both stages the fragment
    // shader's assignment (b TEXCOORD7, a TEXCOORD6 and 5).
    CompileOptions vertex = Vertex(R"(
varying vec2 a[2];
varying float unused;
varying vec4 b;
void main() {
    gl_Position = gl_Vertex;
    a[0] = vec2(0.25, 0.5);
    a[1] = gl_Vertex.xy;
    b = vec4(0.125);
    unused = 1.0;
}
)");
    CompileOptions fragment;
    fragment.source_name = "t.frag";
    fragment.source_text = R"(
varying vec4 b;
varying vec2 a[2];
void main() { gl_FragColor = vec4(a[0], a[1].x, b.w); }
)";
    LinkResult linked = LinkGlsl(vertex, fragment);
    ASSERT_TRUE(linked.ok()) << linked.vertex.diagnostics << linked.fragment.diagnostics;
    EXPECT_EQ(linked.vertex.varyings, linked.fragment.varyings);
    EXPECT_EQ(linked.fragment.varyings.at("b"), 7);
    EXPECT_EQ(linked.fragment.varyings.at("a"), 6);
    EXPECT_EQ(linked.vertex.varyings.count("unused"), 0u);

    VertexInputs in;
    in.attributes["gl_Vertex"] = {0.75f, -1, 0, 1};
    std::string error;
    std::optional<VertexOutcome> v = RunOnVertexProcessor(linked.vertex, in, error);
    ASSERT_TRUE(v.has_value()) << error;
    test_support::FragmentInputs f;
    for (int i = 0; i < 8; ++i)
        if (v->count("texcoord[" + std::to_string(i) + "]")) f.texcoord[i] = v->at("texcoord[" + std::to_string(i) + "]");
    std::optional<test_support::FragmentOutcome> color = test_support::RunOnFragmentProcessor(linked.fragment, f, error);
    ASSERT_TRUE(color.has_value()) << error;
    // (a[0], a[1].x, b.w) = (0.25, 0.5, 0.75, 0.125), each exact in binary.
    EXPECT_FLOAT_EQ(color->color[0], 0.25f);
    EXPECT_FLOAT_EQ(color->color[1], 0.5f);
    EXPECT_FLOAT_EQ(color->color[2], 0.75f);
    EXPECT_FLOAT_EQ(color->color[3], 0.125f);
}

TEST(GlslVertex, UnlinkedStagesUseTheSameDefaultRule) {
    // Compiled separately, both stages count down from TEXCOORD7 in declaration order.
    CompileResult v = CompileGlsl(Vertex("varying vec4 x; varying vec2 m[2]; varying mat2 n; varying float y;\n"
                                         "void main() { gl_Position = vec4(0.0); x = vec4(1.0); m[0] = m[1] = vec2(1.0);\n"
                                         "  n = mat2(2.0); y = 1.0; }"));
    CompileOptions fragment;
    fragment.source_text = "varying vec4 x; varying vec2 m[2]; varying mat2 n; varying float y;\n"
                           "void main() { gl_FragColor = x + vec4(m[1], y, n[1].y); }";
    CompileResult f = CompileGlsl(fragment);
    ASSERT_TRUE(v.ok && f.ok) << v.diagnostics << f.diagnostics;
    EXPECT_EQ(v.varyings, f.varyings);
    EXPECT_EQ(f.varyings.at("x"), 7);
    EXPECT_EQ(f.varyings.at("m"), 6);  // two elements: 6 and 5
    EXPECT_EQ(f.varyings.at("n"), 4);  // two columns: 4 and 3
    EXPECT_EQ(f.varyings.at("y"), 2);
    // Each column is its own interpolant, written and read at the same index.
    EXPECT_NE(v.arbfp.text.find("result.texcoord[3]"), std::string::npos) << v.arbfp.text;
    EXPECT_NE(f.arbfp.text.find("fragment.texcoord[3]"), std::string::npos) << f.arbfp.text;
}

TEST(GlslVertex, VaryingsThatDoNotFitAsVectorsArePacked) {
    // 9 vec3 columns and a vec4 are 10 vectors, more than the 8 TEXCOORDs, but 31 floats:
    // packed in declaration order, m takes components 0-26 and color 27-30, component c
    // being lane c % 4 of TEXCOORD(7 - c/4), so m[0][1] (3-5) straddles TEXCOORD7 and 6.
    CompileOptions vertex = Vertex(R"(
varying mat3 m[3];
varying vec4 color;
void main() {
    gl_Position = gl_Vertex;
    m[0] = mat3(1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0) / 32.0;
    m[1] = mat3(10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0) / 32.0;
    m[2] = mat3(19.0, 20.0, 21.0, 22.0, 23.0, 24.0, 25.0, 26.0, 27.0) / 32.0;
    color = vec4(0.5);
}
)");
    CompileOptions fragment;
    fragment.source_name = "t.frag";
    fragment.source_text = R"(
varying mat3 m[3];
varying vec4 color;
void main() { gl_FragColor = vec4(m[0][1].y, m[1][1].y, m[2][2].z, color.w); }
)";
    LinkResult linked = LinkGlsl(vertex, fragment);
    ASSERT_TRUE(linked.ok()) << linked.vertex.diagnostics << linked.fragment.diagnostics;
    EXPECT_TRUE(linked.fragment.packed_varyings);
    EXPECT_TRUE(linked.vertex.packed_varyings);
    EXPECT_EQ(linked.fragment.varyings.at("m"), 0);
    EXPECT_EQ(linked.fragment.varyings.at("color"), 27);
    EXPECT_EQ(linked.vertex.varyings, linked.fragment.varyings);

    VertexInputs in;
    in.attributes["gl_Vertex"] = {0, 0, 0, 1};
    std::string error;
    std::optional<VertexOutcome> v = RunOnVertexProcessor(linked.vertex, in, error);
    ASSERT_TRUE(v.has_value()) << error;
    // TEXCOORD6 holds components 4-7: m[0][1].yz = (5, 6)/32 and m[0][2].xy = (7, 8)/32.
    ExpectVec(*v, "texcoord[6]", {5 / 32.0f, 6 / 32.0f, 7 / 32.0f, 8 / 32.0f});
    // TEXCOORD1 holds 24-27: m[2][2] = (25, 26, 27)/32 and color.x; TEXCOORD0 holds
    // color.yzw and a lane no varying takes, written as 0.
    ExpectVec(*v, "texcoord[1]", {25 / 32.0f, 26 / 32.0f, 27 / 32.0f, 0.5f});
    ExpectVec(*v, "texcoord[0]", {0.5f, 0.5f, 0.5f, 0});
    test_support::FragmentInputs f;
    for (int i = 0; i < 8; ++i)
        if (v->count("texcoord[" + std::to_string(i) + "]")) f.texcoord[i] = v->at("texcoord[" + std::to_string(i) + "]");
    std::optional<test_support::FragmentOutcome> color = test_support::RunOnFragmentProcessor(linked.fragment, f, error);
    ASSERT_TRUE(color.has_value()) << error;
    // m[0][1].y = 5/32, m[1][1].y = 14/32, m[2][2].z = 27/32, color.w = 0.5.
    EXPECT_FLOAT_EQ(color->color[0], 5 / 32.0f);
    EXPECT_FLOAT_EQ(color->color[1], 14 / 32.0f);
    EXPECT_FLOAT_EQ(color->color[2], 27 / 32.0f);
    EXPECT_FLOAT_EQ(color->color[3], 0.5f);
}

TEST(GlslVertex, MoreThan32VaryingFloatsDoNotFit) {
    // 9 vec4 are 36 floats, more than gl_MaxVaryingFloats even packed.
    CompileOptions fragment;
    fragment.source_name = "t.frag";
    fragment.source_text = "varying vec4 a[8];\nvarying vec4 b;\nvoid main() { gl_FragColor = a[7] + b; }\n";
    const CompileResult r = CompileGlsl(fragment);
    EXPECT_FALSE(r.ok);
    EXPECT_NE(r.diagnostics.find("t.frag:2:14: error: varying 'b' does not fit: the user varyings need 36 floats"),
              std::string::npos)
        << r.diagnostics;
}

}  // namespace
}  // namespace tessera::lang::glsl
