// SPDX-License-Identifier: MIT
// Every row of the API's front-end table (src/tessera/api/frontends.cpp) through the public
// API: GLSL (fragment and vertex), Parasol, ISL, Cg's GLSL targets, Check(), GLSL 1.20 and
// Cg initializers in the reflection, Cg's interface bindings, and cgc's parameter numbering
// (a uniform at c[N] is program.local[N]).
#include <gtest/gtest.h>

#include <string>

#include "tessera/tessera.hpp"

namespace {

using tessera::CompileOptions;
using tessera::CompileResult;
using tessera::Language;

CompileResult CompileText(Language language, const std::string& name, const std::string& text,
                          const std::string& profile = "arbfp1") {
    CompileOptions options;
    options.language = language;
    options.source_name = name;
    options.source_text = text;
    options.profile = profile;
    return tessera::Compile(options);
}

TEST(FrontEnds, EveryLanguageButAssemblyCompiles) {
    for (Language l : {Language::kCg, Language::kGlsl, Language::kParasol, Language::kIsl})
        EXPECT_TRUE(tessera::LanguageCompiles(l)) << tessera::LanguageName(l);
    EXPECT_FALSE(tessera::LanguageCompiles(Language::kArbvp));
    EXPECT_EQ(tessera::LanguageFromPath("a.vert"), Language::kGlsl);
}

TEST(FrontEnds, GlslFragmentShaderToArbfpWithReflection) {
    const CompileResult r = CompileText(Language::kGlsl, "tint.frag",
                                        "uniform vec4 tint;\n"
                                        "void main() { gl_FragColor = tint * gl_Color; }\n");
    ASSERT_TRUE(r.ok) << r.diagnostics_text;
    EXPECT_EQ(r.arbfp.rfind("!!ARBfp1.0", 0), 0u);
    EXPECT_TRUE(r.arbvp.empty());
    const tessera::Variable* tint = r.FindVariable("tint");
    ASSERT_NE(tint, nullptr);
    EXPECT_EQ(tint->kind, tessera::VariableKind::kUniform);
    EXPECT_EQ(tint->binding, "program.local[" + std::to_string(tint->first_parameter) + "]");
    EXPECT_NE(r.arbfp.find(tint->binding), std::string::npos) << r.arbfp;
}

TEST(FrontEnds, GlslVertexShaderByExtensionToArbvp) {
    const CompileResult r = CompileText(Language::kGlsl, "pass.vert",
                                        "void main() { gl_Position = gl_Vertex; }\n");
    ASSERT_TRUE(r.ok) << r.diagnostics_text;
    EXPECT_EQ(r.arbvp.rfind("!!ARBvp1.0", 0), 0u);
    EXPECT_TRUE(r.arbfp.empty());
    EXPECT_EQ(&tessera::ProgramText(r), &r.arbvp);
    // gl_Position is ARB_vertex_program's result.position (2.14.3.2).
    EXPECT_NE(r.arbvp.find("result.position"), std::string::npos) << r.arbvp;
}

TEST(FrontEnds, Glsl120InitializerIsTheUniformsDefault) {
    const CompileResult r =
        CompileText(Language::kGlsl, "init.frag",
                    "#version 120\nuniform vec4 tint = vec4(1.0, 0.2, 0.6, 1.0);\n"
                    "uniform float gain = 0.5;\n"
                    "void main() { gl_FragColor = tint * gain; }\n");
    ASSERT_TRUE(r.ok) << r.diagnostics_text;
    const tessera::Variable* tint = r.FindVariable("tint");
    const tessera::Variable* gain = r.FindVariable("gain");
    ASSERT_TRUE(tint && gain);
    EXPECT_EQ(tint->default_value, (std::vector<float>{1.0f, 0.2f, 0.6f, 1.0f}));
    // A float fills x; the other components are a constant vector's 0, 0, 1.
    EXPECT_EQ(gain->default_value, (std::vector<float>{0.5f, 0.0f, 0.0f, 1.0f}));
}

// Cg's initializers ("Syntax for Parameters in Function Definitions": a uniform
// parameter's default value; a global uniform's initializer likewise), each as declared:
// tint (1, 0.5, 0, 1); gain 0.25 * 2 = 0.5, padded x, 0, 0, 1; rows row after row, (1, 2)
// then (3, 4), each padded; k, an entry parameter, (0.25, 0, 0, 0); the struct one
// parameter per field, (1, 2, 3) then 4, each padded.
TEST(FrontEnds, CgUniformInitializersAreDefaults) {
    const CompileResult r = CompileText(
        Language::kCg, "init.cg",
        "struct P { float3 a; float b; };\n"
        "uniform float4 tint = {1, 0.5, 0, 1};\n"
        "uniform float gain = 0.25 * 2;\n"
        "uniform float2x2 rows = {1, 2, 3, 4};\n"
        "uniform P p = {{1, 2, 3}, 4};\n"
        "uniform float4 plain;\n"
        "float4 main(uniform float4 k = float4(0.25, 0, 0, 0)) : COLOR {\n"
        "    return tint * gain + k + float4(rows[0], rows[1]) + float4(p.a, p.b) + plain;\n"
        "}\n");
    ASSERT_TRUE(r.ok) << r.diagnostics_text;
    auto defaults = [&](const char* name) {
        const tessera::Variable* v = r.FindVariable(name);
        return v ? v->default_value : std::vector<float>{-1};
    };
    EXPECT_EQ(defaults("tint"), (std::vector<float>{1, 0.5f, 0, 1}));
    EXPECT_EQ(defaults("gain"), (std::vector<float>{0.5f, 0, 0, 1}));
    EXPECT_EQ(defaults("rows"), (std::vector<float>{1, 2, 0, 1, 3, 4, 0, 1}));
    EXPECT_EQ(defaults("k"), (std::vector<float>{0.25f, 0, 0, 0}));
    EXPECT_EQ(defaults("p"), (std::vector<float>{1, 2, 3, 1, 4, 0, 0, 1}));
    EXPECT_EQ(defaults("plain"), std::vector<float>{});
}

TEST(FrontEnds, CgUniformInitializerMustBeConstant) {
    const CompileResult r =
        CompileText(Language::kCg, "bad.cg",
                    "uniform float a;\nuniform float b = a * 2;\n"
                    "float4 main() : COLOR { return b; }\n");
    EXPECT_FALSE(r.ok);
    ASSERT_FALSE(r.diagnostics.empty());
    EXPECT_EQ(r.diagnostics[0].line, 2);
    EXPECT_EQ(r.diagnostics[0].column, 19);  // the initializer `a * 2`
    EXPECT_EQ(r.diagnostics[0].message,
              "the initializer of uniform 'b' must be a constant expression");
}

// CompileOptions::interface_bindings: the uniform `sun` of interface type stands for the
// struct Directional, a uniform struct of two parameters (dir, color); unbound, it is an
// error that names it.
TEST(FrontEnds, CgInterfaceBindingThroughTheApi) {
    CompileOptions options;
    options.source_name = "sun.cg";
    options.source_text = "interface Light { float3 illuminate(float3 n); };\n"
                          "struct Directional : Light {\n"
                          "    float3 dir;\n    float3 color;\n"
                          "    float3 illuminate(float3 n) {\n"
                          "        return color * max(dot(n, dir), 0);\n    }\n"
                          "};\n"
                          "uniform Light sun;\n"
                          "float4 main(float3 n : TEXCOORD0) : COLOR {\n"
                          "    return float4(sun.illuminate(n), 1);\n}\n";
    const CompileResult unbound = tessera::Compile(options);
    EXPECT_FALSE(unbound.ok);
    EXPECT_NE(unbound.diagnostics_text.find("sun"), std::string::npos) << unbound.diagnostics_text;
    options.interface_bindings = {{"sun", "Directional"}};
    const CompileResult bound = tessera::Compile(options);
    ASSERT_TRUE(bound.ok) << bound.diagnostics_text;
    const tessera::Variable* sun = bound.FindVariable("sun");
    ASSERT_NE(sun, nullptr);
    EXPECT_EQ(sun->type, "struct Directional");
    EXPECT_EQ(sun->parameter_count, 2);
}

TEST(FrontEnds, GlslErrorsHavePositions) {
    CompileOptions options;
    options.language = Language::kGlsl;
    options.source_name = "bad.frag";
    options.source_text = "void main() {\n  gl_FragColor = nothere;\n}\n";
    for (const CompileResult& r : {tessera::Compile(options), tessera::Check(options)}) {
        EXPECT_FALSE(r.ok);
        ASSERT_FALSE(r.diagnostics.empty());
        EXPECT_EQ(r.diagnostics[0].file, "bad.frag");
        EXPECT_EQ(r.diagnostics[0].line, 2);
    }
}

TEST(FrontEnds, CheckCgChecksEveryFunction) {
    CompileOptions options;
    options.source_name = "two.cg";
    options.source_text = "float4 main() : COLOR { return float4(1, 0, 0, 1); }\n"
                          "float4 other() : COLOR { return float4(0, 1, 0, 1); }\n";
    EXPECT_TRUE(tessera::Check(options).ok) << tessera::Check(options).diagnostics_text;
    // The error is in a function that is not the entry; the check finds it where it is.
    options.source_text = "float4 main() : COLOR { return float4(1, 0, 0, 1); }\n"
                          "float4 other() : COLOR { return nothere; }\n";
    const CompileResult checked = tessera::Check(options);
    EXPECT_FALSE(checked.ok);
    ASSERT_FALSE(checked.diagnostics.empty());
    EXPECT_EQ(checked.diagnostics[0].line, 2);
}

TEST(FrontEnds, CgToGlslTarget) {
    const CompileResult r =
        CompileText(Language::kCg, "t.cg",
                    "float4 main(uniform float4 tint, float4 c : COLOR0) : COLOR { return tint * c; }\n",
                    "glsl120");
    ASSERT_TRUE(r.ok) << r.diagnostics_text;
    EXPECT_TRUE(r.arbfp.empty());
    EXPECT_EQ(r.glsl.rfind("#version 120", 0), 0u) << r.glsl;
    // The reflection names the GLSL variable the uniform became, which the text declares.
    const tessera::Variable* tint = r.FindVariable("tint");
    ASSERT_NE(tint, nullptr);
    EXPECT_NE(r.glsl.find("uniform vec4 " + tint->binding + ";"), std::string::npos)
        << tint->binding << "\n"
        << r.glsl;
}

TEST(FrontEnds, ParasolProgramFromTwoUnits) {
    CompileOptions options;
    options.language = Language::kParasol;
    options.source_name = TESSERA_EXAMPLES "/parasol/checker.p";
    options.more_sources = {TESSERA_EXAMPLES "/parasol/common.p"};
    options.program = "com.tessera.examples.Checker.p";
    CompileResult arb = tessera::Compile(options);
    ASSERT_TRUE(arb.ok) << arb.diagnostics_text;
    EXPECT_EQ(arb.arbfp.rfind("!!ARBfp1.0", 0), 0u);
    EXPECT_EQ(arb.source_files.size(), 2u);
    options.profile = "glsl120";
    CompileResult glsl = tessera::Compile(options);
    ASSERT_TRUE(glsl.ok) << glsl.diagnostics_text;
    EXPECT_NE(glsl.glsl_vertex.find("gl_Position"), std::string::npos) << glsl.glsl_vertex;
    EXPECT_NE(glsl.glsl.find("void main"), std::string::npos);
    options.program.clear();
    EXPECT_FALSE(tessera::Compile(options).ok);
    options.more_sources.clear();  // Common is missing: the import does not resolve
    EXPECT_FALSE(tessera::Check(options).ok);
}

TEST(FrontEnds, IslShaderToPlan) {
    CompileOptions options;
    options.language = Language::kIsl;
    options.source_name = TESSERA_EXAMPLES "/isl/brick.isl";
    const CompileResult multipass = tessera::Compile(options);
    ASSERT_TRUE(multipass.ok) << multipass.diagnostics_text;
    EXPECT_FALSE(multipass.plan.empty());
    options.profile = "fused";
    const CompileResult fused = tessera::Compile(options);
    ASSERT_TRUE(fused.ok) << fused.diagnostics_text;
    EXPECT_NE(fused.plan, multipass.plan);
    options.source_text = "surface broken( {\n";
    EXPECT_FALSE(tessera::Check(options).ok);
}

// cgc: `PARAM c[6] = { program.local[0], state.matrix.mvp, program.local[5] };` -- the
// uniform at c[N] is program.local[N]; an unread uniform declared first does not shift it.
TEST(FrontEnds, UniformAtCIndexIsProgramLocalOfTheSameIndex) {
    const CompileResult r = CompileText(
        Language::kCg, "n.cg",
        "uniform float4 unused;\nuniform float4 a;\nuniform float4 b;\n"
        "float4 main() : COLOR { return b * 3 + a; }\n");
    ASSERT_TRUE(r.ok) << r.diagnostics_text;
    for (const char* name : {"a", "b"}) {
        const tessera::Variable* v = r.FindVariable(name);
        ASSERT_NE(v, nullptr);
        EXPECT_EQ(v->first_parameter, v->constant_index) << name;
        EXPECT_EQ(v->binding, "program.local[" + std::to_string(v->constant_index) + "]");
    }
    const tessera::Variable* unused = r.FindVariable("unused");
    ASSERT_NE(unused, nullptr);
    EXPECT_EQ(unused->constant_index, -1);
    // Not on a parameter that is read: a and b take c[0] and c[1] (the literal 3 comes after).
    EXPECT_GE(unused->first_parameter, 2);
    EXPECT_NE(r.arbfp.find("PARAM c[3] = { program.local[0..1],"), std::string::npos) << r.arbfp;
}

// An array read at one element cannot be both contiguous and at its c[] entry: the
// writer's numbering stays, and the element read is the array's first parameter + 1.
TEST(FrontEnds, ArrayReadInPartKeepsContiguousParameters) {
    const CompileResult r = CompileText(Language::kCg, "p.cg",
                                        "uniform float4 pad;\nuniform float4 arr[3];\n"
                                        "float4 main() : COLOR { return arr[1]; }\n");
    ASSERT_TRUE(r.ok) << r.diagnostics_text;
    const tessera::Variable* arr = r.FindVariable("arr");
    ASSERT_NE(arr, nullptr);
    ASSERT_EQ(arr->parameter_count, 3);
    EXPECT_NE(r.arbfp.find("program.local[" + std::to_string(arr->first_parameter + 1) + "]"),
              std::string::npos)
        << r.arbfp;
}

}  // namespace
