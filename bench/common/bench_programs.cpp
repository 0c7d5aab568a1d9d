// SPDX-License-Identifier: MIT
// Benchmark programs and inputs (see bench_programs.h).
#include "bench_programs.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include "lang/arbfp/reader/reader.h"
#if TESSERA_BENCH_HAVE_PIGLIT
#include "piglit_corpus.h"
#endif
#if TESSERA_BENCH_HAVE_GENERATOR
#include "program_generator.h"
#include "scene.h"
#endif

namespace tessera::bench {

namespace tex = runtime::texture;
using lang::arbasm::fragment::ParameterBinding;
using lang::arbasm::fragment::TextureTarget;

std::vector<BenchProgram> PiglitPrograms() {
    std::vector<BenchProgram> programs;
#if TESSERA_BENCH_HAVE_PIGLIT
    const auto root = testing::FindPiglitRoot();
    if (!root) return programs;
    for (const testing::PiglitProgram& file : testing::LoadArbfpAsmParserTests(*root)) {
        if (file.expect_fail || file.Requires(testing::kNvFragmentProgramOption)) continue;
        if (!lang::arbfp::ReadProgram(file.text).program) continue;
        programs.push_back({"piglit/" + file.name, file.text});
    }
#endif
    return programs;
}

std::vector<BenchProgram> ExamplePrograms() {
    std::vector<BenchProgram> programs;
    const std::filesystem::path dir = std::filesystem::path(TESSERA_SOURCE_DIR) / "examples/arbfp";
    if (!std::filesystem::is_directory(dir)) return programs;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        if (entry.path().extension() != ".fp") continue;
        std::ifstream in(entry.path());
        std::stringstream text;
        text << in.rdbuf();
        programs.push_back({"example/" + entry.path().filename().string(), text.str()});
    }
    std::sort(programs.begin(), programs.end(),
              [](const BenchProgram& a, const BenchProgram& b) { return a.name < b.name; });
    return programs;
}

std::vector<BenchProgram> GeneratedPrograms(const std::vector<int>& lengths, int per_length) {
    std::vector<BenchProgram> programs;
#if TESSERA_BENCH_HAVE_GENERATOR
    for (int length : lengths) {
        for (int k = 0; k < per_length; ++k) {
            const auto seed = static_cast<std::uint32_t>(length * 1000 + k);
            const testing::differential::Scene scene = testing::differential::MakeScene(seed);
            testing::differential::GeneratorOptions options;
            options.min_instructions = length;
            options.max_instructions = length;
            programs.push_back({"generated/" + std::to_string(length) + "-" + std::to_string(k),
                                testing::differential::GenerateProgram(scene, seed, options)});
        }
    }
#else
    (void)lengths;
    (void)per_length;
#endif
    return programs;
}

std::vector<BenchTexture> MakeBenchTextures(const lang::arbasm::fragment::Program& program) {
    std::vector<BenchTexture> textures;
    for (std::size_t unit = 0; unit < program.unit_targets.size(); ++unit) {
        if (!program.unit_targets[unit]) continue;
        BenchTexture t;
        t.unit = static_cast<int>(unit);
        t.target = *program.unit_targets[unit];
        std::mt19937 random(static_cast<std::uint32_t>(unit * 31 + static_cast<int>(t.target)));
        switch (t.target) {
            case TextureTarget::kShadow1D:
            case TextureTarget::kShadow2D:
            case TextureTarget::kShadowRect: {
                t.size = 64;
                const int height = t.target == TextureTarget::kShadow1D ? 1 : t.size;
                t.depth.resize(static_cast<std::size_t>(t.size) * height);
                for (float& d : t.depth) d = std::uniform_real_distribution<float>(0, 1)(random);
                textures.push_back(std::move(t));
                continue;
            }
            case TextureTarget::k3D:
                t.size = 32;
                t.layers = 32;
                break;
            case TextureTarget::kCube:
                t.size = 128;
                t.layers = 6;
                break;
            case TextureTarget::k1D:
                t.size = 256;
                break;
            default:
                t.size = 256;
                break;
        }
        const int height = t.target == TextureTarget::k1D ? 1 : t.size;
        t.rgba.resize(static_cast<std::size_t>(t.size) * height * t.layers * 4);
        for (std::uint8_t& b : t.rgba) b = static_cast<std::uint8_t>(random() & 0xFF);
        textures.push_back(std::move(t));
    }
    return textures;
}

std::shared_ptr<tex::TextureUnits> MakeTesseraTextures(const std::vector<BenchTexture>& textures) {
    auto units = std::make_shared<tex::TextureUnits>();
    for (const BenchTexture& t : textures) {
        const tex::Target target = tex::TargetOf(t.target);
        const int height = target == tex::Target::k1D ? 1 : t.size;
        auto texture = std::make_shared<tex::Texture>(
            target, t.IsDepth() ? tex::BaseFormat::kDepthComponent : tex::BaseFormat::kRgba);
        tex::Parameters& p = texture->Params();
        if (t.IsDepth()) {
            texture->SetImage(0, tex::ImageFromSingle(t.size, height, t.depth));
            p.min_filter = p.mag_filter = tex::Filter::kNearest;
            p.compare_mode = tex::CompareMode::kCompareRToTexture;
        } else if (target == tex::Target::kCube) {
            const std::size_t face_bytes = static_cast<std::size_t>(t.size) * t.size * 4;
            for (int face = 0; face < tex::kCubeFaceCount; ++face)
                texture->SetImage(
                    0,
                    tex::ImageFromRgba8(t.size, t.size,
                                        std::span(t.rgba).subspan(face * face_bytes, face_bytes)),
                    static_cast<tex::CubeFace>(face));
        } else {
            texture->SetImage(0, tex::ImageFromRgba8(t.size, height, t.rgba, t.layers));
        }
        if (!t.IsDepth() && target != tex::Target::kRect) {
            p.min_filter = tex::Filter::kLinearMipmapLinear;
            p.mag_filter = tex::Filter::kLinear;
            p.wrap_s = p.wrap_t = p.wrap_r = tex::Wrap::kRepeat;
            texture->GenerateMipmaps();
        } else if (target == tex::Target::kRect && !t.IsDepth()) {
            p.min_filter = p.mag_filter = tex::Filter::kLinear;
        }
        if (target == tex::Target::kRect) p.wrap_s = p.wrap_t = tex::Wrap::kClampToEdge;
        units->Bind(t.unit, target, texture);
    }
    return units;
}

Vec4 EnvParameter(int index) {
    const float f = static_cast<float>(index);
    return {0.25f + 0.03f * f, 0.5f - 0.02f * f, 0.75f, 1.0f - 0.01f * f};
}

Vec4 LocalParameter(int index) {
    const float f = static_cast<float>(index);
    return {0.6f - 0.02f * f, 0.1f + 0.04f * f, 0.3f, 0.9f};
}

std::vector<Vec4> ResolveParameters(const lang::arbasm::fragment::Program& program) {
    std::vector<Vec4> values;
    for (const ParameterBinding& b : program.parameters) {
        switch (b.kind) {
            case ParameterBinding::Kind::kConstant:
                values.push_back(b.constant);
                break;
            case ParameterBinding::Kind::kEnv:
                values.push_back(b.index < 16 ? EnvParameter(static_cast<int>(b.index))
                                              : Vec4{0, 0, 0, 0});
                break;
            case ParameterBinding::Kind::kLocal:
                values.push_back(b.index < 16 ? LocalParameter(static_cast<int>(b.index))
                                              : Vec4{0, 0, 0, 0});
                break;
            case ParameterBinding::Kind::kState:
            case ParameterBinding::Kind::kVertexState:  // (vertex programs only)
                values.push_back({0.5f, 0.5f, 0.5f, 0.5f});
                break;
        }
    }
    return values;
}

Corner QuadCorner(int corner) {
    static constexpr float kX[4] = {-1, 1, 1, -1}, kY[4] = {-1, -1, 1, 1};
    const float u = (kX[corner] + 1) / 2, v = (kY[corner] + 1) / 2;
    Corner c{};
    c.position = {kX[corner], kY[corner], 0, 1};
    c.color = {u, v, 0.5f, 1};
    // GL sets the secondary color with SecondaryColor3 only, so the Mesa side cannot pass an
    // alpha; llvmpipe then reads fragment.color.secondary.w as 1. Use 1 on both sides.
    c.secondary = {v, 0.25f, u, 1};
    for (int t = 0; t < 8; ++t) {
        const float scale = static_cast<float>(1 << (t % 3));
        c.texcoord[t] = {u * scale, v * scale, 0.25f + 0.5f * u, 1};
    }
    c.fogcoord = u;
    return c;
}

std::vector<runtime::raster::Vertex> QuadTriangles() {
    std::vector<runtime::raster::Vertex> vertices;
    for (int i : {0, 1, 2, 0, 2, 3}) {
        const Corner c = QuadCorner(i);
        runtime::raster::Vertex v;
        v.position = c.position;
        v.color = c.color;
        v.secondary = c.secondary;
        for (int t = 0; t < 8; ++t) v.texcoord[t] = c.texcoord[t];
        v.fogcoord = c.fogcoord;
        vertices.push_back(v);
    }
    return vertices;
}

}  // namespace tessera::bench
