// SPDX-License-Identifier: MIT
// The retroarch-glsl target: RetroArch's GLSL shader file written from a Cg shader, and a
// Cg preset converted to a GLSL preset. The names are those RetroArch's GLSL driver binds
// (gfx/drivers_shader/shader_glsl.c: the attributes VertexCoord, TexCoord, LUTTexCoord and
// the colour, the uniforms MVPMatrix, Texture, InputSize, TextureSize, OutputSize,
// FrameCount and FrameDirection as ints, a look-up texture by its preset name, parameters by
// their #pragma name); the file's layout is its driver's (`#if defined(VERTEX)`,
// `#elif defined(FRAGMENT)`, no #version of its own). On Mesa, each shader of
// tests/cgc/data/retroarch (ours) must draw what Tessera's ARB compile of it draws on
// Tessera's GL, the harness's criterion (retroarch_render.h): 99.5% of the pixels within
// 2/255.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>

#include "cgc_fixture.h"
#include "retroarch_render.h"
#include "tessera/tessera.hpp"

namespace {

namespace fs = std::filesystem;
using tessera::cgc_test::Lines;
using tessera::cgc_test::ReadAll;

std::string Data(const std::string& name) {
    return std::string(TESSERA_CGC_DATA) + "/retroarch/" + name;
}

tessera::CompileResult CompileRetroArch(const std::string& file) {
    tessera::CompileOptions options;
    options.source_name = Data(file);
    options.profile = "retroarch-glsl";
    return tessera::Compile(options);
}

// The part of the file between two lines (exclusive).
std::string Between(const std::string& text, const std::string& from, const std::string& to) {
    const std::size_t a = text.find(from + "\n");
    const std::size_t b = text.find(to + "\n", a);
    if (a == std::string::npos || b == std::string::npos) return "";
    return text.substr(a + from.size() + 1, b - a - from.size() - 1);
}

TEST(RetroArchTarget, FileLayoutAndNames) {
    const tessera::CompileResult r = CompileRetroArch("blur.cg");
    ASSERT_TRUE(r.ok) << r.diagnostics_text;
    const std::vector<std::string> lines = Lines(r.glsl);
    ASSERT_GE(lines.size(), 4u);
    EXPECT_EQ(lines[0].rfind("// RetroArch GLSL shader written by Tessera", 0), 0u) << lines[0];
    // The parameter lines RetroArch reads from the file, then the two stages.
    EXPECT_EQ(lines[1], "#pragma parameter STRENGTH \"Blur strength\" 0.75 0.0 1.0 0.05");
    EXPECT_EQ(lines[2], "#if defined(VERTEX)");
    EXPECT_EQ(lines.back(), "#endif");
    EXPECT_EQ(r.glsl.find("#version"), std::string::npos);
    const std::string vertex = Between(r.glsl, "#if defined(VERTEX)", "#elif defined(FRAGMENT)");
    const std::size_t elif = r.glsl.find("#elif defined(FRAGMENT)\n");
    const std::string fragment =
        elif == std::string::npos ? "" : r.glsl.substr(elif, r.glsl.rfind("#endif") - elif);
    ASSERT_FALSE(vertex.empty());
    ASSERT_FALSE(fragment.empty());
    for (const char* line :
         {"attribute vec4 VertexCoord;", "attribute vec4 TexCoord;", "uniform mat4 MVPMatrix;",
          "uniform vec2 TextureSize;", "varying vec4 TEX0;", "varying vec4 TEX2;"})
        EXPECT_NE(vertex.find(std::string(line) + "\n"), std::string::npos) << line << "\n"
                                                                            << vertex;
    EXPECT_NE(vertex.find("MVPMatrix * VertexCoord"), std::string::npos) << vertex;
    // PARAMETER_UNIFORM is defined, as RetroArch's drivers define it: STRENGTH is a uniform.
    for (const char* line :
         {"uniform sampler2D Texture;", "uniform float STRENGTH;", "uniform int FrameCount;",
          "varying vec4 TEX1;", "precision mediump float;"})
        EXPECT_NE(fragment.find(std::string(line) + "\n"), std::string::npos) << line << "\n"
                                                                              << fragment;
    EXPECT_NE(fragment.find("float(FrameCount)"), std::string::npos) << fragment;
    EXPECT_NE(fragment.find("#ifdef GL_ES"), std::string::npos) << fragment;
}

TEST(RetroArchTarget, LookUpTextureKeepsItsName) {
    const tessera::CompileResult r = CompileRetroArch("lut.cg");
    ASSERT_TRUE(r.ok) << r.diagnostics_text;
    EXPECT_NE(r.glsl.find("uniform sampler2D Texture;"), std::string::npos) << r.glsl;
    EXPECT_NE(r.glsl.find("uniform sampler2D palette;"), std::string::npos) << r.glsl;
    EXPECT_EQ(r.glsl.find("uniform mat4 MVPMatrix;\nuniform vec2"),
              std::string::npos);  // no IN: no sizes
}

// A 1x8 palette for lut.cg: colours the shader picks by luminance.
tessera::retroarch::Texture Palette() {
    tessera::retroarch::Texture t{8, 1, {}};
    for (int i = 0; i < 8; ++i)
        for (float v : {static_cast<float>(i) / 7.0f, static_cast<float>(7 - i) / 7.0f, 0.5f, 1.0f})
            t.rgba.push_back(std::round(v * 255) / 255);
    return t;
}

class RetroArchDraw : public ::testing::TestWithParam<const char*> {};

TEST_P(RetroArchDraw, GlslDrawsWhatTheArbCompileDraws) {
    namespace ra = tessera::retroarch;
    const tessera::CompileResult r = CompileRetroArch(GetParam());
    ASSERT_TRUE(r.ok) << r.diagnostics_text;
    ra::Scene scene;
    scene.input = ra::TestImage();
    scene.lookups["palette"] = Palette();
    const ra::Picture glsl = ra::RenderGlsl(r.glsl, scene);
    if (glsl.error.rfind("unavailable", 0) == 0) {
        if (std::getenv("CI")) FAIL() << glsl.error;
        GTEST_SKIP() << glsl.error;
    }
    ASSERT_EQ(glsl.error, "") << r.glsl;
    const ra::Picture arb = ra::RenderArb(Data(GetParam()), scene, ra::ParametersOf(r.glsl));
    ASSERT_EQ(arb.error, "");
    const ra::Agreement a = ra::Compare(arb, glsl);
    ASSERT_EQ(a.pixels, static_cast<std::size_t>(scene.width * scene.height));
    EXPECT_GE(a.within * 1000, a.pixels * 995)
        << a.within << " of " << a.pixels << ", max difference " << a.max_difference << "\n"
        << r.glsl;
    // The picture is not empty: the input's colours reach the output.
    EXPECT_TRUE(std::any_of(glsl.rgba.begin(), glsl.rgba.end(),
                            [](std::uint8_t c) { return c > 64 && c < 250; }));
}

INSTANTIATE_TEST_SUITE_P(
    Shaders, RetroArchDraw, ::testing::Values("passthrough.cg", "blur.cg", "lut.cg"),
    [](const auto& info) {
        return std::string(info.param).substr(0, std::string(info.param).find('.'));
    });

// A preset: each pass written at its path with .glsl under the output's folder, the preset's
// shader paths changed to them and its look-up textures' paths rewritten to stay valid; the
// other keys copied, as cg2glsl.py's convert_cgp did.
TEST(RetroArchTarget, PresetToGlslPreset) {
    const fs::path dir = fs::path(::testing::TempDir()) / "retroarch_preset";
    fs::remove_all(dir);
    fs::create_directories(dir / "in" / "shaders");
    fs::create_directories(dir / "in" / "luts");
    fs::copy_file(Data("lut.cg"), dir / "in" / "shaders" / "lut.cg");
    fs::copy_file(Data("blur.cg"), dir / "in" / "shaders" / "blur.cg");
    std::ofstream(dir / "in" / "two.cgp") << "shaders = 2\r\n"
                                             "shader0 = shaders/blur.cg\t// first\r\n"
                                             "filter_linear0 = false\r\n"
                                             "shader1 = \"shaders/lut.cg\"\r\n"
                                             "scale_type1 = source\r\n"
                                             "textures = palette\r\n"
                                             "palette = luts/palette.png\r\n"
                                             "STRENGTH = 0.5\r\n";
    tessera::CompileOptions base;
    const std::string tessera_binary = TESSERA_BINARY;
    const std::string command =
        "'" + tessera_binary + "' compile '" + (dir / "in" / "two.cgp").string() +
        "' --target retroarch-glsl -o '" + (dir / "out" / "two.glslp").string() + "'";
    ASSERT_EQ(std::system(command.c_str()), 0) << command;
    const std::vector<std::string> lines = Lines(ReadAll(dir / "out" / "two.glslp"));
    const std::vector<std::string> expected = {"shaders = 2\r",
                                               "shader0 = \"shaders/blur.glsl\"\r",
                                               "filter_linear0 = false\r",
                                               "shader1 = \"shaders/lut.glsl\"\r",
                                               "scale_type1 = source\r",
                                               "textures = palette\r",
                                               "palette = \"../in/luts/palette.png\"\r",
                                               "STRENGTH = 0.5\r"};
    EXPECT_EQ(lines, expected);
    for (const char* pass : {"blur.glsl", "lut.glsl"}) {
        const std::string text = ReadAll(dir / "out" / "shaders" / pass);
        EXPECT_NE(text.find("#if defined(VERTEX)"), std::string::npos) << pass;
    }
    // The look-up texture keeps its name in the pass that samples it.
    EXPECT_NE(ReadAll(dir / "out" / "shaders" / "lut.glsl").find("uniform sampler2D palette;"),
              std::string::npos);
    // Anything but retroarch-glsl, or no -o, is refused.
    const std::string wrong = "'" + tessera_binary + "' compile '" +
                              (dir / "in" / "two.cgp").string() +
                              "' --target glsl110 -o x.glslp 2>/dev/null";
    EXPECT_NE(std::system(wrong.c_str()), 0);
    fs::remove_all(dir);
}

}  // namespace
