// SPDX-License-Identifier: MIT
// The GLSL half of scene_render.h: the scene described to tests/mesa's GLSL helper
// (mesa_glsl.h), which compiles, links and draws with Mesa.
//
// Vertex input k (global semantic ATTRk) is bound to generic attribute location k. The
// helper feeds location 0 the position and locations 1, 2 and 4..11 the corners' primary
// color, secondary color and texture coordinate sets, so each of those carries the
// corner's (s, t, 0, 1); location 3 carries the fog coordinate (fog, 0, 0, 1), which
// cannot hold (s, t), so a shader with a fourth vertex input is reported, not drawn wrong.
// The examples' shared vertex stage has two inputs (position, uv).
#include "mesa_glsl.h"
#include "tests/parasol/scene_render.h"

namespace tessera::parasol_test {

std::string GlslName(const std::vector<std::pair<std::string, std::string>>& names,
                     const std::string& global) {
    for (const auto& [g, glsl] : names)
        if (g == global) return glsl;
    return "";
}

namespace {

// The corners with (s, t, 0, 1) in every attribute that can carry it.
std::array<testing::Vertex, 4> Corners() {
    std::array<testing::Vertex, 4> corners = testing::UniformCorners();
    for (testing::Vertex& v : corners) {
        const testing::Vec4 st{(v.position[0] + 1) / 2, (v.position[1] + 1) / 2, 0, 1};
        v.primary_color = v.secondary_color = st;
        v.texcoords.fill(st);
    }
    return corners;
}

// Every sampler of the ARBfp compile reads ExampleTexture() on its unit (a cube sampler on
// its +X face, OtherCubeFace() on the others).
void AddTextures(const lang::parasol::CompileResult& glsl,
                 const lang::parasol::CompileResult& arbfp, testing::GlslDraw& draw) {
    for (const lang::arbfp::Binding& b : arbfp.arbfp.bindings) {
        if (b.kind != lang::arbfp::Binding::Kind::kSampler) continue;
        testing::TextureSpec spec;
        spec.internal_format = 0x8058;  // GL_RGBA8: the bytes as given (b / 255 converts back exactly)
        const bool cube = b.texture_target == lang::arbasm::fragment::TextureTarget::kCube;
        spec.target = cube ? testing::TextureTarget::kCube : testing::TextureTarget::k2D;
        testing::TextureLevel level{64, 64, 1, {}};
        for (int face = 0; face < (cube ? 6 : 1); ++face)  // +X first, GL's order
            for (std::uint8_t v : face == 0 ? ExampleTexture() : OtherCubeFace()) level.data.push_back(v / 255.0f);
        spec.levels.push_back(std::move(level));
        spec.unit = static_cast<int>(b.texture_unit);
        draw.textures.push_back(spec);
        draw.samplers.push_back({GlslName(glsl.glsl_fragment_names, b.name), spec.unit});
    }
}

}  // namespace

std::string MesaGlslUnavailable() { return testing::MesaUnavailableReason(); }

SceneImage RenderGlslInMesa(const lang::parasol::CompileResult& glsl,
                            const lang::parasol::CompileResult& arbfp, int size) {
    SceneImage out;
    testing::GlslDraw draw;
    draw.vertex = glsl.glsl_vertex;
    draw.fragment = glsl.glsl_fragment;
    draw.width = draw.height = size;
    draw.corners = Corners();
    draw.read_depth = true;  // depth test ALWAYS, as Tessera's side draws
    for (const ir::Global& g : glsl.vertex_lowered->globals) {
        if (g.kind != ir::Global::Kind::kInput || g.semantic.rfind("ATTR", 0) != 0) continue;
        const int k = std::stoi(g.semantic.substr(4));
        if (k == 3 || k > 11) {
            out.error = "vertex input " + std::to_string(k) +
                        " has no harness attribute carrying (s, t, 0, 1)";
            return out;
        }
        draw.attributes.push_back({GlslName(glsl.glsl_vertex_names, g.name), k});
    }
    AddTextures(glsl, arbfp, draw);
    testing::GlslDrawResult r = testing::DrawGlsl(draw);
    out.error = r.error;
    if (!r.ok() && testing::MesaAvailable()) out.error += "\n" + draw.vertex + "\n" + draw.fragment;
    out.width = out.height = size;
    out.rgba8 = std::move(r.rgba8);
    return out;
}

}  // namespace tessera::parasol_test
