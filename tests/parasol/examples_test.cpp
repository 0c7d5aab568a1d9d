// SPDX-License-Identifier: MIT
// The examples (examples/parasol/*.p, each compiled with common.p): every one compiles for
// arbfp1 and for GLSL, renders on the default quad through Tessera's ARBfp processor and
// through Mesa's GLSL compiler, and the two images agree within 1/255 per channel.
// With TESSERA_WRITE_EXAMPLE_IMAGES=1 the images are written next to the examples
// (NAME.png from ARBfp, NAME.glsl.png from Mesa).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include <unistd.h>

#include "piglit_corpus.h"
#include "runtime/raster/image_io.h"
#include "tests/parasol/parasol_test_util.h"
#include "tests/parasol/scene_render.h"

namespace tessera::parasol_test {
namespace {

namespace fs = std::filesystem;

struct Example {
    std::string file;    ///< path
    std::string stem;    ///< file name without .p
    std::string module;  ///< the module that declares program p
};

std::vector<Example> Examples() {
    std::vector<Example> out;
    for (const auto& entry : fs::directory_iterator(TESSERA_PARASOL_EXAMPLES_DIR)) {
        if (entry.path().extension() != ".p" || entry.path().stem() == "common") continue;
        std::ifstream in(entry.path());
        std::stringstream text;
        text << in.rdbuf();
        std::smatch m;
        std::string s = text.str();
        if (!std::regex_search(s, m, std::regex("\nmodule ([A-Za-z0-9_]+) is"))) continue;
        out.push_back({entry.path().string(), entry.path().stem().string(), m[1]});
    }
    std::sort(out.begin(), out.end(), [](const Example& a, const Example& b) { return a.stem < b.stem; });
    return out;
}

lang::parasol::CompileResult CompileExample(const Example& e, const std::string& target) {
    lang::parasol::CompileOptions options;
    options.units = {{std::string(TESSERA_PARASOL_EXAMPLES_DIR) + "/common.p", std::nullopt}, {e.file, std::nullopt}};
    options.program = "com.tessera.examples." + e.module + ".p";
    options.target = target;
    return lang::parasol::CompileParasol(options);
}

bool WriteImages() {
    const char* v = std::getenv("TESSERA_WRITE_EXAMPLE_IMAGES");
    return v && std::string(v) == "1";
}

TEST(ParasolExamples, AtLeastFifteen) { EXPECT_GE(Examples().size(), 15u); }

class ParasolExample : public ::testing::TestWithParam<Example> {};

TEST_P(ParasolExample, ArbfpAndGlslInMesaAgree) {
    const Example& e = GetParam();
    lang::parasol::CompileResult arbfp = CompileExample(e, "arbfp1");
    ASSERT_TRUE(arbfp.ok) << arbfp.diagnostics;
    SceneImage ours = RenderArbfp(arbfp);
    ASSERT_TRUE(ours.error.empty()) << ours.error;
    // Something was drawn: not every pixel is the clear color.
    EXPECT_TRUE(std::any_of(ours.rgba8.begin(), ours.rgba8.end(), [](std::uint8_t b) { return b != 0; }));
    std::string dir = TESSERA_PARASOL_EXAMPLES_DIR;
    if (WriteImages()) {
        EXPECT_TRUE(runtime::raster::WritePng(dir + "/" + e.stem + ".png", ours.width, ours.height, ours.rgba8));
    }
    if (!MesaGlslUnavailable().empty()) TESSERA_SKIP_OR_FAIL_IN_CI(MesaGlslUnavailable());
    for (const char* target : {"glsl120", "glsl330"}) {
        lang::parasol::CompileResult glsl = CompileExample(e, target);
        ASSERT_TRUE(glsl.ok) << target << "\n" << glsl.diagnostics;
        SceneImage mesa = RenderGlslInMesa(glsl, arbfp);
        ASSERT_TRUE(mesa.error.empty()) << target << ": " << mesa.error;
        ASSERT_EQ(mesa.rgba8.size(), ours.rgba8.size());
        int worst = 0;
        std::size_t worst_at = 0;
        for (std::size_t i = 0; i < ours.rgba8.size(); ++i) {
            int d = std::abs(int(ours.rgba8[i]) - int(mesa.rgba8[i]));
            if (d > worst) worst = d, worst_at = i;
        }
        std::size_t pixel = worst_at / 4;
        EXPECT_LE(worst, 1) << target << ": pixel (" << pixel % kExampleSize << ", " << pixel / kExampleSize
                            << ") channel " << worst_at % 4 << ": ARBfp " << int(ours.rgba8[worst_at]) << ", Mesa "
                            << int(mesa.rgba8[worst_at]) << "\n" << glsl.glsl_fragment << "\n" << arbfp.arbfp.text;
        if (WriteImages() && std::string(target) == "glsl330") {
            EXPECT_TRUE(runtime::raster::WritePng(dir + "/" + e.stem + ".glsl.png", mesa.width, mesa.height, mesa.rgba8));
        }
    }
}

// Every GLSL version's output of both shaders is accepted by Khronos' reference front end.
TEST_P(ParasolExample, GlslValidatesWithGlslang) {
    if (!HaveGlslang()) TESSERA_SKIP_OR_FAIL_IN_CI("glslangValidator is not installed (apt-get install glslang-tools)");
    const Example& e = GetParam();
    fs::path dir = fs::temp_directory_path() / ("tessera_parasol_" + std::to_string(::getpid()));
    fs::create_directories(dir);
    for (const char* target : {"glsl110", "glsl120", "glsl130", "glsl330", "glsles100", "glsles300"}) {
        lang::parasol::CompileResult glsl = CompileExample(e, target);
        if (e.stem == "depth" && std::string(target) == "glsles100") {
            // GLSL ES 1.00 has no gl_FragDepth: a clear error, not wrong code.
            EXPECT_FALSE(glsl.ok);
            EXPECT_NE(glsl.diagnostics.find("GLSL ES 1.00 has no gl_FragDepth"), std::string::npos) << glsl.diagnostics;
            continue;
        }
        ASSERT_TRUE(glsl.ok) << target << "\n" << glsl.diagnostics;
        for (auto [text, extension] : {std::pair{&glsl.glsl_vertex, ".vert"}, std::pair{&glsl.glsl_fragment, ".frag"}}) {
            fs::path file = dir / (e.stem + "_" + target + extension);
            std::ofstream(file) << *text;
            std::string command = "glslangValidator " + file.string() + " > " + file.string() + ".log 2>&1";
            EXPECT_EQ(std::system(command.c_str()), 0) << target << " " << extension << ":\n" << *text;
        }
    }
    fs::remove_all(dir);
}

INSTANTIATE_TEST_SUITE_P(All, ParasolExample, ::testing::ValuesIn(Examples()),
                         [](const ::testing::TestParamInfo<Example>& info) { return info.param.stem; });

}  // namespace
}  // namespace tessera::parasol_test
