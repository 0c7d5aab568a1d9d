// Every row of the API's front-end table (src/tessera/api/frontends.cpp) through the public
// API: GLSL (fragment and vertex), Parasol, ISL, Cg's GLSL targets, Check(), GLSL 1.20
// initializers in the reflection, and cgc's parameter numbering (a uniform at c[N] is
// program.local[N]).
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
