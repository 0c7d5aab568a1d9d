// SPDX-License-Identifier: MIT
// The parts of the API that `tessera render FILE.isl`, `tessera shader-test` and `tessera
// check x.vp` use: RenderScene (an ISL shader's plan over a mesh), RunShaderTest (piglit's
// .shader_test files) and LoadProgram's choice of target.
//
// Expected pixels are derived in the comments from SGI's ISL spec (section XI's example
// shader, diffuse() = light color * max(N.L, 0) with alpha) and from UNORM8 conversion,
// round(255 * c) (OpenGL 1.4, 2.14.9); the plane faces the viewer, so N = (0, 0, 1).
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "tessera/tessera.hpp"

namespace {

namespace fs = std::filesystem;

using Pixel = std::array<std::uint8_t, 4>;

// The spec's example shader (ISL spec, section XI).
constexpr const char* kSpecExample =
    "surface shadertest(uniform color c = color(1,0,0,1); uniform float f = .25)\n"
    "{ FB = diffuse(); FB *= c*f; return FB; }\n";

tessera::CompileOptions IslText(const std::string& text) {
    tessera::CompileOptions options;
    options.language = tessera::Language::kIsl;
    options.source_name = "shader.isl";
    options.source_text = text;
    return options;
}

// A distant light of 0.8 along the plane's normal: N.L = 1, so diffuse() = (0.8, 0.8, 0.8, 1).
tessera::Light Overhead() {
    tessera::Light light;
    light.kind = tessera::Light::Kind::kDistant;
    light.color = {0.8f, 0.8f, 0.8f, 1};
    light.vector = std::array<float, 3>{0, 0, 1};
    return light;
}

tessera::SceneOptions Plane() {
    tessera::SceneOptions scene;
    scene.mesh = "plane";
    scene.width = scene.height = 32;
    return scene;
}

void ExpectPixel(const Pixel& got, const Pixel& want) {
    for (int c = 0; c < 4; ++c) EXPECT_NEAR(got[c], want[c], 1) << "channel " << c;
}

// diffuse * c * f = (0.8, 0.8, 0.8, 1) * (1, 0, 0, 1) * 0.25 = (0.2, 0, 0, 0.25):
// 255 * 0.2 = 51, 255 * 0.25 = 63.75 -> 64. Outside the plane the background stays.
TEST(RenderScene, SpecExampleOnThePlaneUnderBothPlans) {
    for (const char* plan : {"multipass", "fused"}) {
        tessera::CompileOptions options = IslText(kSpecExample);
        options.profile = plan;
        options.lights = {Overhead()};
        const tessera::RenderResult r = tessera::RenderScene(options, Plane());
        ASSERT_TRUE(r.ok) << r.diagnostics_text;
        ASSERT_EQ(r.image.width, 32);
        ExpectPixel(r.image.At(16, 16), {51, 0, 0, 64});
        ExpectPixel(r.image.At(0, 0), {0, 0, 0, 255});
    }
}

// A uniform formal is folded into the compile: f = 0.5 gives (0.4, 0, 0, 0.5), 255 * 0.4 = 102
// and 255 * 0.5 = 127.5 (127 or 128); a background of (0, 0, 1, 1) outside the plane.
TEST(RenderScene, FormalsAndBackground) {
    tessera::CompileOptions options = IslText(kSpecExample);
    options.lights = {Overhead()};
    options.formals["f"] = {0.5f};
    tessera::SceneOptions scene = Plane();
    scene.background = {0, 0, 1, 1};
    const tessera::RenderResult r = tessera::RenderScene(options, scene);
    ASSERT_TRUE(r.ok) << r.diagnostics_text;
    ExpectPixel(r.image.At(16, 16), {102, 0, 0, 128});
    ExpectPixel(r.image.At(0, 0), {0, 0, 255, 255});
}

// A parameter formal is a plan input: c = (0.5, 0, 0, 0.5) gives FB = c + c * 0.5 = (0.75, 0,
// 0, 0.75), 255 * 0.75 = 191.25 -> 191; a value of the wrong size is an error naming it.
TEST(RenderScene, ParameterFormalIsAPlanInput) {
    tessera::CompileOptions options =
        IslText("surface p(parameter color c = color(0.25,0.5,0.75,1)) { FB = c; FB += c*0.5; }");
    options.formals["c"] = {0.5f, 0, 0, 0.5f};
    tessera::RenderResult r = tessera::RenderScene(options, Plane());
    ASSERT_TRUE(r.ok) << r.diagnostics_text;
    ExpectPixel(r.image.At(16, 16), {191, 0, 0, 191});
    options.formals["c"] = {1, 2};
    r = tessera::RenderScene(options, Plane());
    EXPECT_FALSE(r.ok);
    EXPECT_NE(r.diagnostics_text.find("'c' takes 4 values"), std::string::npos)
        << r.diagnostics_text;
}

TEST(RenderScene, ErrorsAreDiagnostics) {
    tessera::SceneOptions scene = Plane();
    scene.mesh = "teapot";
    tessera::RenderResult r = tessera::RenderScene(IslText(kSpecExample), scene);
    EXPECT_FALSE(r.ok);
    EXPECT_NE(r.diagnostics_text.find("teapot"), std::string::npos) << r.diagnostics_text;
    r = tessera::RenderScene(IslText("surface s() { FB = nothere; }"), Plane());
    EXPECT_FALSE(r.ok);
    ASSERT_FALSE(r.diagnostics.empty());
    EXPECT_EQ(r.diagnostics[0].file, "shader.isl");
    EXPECT_EQ(r.diagnostics[0].line, 1);
    tessera::CompileOptions cg;
    cg.source_text = "float4 main() : COLOR { return 1; }";
    EXPECT_FALSE(tessera::RenderScene(cg, Plane()).ok);
    tessera::CompileOptions dark = IslText(kSpecExample);
    tessera::Light light;
    light.shader = "no/such/light.isl";
    dark.lights = {light};
    r = tessera::RenderScene(dark, Plane());
    EXPECT_FALSE(r.ok);
    EXPECT_NE(r.diagnostics_text.find("no/such/light.isl"), std::string::npos);
}

class ShaderTest : public ::testing::Test {
  protected:
    void SetUp() override {
        dir_ = fs::path(::testing::TempDir()) /
               ("tessera_shader_test_" +
                std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }

    // A test whose fragment program writes green, with `require` and `probe` lines.
    std::string Write(const std::string& require, const std::string& probe) {
        const fs::path path = dir_ / "t.shader_test";
        std::ofstream(path) << "[require]\n"
                            << require
                            << "\n\n[fragment program]\n!!ARBfp1.0\n"
                               "MOV result.color, {0, 1, 0, 1};\nEND\n\n"
                               "[test]\ndraw rect -1 -1 2 2\n"
                            << probe << "\n";
        return path.string();
    }

    fs::path dir_;
};

// piglit's verdicts: every probe holds -> PASS; a probe that does not -> FAIL with the
// probe's line; a GL version Tessera does not model (it models 1.4) -> SKIP with its reason.
TEST_F(ShaderTest, PassFailAndSkip) {
    tessera::ShaderTestResult r = tessera::RunShaderTest(
        Write("GL >= 1.3\nGL_ARB_fragment_program", "probe all rgba 0 1 0 1"));
    EXPECT_EQ(r.outcome, tessera::TestOutcome::kPass) << r.reason;
    EXPECT_STREQ(tessera::TestOutcomeName(r.outcome), "PASS");
    r = tessera::RunShaderTest(Write("GL >= 1.3", "probe all rgba 1 0 0 1"));
    EXPECT_EQ(r.outcome, tessera::TestOutcome::kFail);
    EXPECT_FALSE(r.failures.empty());
    EXPECT_NE(r.reason.find("probe"), std::string::npos) << r.reason;
    r = tessera::RunShaderTest(Write("GL >= 4.5", "probe all rgba 0 1 0 1"));
    EXPECT_EQ(r.outcome, tessera::TestOutcome::kSkip);
    EXPECT_NE(r.reason.find("4.5"), std::string::npos) << r.reason;
    r = tessera::RunShaderTest((dir_ / "missing.shader_test").string());
    EXPECT_EQ(r.outcome, tessera::TestOutcome::kFail);
}

// The target is the caller's expectation, as ProgramStringARB's target argument: the other
// target's header is an error at byte 0 (ARB_vertex_program 2.14.1, ARB_fragment_program
// 3.11.1). Without an expectation it is the header's; without a header the extension's, and
// the message names the header that target must begin with.
TEST(LoadProgram, TargetByExpectationThenHeaderThenExtension) {
    const std::string vertex = "!!ARBvp1.0\nMOV result.position, vertex.position;\nEND\n";
    tessera::ProgramInfo info = tessera::LoadProgram(vertex, "x.fp");
    EXPECT_TRUE(info.ok) << info.diagnostics_text;
    EXPECT_EQ(info.language, tessera::Language::kArbvp);
    // Each text loaded as the other target (whatever the extension says): the header it
    // must begin with is that target's.
    const std::string fragment = "!!ARBfp1.0\nMOV result.color, fragment.color;\nEND\n";
    struct Mismatch {
        const std::string* text;
        tessera::Language target;
        const char* header;
    };
    for (const Mismatch& m : {Mismatch{&vertex, tessera::Language::kArbfp, "'!!ARBfp1.0'"},
                              Mismatch{&fragment, tessera::Language::kArbvp, "'!!ARBvp1.0'"}}) {
        info = tessera::LoadProgram(*m.text, "x.vp", tessera::Limits::kDefault, m.target);
        EXPECT_FALSE(info.ok) << m.header;
        EXPECT_EQ(info.language, m.target);
        EXPECT_EQ(info.error_position, 0);
        EXPECT_NE(info.diagnostics_text.find(m.header), std::string::npos) << info.diagnostics_text;
    }
    const std::string headless = "MOV result.position, vertex.position;\nEND\n";
    info = tessera::LoadProgram(headless, "x.vp");
    EXPECT_FALSE(info.ok);
    EXPECT_EQ(info.language, tessera::Language::kArbvp);
    EXPECT_NE(info.diagnostics_text.find("'!!ARBvp1.0'"), std::string::npos)
        << info.diagnostics_text;
    EXPECT_EQ(info.diagnostics_text.find("fragment"), std::string::npos) << info.diagnostics_text;
    info = tessera::LoadProgram(headless, "x.txt", tessera::Limits::kDefault,
                                tessera::Language::kArbvp);
    EXPECT_EQ(info.language, tessera::Language::kArbvp);
    info = tessera::LoadProgram(headless, "x.txt");
    EXPECT_EQ(info.language, tessera::Language::kArbfp);
    EXPECT_NE(info.diagnostics_text.find("'!!ARBfp1.0'"), std::string::npos)
        << info.diagnostics_text;
    EXPECT_EQ(info.error_position, 0);
}

// A sampled SHADOW2D unit gets the depth ramp D(s) = s (64 texels, NEAREST) compared as
// ARB_shadow does, R <= D -> 1 (white) else 0 (black), never the raw depth, whose use is
// undefined (ARB_fragment_program_shadow). R is the t coordinate here; at 8x8, pixel (6, 6)
// from the top has s = 6.5/8 = 0.8125 and t = 1.5/8 = 0.1875 (lit), pixel (1, 1) the reverse
// (in shadow), each far from the ramp's step at s = t.
TEST(Render, ShadowUnitsCompareTheirDepthRamp) {
    const char* program =
        "!!ARBfp1.0\nOPTION ARB_fragment_program_shadow;\nTEMP p;\n"
        "MOV p, fragment.texcoord[0];\nMOV p.z, fragment.texcoord[0].y;\n"
        "TEX result.color, p, texture[0], SHADOW2D;\nEND\n";
    tessera::RenderOptions options;
    options.width = options.height = 8;
    const tessera::RenderResult r = tessera::Render(program, options);
    ASSERT_TRUE(r.ok) << r.diagnostics_text;
    EXPECT_EQ(r.image.At(6, 6), (Pixel{255, 255, 255, 255}));
    EXPECT_EQ(r.image.At(1, 1), (Pixel{0, 0, 0, 255}));
}

}  // namespace
