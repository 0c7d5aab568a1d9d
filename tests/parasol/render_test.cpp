// SPDX-License-Identifier: MIT
// Small programs rendered on the default quad (scene_render.h) through both writers: the
// ARBfp on Tessera's fragment processor and the GLSL in Mesa, each pixel compared with the
// value worked out by hand from the scene. Every GLSL target's text is also given to
// glslang, Khronos' reference front end, where the examples' test gives it the examples.
//
// At 64 x 64 pixels, pixel (i, j) (bottom row first) has its center at window (i + 0.5,
// j + 0.5), so the interpolated texture coordinate there is s = (i + 0.5) / 64,
// t = (j + 0.5) / 64 (the quad's corners carry s, t in {0, 1}, w = 1). A color component
// c is stored as round(255 c) (OpenGL 2.1, 2.14.9, "final color processing"); one unit of
// slack covers interpolation's rounding in either renderer.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>

#include "piglit_corpus.h"
#include "tests/parasol/parasol_test_util.h"
#include "tests/parasol/scene_render.h"

namespace tessera::parasol_test {
namespace {

namespace fs = std::filesystem;

// A program p.M.prog whose vertex stage passes the texture coordinate as `uv` and whose
// fragment stage, with the extra `ports`, writes `color` (a vector_4f expression over uv).
std::string UvProgram(const std::string& color, const std::string& ports) {
    return R"(package p;
module M is
  import com.io7m.parasol.Sampler2D as S;
  import com.io7m.parasol.SamplerCube as SC;
  import com.io7m.parasol.Float as F;
  import com.io7m.parasol.Vector2f as V2F;
  import com.io7m.parasol.Vector4f as V4F;
  import com.io7m.parasol.Vector2i as V2I;
  shader vertex v is
    in position : vector_4f;
    in uv_attribute : vector_2f;
    out vertex clip : vector_4f;
    out uv : vector_2f;
  as
    out clip = position;
    out uv = uv_attribute;
  end;
  shader fragment f is
    in uv : vector_2f;
)" + ports + R"(
    out color : vector_4f as 0;
  with
    value result : vector_4f = )" +
           color + ";\n" + WriteResultAndDeclareProg();
}

using Expected = std::function<std::array<float, 4>(float s, float t)>;

// Every pixel of `image` against `expected` at that pixel's (s, t); the first miss reported.
void ExpectPixels(const SceneImage& image, const Expected& expected, const std::string& what) {
    ASSERT_TRUE(image.error.empty()) << what << ": " << image.error;
    ASSERT_EQ(image.rgba8.size(), std::size_t(kExampleSize * kExampleSize * 4)) << what;
    for (int j = 0; j < kExampleSize; ++j)
        for (int i = 0; i < kExampleSize; ++i) {
            const std::array<float, 4> want =
                expected((i + 0.5f) / kExampleSize, (j + 0.5f) / kExampleSize);
            for (int k = 0; k < 4; ++k) {
                const int got = image.rgba8[(std::size_t(j) * kExampleSize + i) * 4 + k];
                const int byte = static_cast<int>(std::lround(want[k] * 255));
                ASSERT_LE(std::abs(got - byte), 1)
                    << what << ": pixel (" << i << ", " << j << ") channel " << k << ": " << got
                    << ", expected " << byte;
            }
        }
}

// Compiles for arbfp1 and every GLSL target; renders the ARBfp, and the GLSL 1.20 and 3.30
// texts in Mesa (the two the examples' test draws); validates every GLSL text with glslang.
void ExpectRendered(const std::string& color, const Expected& expected, const std::string& ports = "") {
    const std::string source = UvProgram(color, ports);
    const lang::parasol::CompileResult arbfp = Compile(source);
    ASSERT_TRUE(arbfp.ok) << arbfp.diagnostics;
    ExpectPixels(RenderArbfp(arbfp), expected, "ARBfp");
    const fs::path dir =
        fs::temp_directory_path() / ("tessera_parasol_render_" + std::to_string(::getpid()));
    fs::create_directories(dir);
    for (const char* target :
         {"glsl110", "glsl120", "glsl130", "glsl330", "glsles100", "glsles300"}) {
        const lang::parasol::CompileResult glsl = Compile(source, "p.M.prog", target);
        ASSERT_TRUE(glsl.ok) << target << "\n" << glsl.diagnostics;
        if (HaveGlslang())
            for (auto [text, extension] :
                 {std::pair{&glsl.glsl_vertex, ".vert"}, std::pair{&glsl.glsl_fragment, ".frag"}}) {
                const fs::path file = dir / (std::string(target) + extension);
                std::ofstream(file) << *text;
                const std::string command =
                    "glslangValidator " + file.string() + " > " + file.string() + ".log 2>&1";
                EXPECT_EQ(std::system(command.c_str()), 0) << target << " " << extension << ":\n"
                                                           << *text;
            }
        const std::string t = target;
        if ((t == "glsl120" || t == "glsl330") && MesaGlslUnavailable().empty())
            ExpectPixels(RenderGlslInMesa(glsl, arbfp), expected,
                         t + " in Mesa\n" + glsl.glsl_fragment);
    }
    fs::remove_all(dir);
    if (!HaveGlslang())
        TESSERA_SKIP_OR_FAIL_IN_CI(
            "glslangValidator is not installed (apt-get install glslang-tools)");
    if (!MesaGlslUnavailable().empty()) TESSERA_SKIP_OR_FAIL_IN_CI(MesaGlslUnavailable());
}

TEST(ParasolRender, SwizzleOfFourLabelsFromAVector2f) {
    // uv is a vector_2f (s, t); uv [y x x y] is the vector_4f (t, s, s, t) ("Vectors", four
    // labels of any vector, as jparasol 0.11.3 reads it).
    ExpectRendered("uv [y x x y]", [](float s, float t) {
        return std::array<float, 4>{t, s, s, t};
    });
}

TEST(ParasolRender, SwizzleOfThreeLabelsThenFour) {
    // uv [x x y] = (s, s, t), a vector_3f; its [z y y x] = (t, s, s, s).
    ExpectRendered("uv [x x y] [z y y x]", [](float s, float t) {
        return std::array<float, 4>{t, s, s, s};
    });
}

// ExampleTexture()'s texel under pixel (s, t) (scene_render.h): red 4 x, green 4 y, blue
// 220 on odd 8-texel checks and 40 on even ones, alpha 255.
std::array<float, 4> Texel(float s, float t) {
    const int x = static_cast<int>(s * kExampleSize), y = static_cast<int>(t * kExampleSize);
    return {x * 4 / 255.0f, y * 4 / 255.0f, ((x / 8) ^ (y / 8)) & 1 ? 220 / 255.0f : 40 / 255.0f, 1};
}

const char* kSamplerPort = "    parameter t : sampler_2d;";

TEST(ParasolRender, Sampler2DTexture) {
    ExpectRendered("S.texture (t, uv)", Texel, kSamplerPort);
}

TEST(ParasolRender, Sampler2DTextureProjective3f) {
    // jparasol's texture2DProj: (2 s, 2 t, 2) reads (2 s / 2, 2 t / 2) = (s, t); without the
    // division it would read (2 s, 2 t), clamped to the edge over three quarters of the quad.
    ExpectRendered("S.texture_projective_3f (t, new vector_3f (V2F.multiply_scalar (uv, 2.0), 2.0))", Texel,
                   kSamplerPort);
}

TEST(ParasolRender, Sampler2DTextureProjective4f) {
    // w divides and z is ignored by a 2D texture (GLSL 1.10, 8.7, texture2DProj with a vec4):
    // (4 s, 4 t, 0.3, 4) reads (s, t); dividing by z would read far outside the texture.
    ExpectRendered("S.texture_projective_4f (t, new vector_4f (V2F.multiply_scalar (uv, 4.0), 0.3, 4.0))", Texel,
                   kSamplerPort);
}

TEST(ParasolRender, SamplerCubeTexture) {
    // The direction (1, 1 - 2 t, 1 - 2 s) has major axis +X, where (OpenGL 2.1, table 3.19)
    // sc = -rz = 2 s - 1, tc = -ry = 2 t - 1, ma = 1, so the face is read at
    // ((sc + 1) / 2, (tc + 1) / 2) = (s, t): the +X face's texel under the pixel.
    ExpectRendered("SC.texture (t, new vector_3f (1.0, F.subtract (1.0, F.multiply (uv [y], 2.0)),"
                   " F.subtract (1.0, F.multiply (uv [x], 2.0))))",
                   Texel, "    parameter t : sampler_cube;");
}

// texture_with_lod cannot be written in ARBfp or GLSL before 1.30 (docs/parasol.md): the
// refusals, then the GLSL 3.30 drawn in Mesa. Its sampler unit comes from the ARBfp of
// the same program reading the sampler with `texture` instead (the same parameter, so the
// same unit). The scene's texture has one level, so level `lod` 0 is the texel itself.
void ExpectLodRendered(const std::string& color, const std::string& plain_color, const std::string& ports) {
    const std::string source = UvProgram(color, ports);
    const lang::parasol::CompileResult arbfp = Compile(source);
    EXPECT_FALSE(arbfp.ok);
    EXPECT_NE(arbfp.diagnostics.find("explicit level of detail (.lod) cannot be expressed in ARBfp"), std::string::npos)
        << arbfp.diagnostics;
    const lang::parasol::CompileResult glsl110 = Compile(source, "p.M.prog", "glsl110");
    EXPECT_FALSE(glsl110.ok);
    EXPECT_NE(glsl110.diagnostics.find("needs GLSL 1.30 or ES 3.00"), std::string::npos) << glsl110.diagnostics;
    const lang::parasol::CompileResult glsl = Compile(source, "p.M.prog", "glsl330");
    ASSERT_TRUE(glsl.ok) << glsl.diagnostics;
    const lang::parasol::CompileResult units = Compile(UvProgram(plain_color, ports));
    ASSERT_TRUE(units.ok) << units.diagnostics;
    if (!MesaGlslUnavailable().empty()) TESSERA_SKIP_OR_FAIL_IN_CI(MesaGlslUnavailable());
    ExpectPixels(RenderGlslInMesa(glsl, units), Texel, "glsl330 in Mesa\n" + glsl.glsl_fragment);
}

TEST(ParasolRender, Sampler2DTextureWithLod) {
    ExpectLodRendered("S.texture_with_lod (t, uv, 0.0)", "S.texture (t, uv)", kSamplerPort);
}

TEST(ParasolRender, SamplerCubeTextureWithLod) {
    // The direction of SamplerCubeTexture: the +X face at (s, t).
    const std::string direction =
        "new vector_3f (1.0, F.subtract (1.0, F.multiply (uv [y], 2.0)), F.subtract (1.0, F.multiply (uv [x], 2.0)))";
    ExpectLodRendered("SC.texture_with_lod (t, " + direction + ", 0.0)", "SC.texture (t, " + direction + ")",
                      "    parameter t : sampler_cube;");
}

TEST(ParasolRender, FloatVectorMinimumMaximumSubtractScalar) {
    // Per component: min ((s, t), (t, s)) = (min, min), max likewise; (s, t, 1, 0.75) - 0.25
    // = (s - 0.25, t - 0.25, 0.75, 0.5), written as (max, min, s - 0.25, 0.5) (negative
    // values are clamped to 0 by final color processing).
    ExpectRendered("new vector_4f (V2F.maximum (uv, uv [y x]) [x], V2F.minimum (uv, uv [y x]) [y],"
                   " V4F.subtract_scalar (new vector_4f (uv, 1.0, 0.75), 0.25) [x w])",
                   [](float s, float t) {
                       return std::array<float, 4>{std::max(s, t), std::min(s, t), std::max(0.0f, s - 0.25f), 0.5f};
                   });
}

TEST(ParasolRender, IntegerVectorMinimumMaximumSubtractScalar) {
    // p = (i, j), the pixel's column and row (64 s = i + 0.5 truncates to i): min and max of
    // p and (j, i), and p - 1 (column -1 clamps to 0), each over 64.
    ExpectRendered("let value p = new vector_2i (new integer (F.multiply (uv [x], 64.0)), new integer (F.multiply (uv [y], 64.0)));"
                   " value lo = V2I.minimum (p, p [y x]); value hi = V2I.maximum (p, p [y x]);"
                   " value d = V2I.subtract_scalar (p, 1); in"
                   " V4F.divide_scalar (new vector_4f (new float (lo [x]), new float (hi [y]), new float (d [x]), 64.0), 64.0) end",
                   [](float s, float t) {
                       const float i = std::floor(s * 64), j = std::floor(t * 64);
                       return std::array<float, 4>{std::min(i, j) / 64, std::max(i, j) / 64, std::max(0.0f, i - 1) / 64, 1};
                   });
}

}  // namespace
}  // namespace tessera::parasol_test
