// SPDX-License-Identifier: MIT
// The examples (examples/isl/*.isl), each on the scene its "// scene:" line names, with
// the command line's default lights (an ambient 0.2 and a distant 0.8 light from
// (-0.5, 0.6, 1)): both plans must render, agree per 8-bit channel within 1/255, and have
// the pass counts examples/isl/README.md lists. TESSERA_UPDATE_GOLDEN=1 also writes each
// multipass picture next to its shader (NAME.png), as `tessera render` would.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <regex>
#include <sstream>

#include "lang/arbfp/reader/reader.h"
#include "runtime/raster/image_io.h"
#include "tests/isl/isl_test_support.h"
#include "tests/support/golden_files.h"

namespace tessera::lang::isl::testing {
namespace {

namespace fs = std::filesystem;

const std::vector<Light> kDefaultLights = {{plan::LightKind::kAmbient, {0.2f, 0.2f, 0.2f, 1}, {}},
                                           {plan::LightKind::kDistant, {0.8f, 0.8f, 0.8f, 1}, {-0.5f, 0.6f, 1}}};

// "// light: NAME.isl X,Y,Z" lines: ISL light shaders (beside the example) replacing the
// default lights; X,Y,Z is the direction (row 2) and position (row 3) of its matrix.
void LightsOf(const std::string& text, std::vector<Light>& lights, std::vector<CompileOptions::LightShader>& shaders) {
    static const std::regex line(R"(// light: (\S+\.isl) (\S+),(\S+),(\S+))");
    for (auto it = std::sregex_iterator(text.begin(), text.end(), line); it != std::sregex_iterator(); ++it) {
        if (shaders.empty()) lights.clear();
        std::vector<float> v = {std::stof((*it)[2].str()), std::stof((*it)[3].str()), std::stof((*it)[4].str())};
        std::string name = (*it)[1].str();
        std::string light = tessera::testing::ReadText(fs::path(TESSERA_ISL_EXAMPLES_DIR) / name);
        plan::LightKind kind = light.find("pointlight") != std::string::npos     ? plan::LightKind::kPoint
                             : light.find("ambientlight") != std::string::npos ? plan::LightKind::kAmbient
                                                                               : plan::LightKind::kDistant;
        lights.push_back({kind, {1, 1, 1, 1}, v});
        shaders.push_back({name, light});
    }
}

std::string SceneOf(const std::string& text) {
    std::smatch m;
    static const std::regex scene(R"(// scene: (\w+))");
    return std::regex_search(text, m, scene) ? m[1].str() : "sphere";
}

// README rows "| name.isl | scene | multipass passes | fused passes | ... |".
std::map<std::string, std::pair<int, int>> ReadmeCounts() {
    std::map<std::string, std::pair<int, int>> counts;
    std::istringstream in(tessera::testing::ReadText(fs::path(TESSERA_ISL_EXAMPLES_DIR) / "README.md"));
    static const std::regex row(R"(^\| `?([\w]+\.isl)`? \| \w+ \| (\d+) \| (\d+) \|)");
    for (std::string line; std::getline(in, line);) {
        std::smatch m;
        if (std::regex_search(line, m, row)) counts[m[1].str()] = {std::stoi(m[2].str()), std::stoi(m[3].str())};
    }
    return counts;
}

class Example : public ::testing::TestWithParam<std::string> {};

TEST_P(Example, PlansAgree) {
    fs::path dir = TESSERA_ISL_EXAMPLES_DIR;
    std::string text = tessera::testing::ReadText(dir / GetParam());
    std::string scene = SceneOf(text);
    const int size = tessera::testing::UpdatingGolden() ? 256 : 96;
    std::vector<Light> lights = kDefaultLights;
    std::vector<CompileOptions::LightShader> shaders;
    LightsOf(text, lights, shaders);
    Render multipass = RenderIsl(text, plan::PlanKind::kMultipass, scene, lights, {}, size, dir.string(), shaders);
    Render fused = RenderIsl(text, plan::PlanKind::kFused, scene, lights, {}, size, dir.string(), shaders);
    ASSERT_TRUE(multipass.compiled.ok) << multipass.compiled.diagnostics;
    ASSERT_TRUE(fused.compiled.ok) << fused.compiled.diagnostics;
    ASSERT_TRUE(multipass.image.ok) << multipass.image.error;
    ASSERT_TRUE(fused.image.ok) << fused.image.error;
    std::vector<std::uint8_t> a = mp::ToRgba8(multipass.image.color), b = mp::ToRgba8(fused.image.color);
    int worst = 0;
    std::size_t worst_at = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        int d = std::abs(a[i] - b[i]);
        if (d > worst) worst = d, worst_at = i;
    }
    EXPECT_LE(worst, 1) << "pixel " << worst_at / 4 << " channel " << worst_at % 4;
    auto counts = ReadmeCounts();
    ASSERT_TRUE(counts.count(GetParam())) << GetParam() << " is not listed in examples/isl/README.md (it has "
                                          << plan::PassCount(multipass.compiled.plan) << " multipass passes)";
    EXPECT_EQ(plan::PassCount(multipass.compiled.plan), counts[GetParam()].first);
    EXPECT_EQ(plan::PassCount(fused.compiled.plan), counts[GetParam()].second);
    // Not a blank picture: the shaded object differs from the background somewhere.
    EXPECT_NE(std::count(a.begin(), a.end(), 0) + std::count(a.begin(), a.end(), 255), static_cast<long>(a.size()));
    if (tessera::testing::UpdatingGolden()) {
        fs::path png = dir / (GetParam().substr(0, GetParam().size() - 4) + ".png");
        ASSERT_TRUE(runtime::raster::WritePng(png.string(), size, size, a));
    }
}

// Under the spec's minimum limits (16 temporaries, 4 texture indirections, 2 image units) the fused
// plan splits into as many programs as it must; every program loads under those limits and
// the picture still agrees with the multipass plan.
TEST(IslExamples, FusedSplitsUnderMinimumLimits) {
    fs::path dir = TESSERA_ISL_EXAMPLES_DIR;
    for (const char* name : {"masks.isl", "candy.isl", "plastic.isl", "toon.isl", "brick.isl"}) {
        std::string text = tessera::testing::ReadText(dir / name);
        CompileOptions options;
        options.text = text;
        options.plan = plan::PlanKind::kFused;
        options.lights = {plan::LightKind::kAmbient, plan::LightKind::kDistant};
        options.limits = lang::arbasm::fragment::Limits::Minimum();
        CompileResult fused = CompileIsl(options);
        ASSERT_TRUE(fused.ok) << name << fused.diagnostics;
        EXPECT_GE(plan::PassCount(fused.plan), 1);
        for (const plan::Pass& pass : fused.plan.passes) {
            if (pass.kind != plan::PassKind::kDraw) continue;
            EXPECT_TRUE(lang::arbfp::ReadProgram(pass.program, options.limits).program.has_value()) << name;
        }
        mp::ExecuteOptions run;
        run.width = run.height = 64;
        run.inputs = {{"light0.color", {0.2f, 0.2f, 0.2f, 1}}, {"light1.color", {0.8f, 0.8f, 0.8f, 1}},
                      {"light1.matrix", {1, 0, 0, 0, 0, 1, 0, 0, -0.5f, 0.6f, 1, 0, 0, 0, 0, 1}}};
        run.load_image = mp::DirectoryImageLoader({dir.string()});
        auto mesh = runtime::raster::MeshByName(SceneOf(text));
        auto split = mp::Execute(fused.plan, *mesh, run);
        ASSERT_TRUE(split.ok) << split.error;
        Render multipass = RenderIsl(text, plan::PlanKind::kMultipass, SceneOf(text), kDefaultLights, {}, 64, dir.string());
        ASSERT_TRUE(multipass.image.ok);
        std::vector<std::uint8_t> a = mp::ToRgba8(multipass.image.color), b = mp::ToRgba8(split.color);
        for (std::size_t i = 0; i < a.size(); ++i) ASSERT_LE(std::abs(a[i] - b[i]), 1) << name << " byte " << i;
        std::cout << name << ": " << plan::PassCount(fused.plan) << " fused passes under minimum limits\n";
    }
}

// project() reads the position from texture coordinate set 2, beyond the minimum of two
// sets, so no program holding it loads under the minimum limits: an error at the statement
// (fog.isl line 12, indented four spaces).
TEST(IslExamples, StatementTooLargeForTheLimits) {
    CompileOptions options;
    options.source_name = "fog.isl";
    options.text = tessera::testing::ReadText(fs::path(TESSERA_ISL_EXAMPLES_DIR) / "fog.isl");
    options.plan = plan::PlanKind::kFused;
    options.limits = lang::arbasm::fragment::Limits::Minimum();
    ExpectRejected(options, "fog.isl:12:5: error: this statement does not fit in one fragment program under the limits");
}

INSTANTIATE_TEST_SUITE_P(Isl, Example, ::testing::ValuesIn(tessera::testing::GoldenInputs(TESSERA_ISL_EXAMPLES_DIR, ".isl")),
                         [](const auto& info) { return info.param.substr(0, info.param.find('.')); });

}  // namespace
}  // namespace tessera::lang::isl::testing
